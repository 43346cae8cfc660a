export interface AdminPageConfig {
  apiBaseUrl: string;
  apiOrigin: string;
}
export function adminConfig(env?: NodeJS.ProcessEnv): AdminPageConfig;
export function configScript(config: AdminPageConfig, nonce?: string): string;
export function securityHeaders(config: AdminPageConfig, nonce: string): Record<string, string>;
