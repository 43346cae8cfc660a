// Money back through the gateway that took it (docs/returns.md "Refunds"; docs/nepal.md "Refunds").
// Khalti documents a merchant refund: `POST /api/merchant-transaction/{transaction_id}/refund/` with the
// secret key, an amount in paisa for a part of it (none: all of it). eSewa publishes no merchant refund API:
// the adapter speaks to ESEWA_REFUND_URL only, which only the repository's simulator answers (a JSON POST
// signed like the payment form); without it an eSewa refund is made in eSewa's merchant portal and recorded
// here by hand with its reference.
import type { PaymentsConfig } from '../../config.js';
import { esewaSignature } from './esewa.js';
import { GatewayError, gatewayJson } from './http.js';

export const ESEWA_REFUND_FIELDS = 'product_code,transaction_uuid,refund_amount';

export interface GatewayPayment {
  method: 'esewa' | 'khalti';
  /** eSewa's transaction_uuid, or Khalti's pidx. */
  ref: string | null;
  /** eSewa's ref_id, or Khalti's transaction_id, as the payment's verification gave it. */
  transaction: string | null;
}

/** Whether the gateway can be asked for the refund (otherwise staff record one made by hand). */
export function gatewayRefunds(config: PaymentsConfig, payment: GatewayPayment): boolean {
  if (!payment.transaction) return false;
  return payment.method === 'khalti' || (payment.method === 'esewa' && Boolean(config.esewa.refundUrl));
}

/** Asks the gateway to pay `rupees` back; returns the gateway's reference of the refund. */
export async function refundThroughGateway(
  config: PaymentsConfig,
  payment: GatewayPayment,
  rupees: number,
): Promise<string> {
  const paisa = rupees * 100;
  if (payment.method === 'khalti' && payment.transaction) {
    const base = config.khalti.apiUrl.replace(/v2\/$/, '');
    const { status, body } = await gatewayJson(
      'Khalti',
      `${base}merchant-transaction/${encodeURIComponent(payment.transaction)}/refund/`,
      {
        method: 'POST',
        headers: { Authorization: `Key ${config.khalti.secretKey}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ amount: paisa }),
      },
      config.timeoutMs,
    );
    if (status !== 200)
      throw new GatewayError('Khalti', `refund answered ${status}: ${String(body.detail ?? '')}`);
    return `khalti:${payment.transaction}:${paisa}`;
  }
  if (payment.method === 'esewa' && payment.transaction && config.esewa.refundUrl) {
    const fields = {
      product_code: config.esewa.productCode,
      transaction_uuid: payment.ref ?? '',
      refund_amount: String(rupees),
    };
    const { status, body } = await gatewayJson(
      'eSewa',
      config.esewa.refundUrl,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          ...fields,
          ref_id: payment.transaction,
          signed_field_names: ESEWA_REFUND_FIELDS,
          signature: esewaSignature(config.esewa.secretKey, ESEWA_REFUND_FIELDS, fields),
        }),
      },
      config.timeoutMs,
    );
    if (status !== 200 || typeof body.refund_id !== 'string') {
      throw new GatewayError('eSewa', `refund answered ${status}`);
    }
    return body.refund_id;
  }
  throw new Error('no gateway refund for this payment');
}
