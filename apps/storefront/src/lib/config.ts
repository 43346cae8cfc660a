// The API host and key come from configuration: the page server (production) and the Vite dev server write
// `window.__SAJILO_CONFIG__` into index.html from API_URL / APP_KEY, so one build runs anywhere.
export interface RuntimeConfig {
  apiBaseUrl: string;
  apiKey: string;
  /**
   * Origins a plugin's Script Link may load from besides the storefront's own (PLUGIN_SCRIPT_ORIGINS): the
   * page's Content-Security-Policy allows exactly these (page-server/policy.ts).
   */
  pluginScriptOrigins?: string[];
}

declare global {
  interface Window {
    __SAJILO_CONFIG__?: Partial<RuntimeConfig>;
  }
}

export function runtimeConfig(): RuntimeConfig {
  const injected = window.__SAJILO_CONFIG__ ?? {};
  const apiBaseUrl = injected.apiBaseUrl ?? import.meta.env.VITE_API_URL;
  const apiKey = injected.apiKey ?? import.meta.env.VITE_APP_KEY;
  if (!apiBaseUrl || !apiKey)
    throw new Error('The API address and key are not configured (API_URL, APP_KEY).');
  return { apiBaseUrl, apiKey, pluginScriptOrigins: injected.pluginScriptOrigins ?? [] };
}
