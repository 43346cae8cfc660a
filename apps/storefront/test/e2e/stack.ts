// The real stack for the storefront's browser tests (@sajilo/bench/stack): the built API server on a copy of
// the seeded demo shop and the built storefront served by its page server (page-server/), each on a free
// port, with the payment gateways' simulator the API server pays against.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startStack as startServers } from '@sajilo/bench/stack';
import { startGatewaySimulator } from '@sajilo/gateways';
import { copySeededDatabase } from '../../../../packages/seed/src/snapshot.js';

export { type Mail, readMails, reservePort } from '@sajilo/bench/stack';

const storefront = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
/** The built page server (`pnpm serve`). */
export const PAGE_SERVER = join(storefront, 'dist', 'page-server', 'main.js');

export const E2E_KEY = 'e2e-storefront-key';

/**
 * The one origin the storefront's policy allows plugin scripts from in the tests (PLUGIN_SCRIPT_ORIGINS). It
 * does not exist: a test that loads a script from it answers the request itself (page.route).
 */
export const PLUGIN_SCRIPT_ORIGIN = 'https://plugins.example.test';

export interface Stack {
  apiUrl: string;
  webUrl: string;
  /**
   * A file with the mails the server logs: the confirmation and password reset links and the email change
   * notice of the customer tests (read them with `readMails`).
   */
  mailLog: string;
  /** The local eSewa/Khalti simulator the API server pays against. */
  gatewayUrl: string;
  stop(): Promise<void>;
}

/**
 * The API server and the page server on free ports, on a copy of the seeded demo shop. `webEnv` adds to the
 * page server's environment. When a server does not come up, what was started is stopped before the error
 * is thrown: nothing outlives the run.
 */
export async function startStack(webEnv: Record<string, string> = {}): Promise<Stack> {
  const gateways = await startGatewaySimulator();
  const stack = await startServers({
    name: 'e2e',
    apiServer: join(storefront, '..', 'server', 'dist', 'server.js'),
    // The demo shop as `npm start` seeds it, copied from the one seeded folder every browser suite shares.
    data: copySeededDatabase,
    apiEnv: ({ pages }) => ({
      PORT: new URL(pages.web).port,
      STOREFRONT_ORIGIN: pages.web,
      APP_KEY: E2E_KEY,
      // The server logs mail bodies at info, and only when asked to (apps/server/src/services/mailer.ts).
      LOG_LEVEL: 'info',
      MAIL_LOG_BODIES: 'true',
      // eSewa and Khalti are the local simulator (the real gateways cannot be reached), and so is SMS.
      ...gateways.env,
      // A number may ask for another one-time code after 2 s rather than a minute: a test logs in again.
      PHONE_CODE_INTERVAL: '2',
    }),
    pages: {
      web: {
        script: PAGE_SERVER,
        portVariable: 'PORT',
        env: () => ({
          APP_KEY: E2E_KEY,
          PLUGIN_SCRIPT_ORIGINS: PLUGIN_SCRIPT_ORIGIN,
          PAYMENT_FORM_ORIGINS: gateways.url,
          // The suite checks what a page shows when the API has answered; on a loaded two-core machine the
          // API can take longer than the production deadline (1.5 s), and the page would then come
          // half-rendered.
          RENDER_DEADLINE_MS: '10000',
          ...webEnv,
        }),
      },
    },
    stopAlso: () => gateways.close(),
  });
  return {
    apiUrl: stack.api,
    webUrl: stack.pages.web,
    mailLog: stack.mailLog,
    gatewayUrl: gateways.url,
    stop: stack.stop,
  };
}
