import type { IncomingMessage } from 'node:http';

export interface SecuritySettings {
  apiOrigin: string;
  publicOrigin: string;
  pluginScriptOrigins: string[];
  frameOrigins: string[];
}
export declare const DEFAULT_FRAME_ORIGINS: string[];
export declare const STRICT_TRANSPORT_SECURITY: string;
export declare function securitySettings(env?: NodeJS.ProcessEnv): SecuritySettings;
export declare function createNonce(): string;
export declare function contentSecurityPolicy(
  settings: SecuritySettings,
  nonce: string,
  styleHashes?: string[],
): string;
export declare function isHttps(req: IncomingMessage): boolean;
export declare function commonSecurityHeaders(req: IncomingMessage): Record<string, string>;
export declare function pageSecurityHeaders(
  req: IncomingMessage,
  settings: SecuritySettings,
  nonce: string,
  styleHashes?: string[],
): Record<string, string>;
