// The simulated SMS provider (docs/development.md "SMS in development"): Sparrow SMS's `POST /v2/sms/` as the
// shop's server calls it (form fields token, from, to, text; `response_code: 200` when queued), and an inbox
// page that shows what would have been sent, per number, newest first. Nothing reaches a phone.
import type { IncomingMessage, ServerResponse } from 'node:http';

export const SMS_TEST_TOKEN = 'test-sms-token-for-the-simulator';

export interface SimulatedSms {
  /** The ten national digits, as Sparrow takes them. */
  to: string;
  from: string;
  text: string;
  at: Date;
}

export interface SmsState {
  sms: SimulatedSms[];
  /** A knob: the next this many sends answer 500 (the provider is down). */
  smsFailures: number;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const STYLE = `body{margin:0;font:16px/1.5 system-ui,sans-serif;color:#1c1c1c;background:#f4f5f7}
main{max-width:36rem;margin:0 auto;padding:1rem}
.banner{margin:0;padding:.75rem 1rem;background:#fff4ce;border-bottom:2px solid #c99a00;font-weight:600;text-align:center}
h1{font-size:1.4rem;margin:1rem 0 .5rem}h2{font-size:1.1rem;margin:1.25rem 0 .5rem}
ol{list-style:none;margin:0;padding:0;display:grid;gap:.5rem}
li{background:#fff;border-radius:8px;padding:.75rem 1rem;box-shadow:0 1px 3px #0002;overflow-wrap:anywhere}
.meta{color:#555;font-size:.875rem}form{display:flex;gap:.5rem;flex-wrap:wrap}
input,button{font:inherit;padding:.5rem;border-radius:6px;border:1px solid #888}input{flex:1;min-width:0}
a{color:#0b5cad}`;

function inbox(res: ServerResponse, state: SmsState, to: string | null) {
  const shown = state.sms.filter((m) => to === null || m.to === to).reverse();
  const numbers = [...new Set(shown.map((m) => m.to))];
  const groups = numbers
    .map((n) => {
      const items = shown
        .filter((m) => m.to === n)
        .map(
          (m) =>
            `<li><div class="meta">From ${escapeHtml(m.from)} · <time datetime="${m.at.toISOString()}">${m.at.toISOString().replace('T', ' ').slice(0, 19)} UTC</time></div><p style="margin:.25rem 0 0" data-sms-text>${escapeHtml(m.text)}</p></li>`,
        )
        .join('');
      return `<section><h2><a href="/sms?to=${escapeHtml(n)}">${escapeHtml(n)}</a></h2><ol>${items}</ol></section>`;
    })
    .join('');
  const body = `<form method="get" action="/sms"><label for="to" class="meta" style="flex-basis:100%">Show one number</label><input id="to" name="to" inputmode="numeric" value="${escapeHtml(to ?? '')}" placeholder="98XXXXXXXX"><button type="submit">Show</button></form>${
    to !== null ? '<p><a href="/sms">Every number</a></p>' : ''
  }${groups || '<p>No messages yet.</p>'}<p class="meta">A stand-in for Sparrow SMS in development and tests: the shop sends here, and nothing reaches a phone.</p>`;
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
  res.end(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><link rel="icon" href="data:,"><title>Simulated SMS — nothing is sent</title><style>${STYLE}</style></head><body><p class="banner" role="note">Simulator: nothing is sent</p><main><h1>Simulated SMS — nothing is sent</h1>${body}</main></body></html>`,
  );
}

function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

/** Answers the SMS requests; false when the request is not one of them. */
export async function handleSms(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  state: SmsState,
  readBody: (req: IncomingMessage) => Promise<string>,
): Promise<boolean> {
  if (req.method === 'POST' && url.pathname === '/v2/sms/') {
    const form = Object.fromEntries(new URLSearchParams(await readBody(req)));
    if (form.token !== SMS_TEST_TOKEN) {
      json(res, 403, { response_code: 1002, response: 'Invalid Token' });
      return true;
    }
    if (state.smsFailures > 0) {
      state.smsFailures -= 1;
      json(res, 500, { response_code: 5000, response: 'Internal error' });
      return true;
    }
    const numbers = (form.to ?? '').split(',').map((n) => n.trim());
    if (!form.text || numbers.some((n) => !/^9[678]\d{8}$/.test(n))) {
      json(res, 400, { response_code: 1008, response: 'Invalid Receiver' });
      return true;
    }
    for (const to of numbers) state.sms.push({ to, from: form.from ?? '', text: form.text, at: new Date() });
    json(res, 200, {
      count: numbers.length,
      response_code: 200,
      response: `${numbers.length} mesages has been queued for delivery`,
    });
    return true;
  }
  if (req.method === 'GET' && url.pathname === '/sms') {
    inbox(res, state, url.searchParams.get('to')?.trim() || null);
    return true;
  }
  // The inbox as JSON, newest first, for tests and scripts.
  if (req.method === 'GET' && url.pathname === '/sms/messages') {
    const to = url.searchParams.get('to');
    json(
      res,
      200,
      state.sms
        .filter((m) => !to || m.to === to)
        .reverse()
        .map((m) => ({ ...m, at: m.at.toISOString() })),
    );
    return true;
  }
  return false;
}
