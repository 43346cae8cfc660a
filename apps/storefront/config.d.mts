export declare function pageConfig(env?: NodeJS.ProcessEnv): { apiBaseUrl: string; apiKey: string };
export declare function configScript(env?: NodeJS.ProcessEnv): string;
