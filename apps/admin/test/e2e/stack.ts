// The real stack for the back office's browser tests (@sajilo/bench/stack): the built API server on a copy of
// the seeded demo shop (its development owner too, as `npm start` has them) and the built back office served
// by its page server (page-server/), each on a free port, with the payment gateways' simulator the API server
// pays and refunds against (a paid order cancelled is owed a refund). The storefront joins in the journeys
// that look at it.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startStack as startServers } from '@sajilo/bench/stack';
import { startGatewaySimulator } from '@sajilo/gateways';
import { copySeededDatabase } from '../../../../packages/seed/src/snapshot.js';

const admin = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

export const E2E_KEY = 'e2e-admin-storefront-key';

export interface Stack {
  apiUrl: string;
  adminUrl: string;
  /** The storefront, to see what the back office changed as a customer sees it. */
  shopUrl: string;
  stop(): Promise<void>;
}

export async function startStack(): Promise<Stack> {
  const gateways = await startGatewaySimulator();
  const stack = await startServers({
    name: 'admin-e2e',
    apiServer: join(admin, '..', 'server', 'dist', 'server.js'),
    // The demo shop as `npm start` seeds it, copied from the one seeded folder every browser suite shares.
    data: copySeededDatabase,
    apiEnv: ({ pages }) => ({
      ADMIN_ORIGIN: pages.admin,
      STOREFRONT_ORIGIN: pages.shop,
      APP_KEY: E2E_KEY,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'development',
      // eSewa, Khalti, Fonepay and SMS are the local simulator (the real gateways cannot be reached).
      ...gateways.env,
    }),
    pages: {
      admin: {
        script: join(admin, 'dist', 'page-server', 'main.js'),
        portVariable: 'ADMIN_PORT',
        env: () => ({}),
      },
      shop: {
        script: join(admin, '..', 'storefront', 'dist', 'page-server', 'main.js'),
        portVariable: 'PORT',
        env: () => ({ APP_KEY: E2E_KEY }),
      },
    },
    stopAlso: () => gateways.close(),
  });
  return { apiUrl: stack.api, adminUrl: stack.pages.admin, shopUrl: stack.pages.shop, stop: stack.stop };
}
