// What `npm start` does about the payment gateways (scripts/start.mjs, docs/development.md "Payments in
// development"): in development it serves this package's simulator and points the API server and the
// storefront's page server at it, so a shopper can pay, fail or cancel without the internet; a variable set
// by hand wins over the simulator's, and GATEWAY_SIMULATORS=false leaves the gateways' own sandboxes.
// Production never runs it (and the API server refuses a local gateway address there, @sajilo/nepal).
import { gatewayEnv } from './simulator.js';

export const DEFAULT_GATEWAYS_PORT = 4900;

export interface GatewayPlan {
  /** Whether the simulator is one of the servers `npm start` runs. */
  serve: boolean;
  /** Its address, when served. */
  url: string | null;
  /** What every server started gets on top of the environment. */
  env: Record<string, string>;
}

export function gatewayPlan(env: Record<string, string | undefined>): GatewayPlan {
  if (env.NODE_ENV === 'production' || env.GATEWAY_SIMULATORS === 'false') {
    return { serve: false, url: null, env: {} };
  }
  const port = Number(env.GATEWAYS_PORT ?? DEFAULT_GATEWAYS_PORT);
  const url = `http://127.0.0.1:${port}`;
  const wanted: Record<string, string> = {
    ...gatewayEnv(url),
    // The storefront's Content-Security-Policy lets the checkout post eSewa's form there.
    PAYMENT_FORM_ORIGINS: url,
    GATEWAYS_PORT: String(port),
  };
  const own = Object.fromEntries(Object.entries(wanted).filter(([name]) => env[name] === undefined));
  return { serve: true, url, env: own };
}
