export interface PageConfig {
  apiBaseUrl: string;
  apiKey: string;
  pluginScriptOrigins: string[];
}
export declare function originOf(
  value: string,
  variable: string,
  options?: { pathAllowed?: boolean },
): string;
export declare function originList(value: string | undefined, variable: string): string[];
export declare function pageConfig(env?: NodeJS.ProcessEnv): PageConfig;
export declare function configScript(env?: NodeJS.ProcessEnv, nonce?: string): string;
