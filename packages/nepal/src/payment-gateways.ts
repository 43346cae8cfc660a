// The payment gateways' live and test addresses (docs/nepal.md "Payments"), and the one rule production
// follows for every address it pays through: never a gateway's test host, never this machine or its network
// (a simulator), never plain http (docs/operations.md "Payments"). The API server checks its gateway
// variables with it, the storefront's page server the origins its checkout may post a payment form to.

const LIVE_ADDRESSES = {
  ESEWA_FORM_URL: 'https://epay.esewa.com.np/api/epay/main/v2/form',
  ESEWA_STATUS_URL: 'https://epay.esewa.com.np/api/epay/transaction/status/',
  KHALTI_API_URL: 'https://khalti.com/api/v2/',
  FONEPAY_API_URL: 'https://merchantapi.fonepay.com/api/',
} as const;

/** The gateways' live addresses, by the variable that names one (named in the line that asks for it). */
export const GATEWAY_LIVE_ADDRESSES: Readonly<Record<string, string>> & typeof LIVE_ADDRESSES =
  LIVE_ADDRESSES;

/**
 * Hosts that take a payment nobody pays: the gateways' sandboxes (eSewa's UAT hosts, Khalti's dev host,
 * Fonepay's UAT and dev merchant APIs). A host counts with its subdomains.
 */
export const GATEWAY_TEST_HOSTS: readonly string[] = [
  'rc-epay.esewa.com.np',
  'rc.esewa.com.np',
  'uat.esewa.com.np',
  'dev.khalti.com',
  'a.khalti.com',
  'uat-new-merchant-api.fonepay.com',
  'dev-merchantapi.fonepay.com',
  'dev-clientapi.fonepay.com',
];

/** Whether `host` (a URL's hostname in lower case, IPv6 without brackets) is this machine or its network. */
function isLocalHost(host: string): boolean {
  return (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    /^(127\.|10\.|192\.168\.|172\.(1[6-9]|2\d|3[01])\.|169\.254\.|0\.)/.test(host) ||
    host === '::1' ||
    /^f[cd]/.test(host)
  );
}

/**
 * Why `address` (an absolute http(s) URL or origin, the value of `variable`) cannot be a production
 * gateway's, in one line naming the variable and, when given, the `live` address to set instead; undefined
 * when it can.
 */
export function gatewayAddressProblem(variable: string, address: string, live?: string): string | undefined {
  const url = new URL(address);
  const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  const instead = live ? ` (${live})` : '';
  if (GATEWAY_TEST_HOSTS.some((test) => host === test || host.endsWith(`.${test}`))) {
    return `${variable}: ${host} is the gateway's test host; set its live address${instead}.`;
  }
  if (isLocalHost(host)) {
    return `${variable}: ${host} is a local address (a simulator); set the gateway's live address${instead}.`;
  }
  if (url.protocol !== 'https:') {
    return `${variable}: a gateway is reached over https only; set its live address${instead}.`;
  }
  return undefined;
}
