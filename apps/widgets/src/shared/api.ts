// The typed API client for the partner's key, and what a failed call means for the person at the form.
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { ApiError, createSajiloClient, type FieldErrors, type SajiloClient } from '@sajilo/api';
import type { WidgetConfig } from './config';

const clients = new Map<string, SajiloClient>();

/**
 * One client per API host, key and language (a page has one configuration; the map only avoids rebuilding
 * it). The widget's language goes as `Accept-Language`, so the server's messages (a subscription's answer,
 * its errors) come in the words the widget shows.
 */
export function apiClient(config: WidgetConfig): SajiloClient {
  const id = `${config.api} ${config.key} ${config.locale}`;
  let client = clients.get(id);
  if (!client) {
    client = createSajiloClient({ baseUrl: config.api, apiKey: config.key, language: config.locale });
    clients.set(id, client);
  }
  return client;
}

export interface Failure {
  /** What to show above the form. */
  message: string;
  /** Messages per field (the server's names), shown under each field. */
  fields: FieldErrors;
  /** The partner's origin or key is refused: retrying will not help. */
  refused: boolean;
}

/**
 * A browser hides a response that CORS does not allow, so a refused origin looks like a network failure.
 * A `no-cors` request to /health tells them apart: it succeeds (with an unreadable answer) whenever the
 * server is reachable at all.
 */
async function serverReachable(config: WidgetConfig): Promise<boolean> {
  try {
    await fetch(`${config.api}/health`, { mode: 'no-cors', cache: 'no-store' });
    return true;
  } catch {
    return false;
  }
}

/**
 * Turns a failed call into messages for the visitor, in the widget's language, and a console note (English)
 * for the site's developer. The server's own messages are shown as it words them.
 */
export async function explainFailure(error: unknown, config: WidgetConfig, i18n: I18n): Promise<Failure> {
  const offline = () => i18n._(msg`Could not reach the server. Check your connection and try again.`);
  const refused = () => i18n._(msg`This form is not available on this website.`);
  if (!(error instanceof ApiError)) {
    console.error('Sajilo widgets:', error);
    return { message: offline(), fields: {}, refused: false };
  }
  if (error.status === 0) {
    if (!(await serverReachable(config))) return { message: offline(), fields: {}, refused: false };
    console.error(
      `Sajilo widgets: ${config.api} refused this page's origin (${location.origin}). Ask Sajilo to add it to your partner key's allowed origins.`,
    );
    return { message: refused(), fields: {}, refused: true };
  }
  if (error.status === 403) {
    console.error(`Sajilo widgets: ${error.message}`);
    return { message: refused(), fields: {}, refused: true };
  }
  const fields = error.fieldErrors;
  const fieldCount = Object.keys(fields).length;
  return {
    message: fieldCount > 0 ? i18n._(msg`Please correct the fields marked below.`) : error.message,
    fields,
    refused: false,
  };
}
