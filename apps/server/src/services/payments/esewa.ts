// eSewa ePay v2 (the merchant documentation's flow): the shop signs `total_amount,transaction_uuid,
// product_code` with HMAC-SHA256 (base64) and the browser POSTs the form to eSewa; the success redirect
// carries `data`, base64 JSON whose `signature` covers its own `signed_field_names`; before an order is
// marked paid the status-check API must answer COMPLETE for the same amount.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { PaymentsConfig } from '../../config.js';
import { GatewayError, gatewayJson } from './http.js';

type EsewaConfig = PaymentsConfig['esewa'];

export const SIGNED_FIELDS = 'total_amount,transaction_uuid,product_code';

/** HMAC-SHA256 in base64 over `name=value` pairs joined with commas, in the order of `names`. */
export function esewaSignature(secret: string, names: string, values: Record<string, unknown>): string {
  const message = names
    .split(',')
    .map((name) => `${name}=${String(values[name] ?? '')}`)
    .join(',');
  return createHmac('sha256', secret).update(message).digest('base64');
}

/** eSewa writes amounts as it likes ("1000", "1000.0", "1,000.0"): the amount in paisa, or NaN. */
export function esewaPaisa(amount: unknown): number {
  const text = String(amount ?? '').replace(/,/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return Number.NaN;
  return Math.round(Number(text) * 100);
}

/** The hidden fields of the payment form; every amount is the server's. */
export function esewaForm(
  config: EsewaConfig,
  payment: { totalRupees: number; transactionUuid: string; successUrl: string; failureUrl: string },
): Record<string, string> {
  const fields: Record<string, string> = {
    amount: String(payment.totalRupees),
    tax_amount: '0',
    total_amount: String(payment.totalRupees),
    transaction_uuid: payment.transactionUuid,
    product_code: config.productCode,
    product_service_charge: '0',
    product_delivery_charge: '0',
    success_url: payment.successUrl,
    failure_url: payment.failureUrl,
    signed_field_names: SIGNED_FIELDS,
  };
  fields.signature = esewaSignature(config.secretKey, SIGNED_FIELDS, fields);
  return fields;
}

export interface EsewaCallback {
  transactionCode: string;
  status: string;
  totalPaisa: number;
  transactionUuid: string;
  productCode: string;
}

/**
 * The success redirect's `data`, decoded and its signature checked; null when it is not base64 JSON, lacks
 * a field, or its signature does not match (a tampered amount or uuid changes the signature).
 */
export function readEsewaCallback(config: EsewaConfig, data: string): EsewaCallback | null {
  let parsed: Record<string, unknown>;
  try {
    const json: unknown = JSON.parse(Buffer.from(data, 'base64').toString('utf8'));
    if (typeof json !== 'object' || json === null || Array.isArray(json)) return null;
    parsed = json as Record<string, unknown>;
  } catch {
    return null;
  }
  const names = parsed.signed_field_names;
  const signature = parsed.signature;
  if (typeof names !== 'string' || typeof signature !== 'string') return null;
  // The signature must cover at least what the shop relies on.
  const covered = new Set(names.split(','));
  for (const needed of ['total_amount', 'transaction_uuid', 'product_code', 'status']) {
    if (!covered.has(needed)) return null;
  }
  const expected = Buffer.from(esewaSignature(config.secretKey, names, parsed));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  if (parsed.product_code !== config.productCode) return null;
  return {
    transactionCode: String(parsed.transaction_code ?? ''),
    status: String(parsed.status ?? ''),
    totalPaisa: esewaPaisa(parsed.total_amount),
    transactionUuid: String(parsed.transaction_uuid ?? ''),
    productCode: String(parsed.product_code),
  };
}

export type EsewaStatus =
  | 'COMPLETE'
  | 'PENDING'
  | 'FULL_REFUND'
  | 'PARTIAL_REFUND'
  | 'AMBIGUOUS'
  | 'NOT_FOUND'
  | 'CANCELED';

/** The status-check API: what eSewa says of a transaction_uuid for that total. */
export async function esewaStatus(
  config: EsewaConfig,
  timeoutMs: number,
  payment: { transactionUuid: string; totalRupees: number },
): Promise<{ status: EsewaStatus; refId: string | null; totalPaisa: number }> {
  const url = new URL(config.statusUrl);
  url.searchParams.set('product_code', config.productCode);
  url.searchParams.set('total_amount', String(payment.totalRupees));
  url.searchParams.set('transaction_uuid', payment.transactionUuid);
  const { status, body } = await gatewayJson('eSewa', url.toString(), { method: 'GET' }, timeoutMs);
  // eSewa answers an unknown transaction with 4xx and an error body: that payment is not there.
  if (status >= 400) return { status: 'NOT_FOUND', refId: null, totalPaisa: Number.NaN };
  const known = [
    'COMPLETE',
    'PENDING',
    'FULL_REFUND',
    'PARTIAL_REFUND',
    'AMBIGUOUS',
    'NOT_FOUND',
    'CANCELED',
  ];
  const said = String(body.status ?? '');
  if (!known.includes(said)) throw new GatewayError('eSewa', `unknown status ${JSON.stringify(said)}`);
  if (body.transaction_uuid !== payment.transactionUuid || body.product_code !== config.productCode) {
    throw new GatewayError('eSewa', 'status answer names another transaction');
  }
  return {
    status: said as EsewaStatus,
    refId: typeof body.ref_id === 'string' && body.ref_id ? body.ref_id : null,
    totalPaisa: esewaPaisa(body.total_amount),
  };
}
