import { describe, expect, it } from 'vitest';
import { GATEWAY_LIVE_ADDRESSES, gatewayAddressProblem } from './payment-gateways.js';

describe('gatewayAddressProblem', () => {
  it('accepts the live addresses', () => {
    for (const [name, address] of Object.entries(GATEWAY_LIVE_ADDRESSES)) {
      expect(gatewayAddressProblem(name, address)).toBeUndefined();
    }
    expect(gatewayAddressProblem('PAYMENT_FORM_ORIGINS', 'https://epay.esewa.com.np')).toBeUndefined();
  });

  it('refuses a test host (and its subdomains), a local or private address and plain http, naming the live one', () => {
    expect(
      gatewayAddressProblem('ESEWA_FORM_URL', 'https://RC-EPAY.esewa.com.np/x', 'https://epay.esewa.com.np'),
    ).toBe(
      "ESEWA_FORM_URL: rc-epay.esewa.com.np is the gateway's test host; set its live address (https://epay.esewa.com.np).",
    );
    expect(gatewayAddressProblem('KHALTI_API_URL', 'https://x.dev.khalti.com/')).toMatch(/test host/);
    expect(gatewayAddressProblem('FONEPAY_API_URL', 'https://uat-new-merchant-api.fonepay.com/api/')).toMatch(
      /^FONEPAY_API_URL: uat-new-merchant-api.fonepay.com is the gateway's test host/,
    );
    for (const local of [
      'http://localhost:4900',
      'http://shop.localhost',
      'http://127.0.0.1:4900',
      'http://10.1.2.3',
      'http://172.20.0.1',
      'http://192.168.1.1',
      'http://169.254.1.1',
      'http://[::1]:4900',
      'http://[fd00::1]',
    ]) {
      expect(gatewayAddressProblem('X', local), local).toMatch(/^X: .* is a local address \(a simulator\)/);
    }
    expect(gatewayAddressProblem('X', 'http://epay.esewa.com.np')).toBe(
      'X: a gateway is reached over https only; set its live address.',
    );
    // 172.32/12 is not private: a public host over https passes.
    expect(gatewayAddressProblem('X', 'https://172.32.0.1')).toBeUndefined();
  });
});
