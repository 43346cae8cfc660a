// The page's runtime configuration, written into the page by the page server (or Vite in development).
declare global {
  interface Window {
    SAJILO_ADMIN?: { apiBaseUrl?: string };
  }
}

export interface AdminConfig {
  /** The API host; every call goes to `${apiBaseUrl}/api/admin/…`. */
  apiBaseUrl: string;
}

export function readConfig(): AdminConfig {
  const apiBaseUrl = window.SAJILO_ADMIN?.apiBaseUrl;
  if (!apiBaseUrl) throw new Error('The back office has no API address (window.SAJILO_ADMIN).');
  return { apiBaseUrl };
}
