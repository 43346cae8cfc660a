// Simulated Fonepay dynamic QR (docs/nepal.md "Payments", docs/development.md "Payments in development"): the
// merchant API's QR request and status check as Fonepay's integration notes describe them (JSON bodies,
// `dataValidation` HMAC-SHA512 in hex over the comma-joined values, the merchant's username and password),
// and a page where a developer "scans" a waiting QR: every QR not yet paid, with Pay and Fail buttons. No
// money moves. The status answer's `amount` is this simulator's own addition (the notes show none); the
// shop's server compares it when it is there.
import { createHmac, randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

export const FONEPAY_TEST = {
  merchantCode: 'fonepay123',
  secretKey: 'fonepay',
  username: 'bijayk',
  password: 'password',
} as const;

const API = '/api/merchant/merchantDetailsForThirdParty/';

export interface FonepayQr {
  prn: string;
  /** As the merchant sent it ("1250"). */
  amount: string;
  remarks1: string;
  remarks2: string;
  qrMessage: string;
  status: 'pending' | 'success' | 'failed';
  traceId: number;
  createdAt: Date;
  /** A knob: the amount the status answer reports (another than asked). */
  reportedAmount?: string;
  /** A knob: the prn the status answer names (another payment's). */
  reportedPrn?: string;
}

export interface FonepayState {
  fonepay: Map<string, FonepayQr>;
}

/** Fonepay's signature: HMAC-SHA512 in hex over the values joined with commas. */
export function fonepayHmac(values: readonly string[], secret: string = FONEPAY_TEST.secretKey): string {
  return createHmac('sha512', secret).update(values.join(',')).digest('hex');
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const STYLE = `body{margin:0;font:16px/1.5 system-ui,sans-serif;color:#1c1c1c;background:#f4f5f7}
main{max-width:36rem;margin:0 auto;padding:1rem}
.banner{margin:0;padding:.75rem 1rem;background:#fff4ce;border-bottom:2px solid #c99a00;font-weight:600;text-align:center}
h1{font-size:1.4rem;margin:1rem 0 .5rem}ol{list-style:none;margin:0;padding:0;display:grid;gap:.5rem}
li{background:#fff;border-radius:8px;padding:.75rem 1rem;box-shadow:0 1px 3px #0002;overflow-wrap:anywhere}
dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem;margin:0 0 .75rem}dt{color:#555}dd{margin:0}
form{display:flex;gap:.5rem;flex-wrap:wrap}button{font:inherit;padding:.6rem 1rem;border-radius:6px;border:1px solid #888;background:#fff;cursor:pointer;flex:1}
button.pay{background:#c8102e;border-color:#c8102e;color:#fff;font-weight:600}button.fail{color:#9b1c1c;border-color:#9b1c1c}
p.note{color:#555;font-size:.875rem}`;

function scanPage(res: ServerResponse, state: FonepayState) {
  const waiting = [...state.fonepay.values()].filter((q) => q.status === 'pending').reverse();
  const items = waiting
    .map(
      (q) =>
        `<li data-prn="${escapeHtml(q.prn)}"><dl><dt>Amount</dt><dd>Rs ${escapeHtml(q.amount)}</dd><dt>PRN</dt><dd>${escapeHtml(q.prn)}</dd><dt>For</dt><dd>${escapeHtml(`${q.remarks1} · ${q.remarks2}`)}</dd></dl>` +
        `<form method="post"><input type="hidden" name="prn" value="${escapeHtml(q.prn)}">` +
        `<button class="pay" type="submit" formaction="/fonepay/pay">Pay Rs ${escapeHtml(q.amount)}</button>` +
        `<button class="fail" type="submit" formaction="/fonepay/fail">Fail the payment</button></form></li>`,
    )
    .join('');
  const title = 'Simulated Fonepay — no money moves';
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
  res.end(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><link rel="icon" href="data:,"><title>${title}</title><style>${STYLE}</style></head><body><p class="banner" role="note">Simulator: no money moves</p><main><h1>${title}</h1><p>QR payments waiting to be scanned, newest first. Paying one is what a bank or wallet app does when a shopper scans it.</p>${
      items ? `<ol>${items}</ol>` : '<p>No QR is waiting.</p>'
    }<p class="note">A stand-in for Fonepay's merchant API in development and tests: it checks the shop's signatures and answers its status checks as Fonepay would.</p></main></body></html>`,
  );
}

function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

const refused = (res: ServerResponse, message: string) =>
  json(res, 406, { documentation: 'Merchant request Exception', errorCode: 406, message });

/** Answers Fonepay's requests and the scan page; false when the request is not one of them. */
export async function handleFonepay(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  state: FonepayState,
  readBody: (req: IncomingMessage) => Promise<string>,
): Promise<boolean> {
  if (req.method === 'POST' && url.pathname.startsWith(API)) {
    let body: Record<string, unknown>;
    try {
      body = JSON.parse(await readBody(req)) as Record<string, unknown>;
    } catch {
      refused(res, 'Invalid request');
      return true;
    }
    const text = (name: string) => (typeof body[name] === 'string' ? (body[name] as string) : '');
    if (text('merchantCode') !== FONEPAY_TEST.merchantCode) {
      refused(res, 'Invalid Merchant Code');
      return true;
    }
    if (text('username') !== FONEPAY_TEST.username || text('password') !== FONEPAY_TEST.password) {
      refused(res, 'Invalid username');
      return true;
    }
    if (url.pathname === `${API}thirdPartyDynamicQrDownload`) {
      const fields = ['amount', 'prn', 'merchantCode', 'remarks1', 'remarks2'].map(text);
      if (text('dataValidation') !== fonepayHmac(fields)) {
        refused(res, 'Data Validation Failed');
        return true;
      }
      const [amount = '', prn = '', , remarks1 = '', remarks2 = ''] = fields;
      if (!/^\d{1,10}(\.\d{1,2})?$/.test(amount) || !prn || prn.length > 25 || !remarks1 || !remarks2) {
        refused(res, 'Invalid request');
        return true;
      }
      const known = state.fonepay.get(prn);
      if (known && known.amount !== amount) {
        refused(res, 'Duplicate PRN');
        return true;
      }
      const qr: FonepayQr = known ?? {
        prn,
        amount,
        remarks1,
        remarks2,
        // EMV-like text naming the merchant, the prn and the amount; any bank app "scans" it here.
        qrMessage: `000201010212fonepay.com:${FONEPAY_TEST.merchantCode}:${prn}:${amount}:${randomBytes(4).toString('hex')}`,
        status: 'pending',
        traceId: 17000 + state.fonepay.size,
        createdAt: new Date(),
      };
      state.fonepay.set(prn, qr);
      json(res, 201, {
        message: 'successfull',
        qrMessage: qr.qrMessage,
        status: 'CREATED',
        statusCode: 201,
        success: true,
        thirdpartyQrWebSocketUrl: `ws://127.0.0.1/merchantEndPoint/${prn}`,
      });
      return true;
    }
    if (url.pathname === `${API}thirdPartyDynamicQrGetStatus`) {
      const prn = text('prn');
      if (text('dataValidation') !== fonepayHmac([prn, text('merchantCode')])) {
        refused(res, 'Data Validation Failed');
        return true;
      }
      const qr = state.fonepay.get(prn);
      if (!qr) {
        refused(res, 'Invalid PRN');
        return true;
      }
      json(res, 200, {
        fonepayTraceId: qr.traceId,
        merchantCode: FONEPAY_TEST.merchantCode,
        paymentStatus: qr.status,
        prn: qr.reportedPrn ?? qr.prn,
        amount: qr.reportedAmount ?? qr.amount,
      });
      return true;
    }
    return false;
  }
  if (req.method === 'GET' && url.pathname === '/fonepay') {
    scanPage(res, state);
    return true;
  }
  // The waiting QRs as JSON, for tests and scripts.
  if (req.method === 'GET' && url.pathname === '/fonepay/qrs') {
    json(
      res,
      200,
      [...state.fonepay.values()].map(({ prn, amount, status, remarks1, remarks2 }) => ({
        prn,
        amount,
        status,
        remarks1,
        remarks2,
      })),
    );
    return true;
  }
  const action = /^\/fonepay\/(pay|fail)$/.exec(url.pathname);
  if (req.method === 'POST' && action) {
    const prn = new URLSearchParams(await readBody(req)).get('prn') ?? '';
    const qr = state.fonepay.get(prn);
    if (qr?.status === 'pending') qr.status = action[1] === 'pay' ? 'success' : 'failed';
    res.writeHead(303, { location: '/fonepay' });
    res.end();
    return true;
  }
  return false;
}
