// Fonepay dynamic QR (docs/nepal.md "Payments", its field order written there): the server asks Fonepay's
// merchant API for a QR of the order's amount (`thirdPartyDynamicQrDownload`), the shopper scans it with a
// bank or wallet app, and only the status API (`thirdPartyDynamicQrGetStatus`) saying `success` for the
// same prn and merchant, and for the attempt's amount when it names one, marks the order paid. Both requests
// carry `dataValidation`, HMAC-SHA512 in hex with the merchant's secret over the values joined by commas.
import { createHmac } from 'node:crypto';
import type { PaymentsConfig } from '../../config.js';
import { GatewayError, gatewayJson } from './http.js';

type FonepayConfig = PaymentsConfig['fonepay'];

const API = 'merchant/merchantDetailsForThirdParty/';

/** HMAC-SHA512, hex, over the values joined with commas (not URL-encoded), in the documented order. */
export function fonepaySignature(secret: string, values: readonly string[]): string {
  return createHmac('sha512', secret).update(values.join(',')).digest('hex');
}

/** Fonepay's remarks are 1 to 25 letters and digits: ours are the order's number and the shop's name. */
export const fonepayRemark = (text: string) => text.replace(/[^A-Za-z0-9 -]/g, '').slice(0, 25) || 'Sajilo';

export async function fonepayQr(
  config: FonepayConfig,
  timeoutMs: number,
  payment: { amountRupees: number; prn: string; remarks1: string; remarks2: string },
): Promise<{ qrMessage: string }> {
  const amount = String(payment.amountRupees);
  const remarks1 = fonepayRemark(payment.remarks1);
  const remarks2 = fonepayRemark(payment.remarks2);
  const { status, body } = await gatewayJson(
    'Fonepay',
    `${config.apiUrl}${API}thirdPartyDynamicQrDownload`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        amount,
        remarks1,
        remarks2,
        prn: payment.prn,
        merchantCode: config.merchantCode,
        dataValidation: fonepaySignature(config.secretKey, [
          amount,
          payment.prn,
          config.merchantCode,
          remarks1,
          remarks2,
        ]),
        username: config.username,
        password: config.password,
      }),
    },
    timeoutMs,
  );
  const qr = body.qrMessage;
  if (status >= 300 || body.success !== true || typeof qr !== 'string' || qr === '' || qr.length > 1024) {
    throw new GatewayError('Fonepay', `QR request answered ${status} ${String(body.message ?? '')}`);
  }
  return { qrMessage: qr };
}

export type FonepayStatus = 'success' | 'failed' | 'pending';

/**
 * What Fonepay says of a prn. An answer naming another prn or merchant is no answer (502); `amount`, when the
 * answer carries it, is compared by the caller (paisa, NaN when absent).
 */
export async function fonepayStatus(
  config: FonepayConfig,
  timeoutMs: number,
  prn: string,
): Promise<{ status: FonepayStatus; traceId: string | null; totalPaisa: number | null }> {
  const { status, body } = await gatewayJson(
    'Fonepay',
    `${config.apiUrl}${API}thirdPartyDynamicQrGetStatus`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        prn,
        merchantCode: config.merchantCode,
        dataValidation: fonepaySignature(config.secretKey, [prn, config.merchantCode]),
        username: config.username,
        password: config.password,
      }),
    },
    timeoutMs,
  );
  if (status >= 400) throw new GatewayError('Fonepay', `status answered ${status}`);
  const said = String(body.paymentStatus ?? '').toLowerCase();
  if (said !== 'success' && said !== 'failed' && said !== 'pending') {
    throw new GatewayError('Fonepay', `unknown status ${JSON.stringify(said)}`);
  }
  if (body.prn !== prn || body.merchantCode !== config.merchantCode) {
    throw new GatewayError('Fonepay', 'status answer names another payment');
  }
  const trace = body.fonepayTraceId;
  const amount = body.amount;
  return {
    status: said,
    traceId: typeof trace === 'number' || (typeof trace === 'string' && trace) ? String(trace) : null,
    totalPaisa: amount === undefined || amount === null ? null : rupeesToPaisa(amount),
  };
}

/** "1250", "1250.0" or 1250 → 125000; anything else NaN (never equal to an amount). */
function rupeesToPaisa(amount: unknown): number {
  const text = String(amount);
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return Number.NaN;
  return Math.round(Number(text) * 100);
}
