// The mails the shop sends, and the calls that queue them in the caller's transaction (mailer.ts). Every
// mail has a plain-text body; the invoice has an HTML one too, where everything interpolated is escaped.
import type { Order } from '@sajilo/api';
import { formatGregorianEn } from '@sajilo/nepal';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.js';
import type { submissions } from '../db/schema.js';
import { type Mail, sendMail } from './mailer.js';
import { queueOrderSms } from './order-sms.js';
import { sampleName } from './samples.js';

// Prices as the storefront shows them (packages/ui/src/lib/format-price.ts): `Rs 1,25,000`, grouped the
// Nepali way (en-IN); whole rupees without decimals, paisa with two.
const wholeRupees = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });
const withPaisa = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
export function formatRupees(amount: number): string {
  const rounded = Math.round(Math.abs(amount) * 100) / 100;
  const digits = Number.isInteger(rounded) ? wholeRupees.format(rounded) : withPaisa.format(rounded);
  return `${amount < 0 && rounded !== 0 ? '-' : ''}Rs ${digits}`;
}

/** `20 November 2026`, the invoice date, in Nepal's time whatever the server's zone. */
const invoiceDate = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Asia/Kathmandu',
});

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);

/** A header line from what a visitor typed: one line, not too long. */
const oneLine = (value: string, max = 80) => {
  const line = value.replace(/\s+/g, ' ').trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
};

export function resetPasswordMail(to: string, link: string): Mail {
  return {
    to,
    subject: 'Reset your Sajilo password',
    body: [
      'Someone asked to reset the password of your Sajilo account.',
      '',
      `Open this link within one hour to choose a new password: ${link}`,
      '',
      'The link works once. If you did not ask for it, ignore this mail; your password stays as it is.',
    ].join('\n'),
  };
}

/** The link that finishes a registration (docs/customer.md "Registration"). */
export function confirmEmailMail(to: string, link: string): Mail {
  return {
    to,
    subject: 'Confirm your email to finish your Sajilo account',
    body: [
      'Thank you for creating a Sajilo account.',
      '',
      `Open this link within 24 hours to confirm your email and finish: ${link}`,
      '',
      'If you did not create an account, ignore this mail; nothing more happens.',
    ].join('\n'),
  };
}

/**
 * To the owner of an address someone tried to register again: the registration answers alike for a new and
 * a taken address, so the owner learns it here, with the ways back in.
 */
export function accountExistsMail(to: string, storefrontOrigin: string, confirmLink?: string): Mail {
  return {
    to,
    subject: 'You already have a Sajilo account',
    body: [
      'Someone, perhaps you, tried to create a Sajilo account with this email. You already have one.',
      '',
      confirmLink
        ? `It is not confirmed yet: open this link within 24 hours to confirm it: ${confirmLink}`
        : `Log in at ${storefrontOrigin}/login`,
      `Forgot the password? Choose a new one at ${storefrontOrigin}/forget-password`,
      '',
      'If it was not you, ignore this mail: nothing was changed.',
    ].join('\n'),
  };
}

export function emailChangedMail(oldEmail: string, newEmail: string): Mail {
  return {
    to: oldEmail,
    subject: 'The email of your Sajilo account was changed',
    body: [
      `The email of your Sajilo account was changed from ${oldEmail} to ${newEmail}.`,
      'Every other device was logged out.',
      '',
      'If you did not make this change, reply to this mail or call us, and we will restore your account.',
    ].join('\n'),
  };
}

/** A line of the invoice, as stored in `order_items`. */
export interface InvoiceLine {
  productName: string;
  /** A sample of the product (docs/tiles.md "Samples"), named as one. */
  sample?: boolean;
  quantity: number;
  /** Unit price, in rupees. */
  amount: number;
  total: number;
}

const lineName = (line: InvoiceLine) => (line.sample ? sampleName(line.productName) : line.productName);

const orderLink = (storefrontOrigin: string, order: Order) => `${storefrontOrigin}/my-orders/${order.slug}`;

/** The order as placed, with its invoice: the lines, the total, where it goes and how it is paid. */
/** The order's delivery line as every mail writes it (docs/delivery.md). */
const deliveryLabel = (order: Order) =>
  order.fulfilment === 'collect'
    ? 'Collection at the showroom'
    : order.delivery_zone
      ? `Delivery (${order.delivery_zone})`
      : 'Delivery';
const deliveryAmount = (order: Order) =>
  order.delivery_charge ? formatRupees(order.delivery_charge) : 'Free';
/** What the mail says comes next: the call to arrange delivery, or the word that it is ready to collect. */
const nextStep = (order: Order) =>
  order.fulfilment === 'collect'
    ? `Thank you for your order. We will mail and text you on ${order.phone_number} when it is ready to collect at ${order.collect_at?.title ?? 'the showroom'}, with the code to show there.`
    : `Thank you for your order. We have received it and will call you on ${order.phone_number} to arrange the delivery.`;
const datesLabel = (order: Order) =>
  order.fulfilment === 'collect' ? 'Ready to collect' : 'Expected delivery';
const toLabel = (order: Order) => (order.fulfilment === 'collect' ? 'Collect at' : 'Deliver to');
/** The days promised, first and last, each as day, month and year in Nepal's calendar days (docs/delivery.md "The quote and the checkout"). */
function deliveryDates(order: Order): string {
  const day = (iso: string) => {
    const [year = 0, month = 1, date = 1] = iso.split('-').map(Number);
    return formatGregorianEn({ year, month, day: date });
  };
  const first = order.delivery_earliest ? day(order.delivery_earliest) : '';
  const last = order.delivery_latest ? day(order.delivery_latest) : first;
  return first === last ? first : `${first} – ${last}`;
}

export function orderPlacedMail(order: Order, lines: InvoiceLine[], storefrontOrigin: string): Mail {
  const link = orderLink(storefrontOrigin, order);
  const date = invoiceDate.format(new Date(order.date));
  // A collection names the showroom, its address and hours where the address would be.
  const place =
    order.fulfilment === 'collect'
      ? [order.collect_at?.title ?? order.address, order.collect_at?.address, order.collect_at?.hours]
      : [order.address];
  const billTo = [order.name, order.company_name, ...place, order.phone_number, order.email].filter(
    (line): line is string => Boolean(line),
  );
  const text = [
    `Dear ${order.name},`,
    '',
    nextStep(order),
    '',
    `Invoice number: ${order.order_name}`,
    `Date: ${date}`,
    `Payment method: ${order.payment}`,
    '',
    ...lines.map(
      (line, index) =>
        `${index + 1}. ${lineName(line)}\n   ${line.quantity} × ${formatRupees(line.amount)} = ${formatRupees(line.total)}`,
    ),
    '',
    ...(order.discount ? [`Discount: - ${formatRupees(order.discount)}`] : []),
    `${deliveryLabel(order)}: ${deliveryAmount(order)}`,
    `Total amount: ${formatRupees(order.total_amount)}`,
    ...(order.delivery_earliest ? [`${datesLabel(order)}: ${deliveryDates(order)}`] : []),
    '',
    `${toLabel(order)}:`,
    ...billTo.map((line) => `  ${line}`),
    ...(order.note ? ['', `Your note: ${order.note}`] : []),
    '',
    `See your order, or cancel it while it is pending: ${link}`,
    '',
    'Sajilo',
  ].join('\n');
  const cell = 'padding:6px 8px;border-bottom:1px solid #ddd';
  const number = `${cell};text-align:right;white-space:nowrap`;
  const rows = lines
    .map(
      (line, index) =>
        `<tr><td style="${cell}">${index + 1}</td><td style="${cell}">${escapeHtml(lineName(line))}</td>` +
        `<td style="${number}">${line.quantity}</td><td style="${number}">${escapeHtml(formatRupees(line.amount))}</td>` +
        `<td style="${number}">${escapeHtml(formatRupees(line.total))}</td></tr>`,
    )
    .join('\n');
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Invoice ${escapeHtml(order.order_name)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#222;line-height:1.4">
<p>Dear ${escapeHtml(order.name)},</p>
<p>${escapeHtml(nextStep(order))}</p>
<h2 style="margin:24px 0 8px">Invoice ${escapeHtml(order.order_name)}</h2>
<p>Date: ${escapeHtml(date)}<br>Payment method: ${escapeHtml(order.payment)}</p>
<table style="border-collapse:collapse;width:100%;max-width:640px">
<thead><tr><th style="${cell};text-align:left">S.N.</th><th style="${cell};text-align:left">Product</th><th style="${number}">Quantity</th><th style="${number}">Item price</th><th style="${number}">Amount</th></tr></thead>
<tbody>
${rows}
</tbody>
<tfoot>${order.discount ? `<tr><th colspan="4" style="${cell};text-align:right">Discount</th><td style="${number}">- ${escapeHtml(formatRupees(order.discount))}</td></tr>` : ''}
<tr><th colspan="4" style="${cell};text-align:right">${escapeHtml(deliveryLabel(order))}</th><td style="${number}">${escapeHtml(deliveryAmount(order))}</td></tr>
<tr><th colspan="4" style="${cell};text-align:right">Total amount</th><td style="${number};font-weight:bold">${escapeHtml(formatRupees(order.total_amount))}</td></tr></tfoot>
</table>
${order.delivery_earliest ? `<p>${datesLabel(order)}: ${escapeHtml(deliveryDates(order))}</p>` : ''}
<h3 style="margin:24px 0 8px">${toLabel(order)}</h3>
<p>${billTo.map(escapeHtml).join('<br>')}</p>
${order.note ? `<p>Your note: ${escapeHtml(order.note)}</p>` : ''}
<p><a href="${escapeHtml(link)}">See your order</a>, or cancel it while it is pending.</p>
<p>Sajilo</p>
</body></html>`;
  return {
    to: order.email,
    subject: `Your Sajilo order ${order.order_name} has been placed`,
    body: text,
    html,
  };
}

export function orderCancelledMail(order: Order, storefrontOrigin: string): Mail {
  return {
    to: order.email,
    subject: `Your Sajilo order ${order.order_name} has been cancelled`,
    body: [
      `Dear ${order.name},`,
      '',
      `Your order ${order.order_name} of ${invoiceDate.format(new Date(order.date))} (${formatRupees(order.total_amount)}, ${order.payment}) has been cancelled, as you asked.`,
      '',
      `The order: ${orderLink(storefrontOrigin, order)}`,
      '',
      'If you did not cancel it, reply to this mail or call us.',
      '',
      'Sajilo',
    ].join('\n'),
  };
}

export type SubmissionKind = (typeof submissions.$inferInsert)['kind'];

const KIND_NAMES: Record<SubmissionKind, string> = {
  contact: 'Contact message',
  customer_enquiry: 'Customer enquiry',
  dealer_enquiry: 'Dealer enquiry',
  feedback: 'Feedback',
  faq_question: 'FAQ question',
  support_ticket: 'Support ticket',
  job_application: 'Job application',
};

export interface StaffNoticeSubmission {
  id: number;
  kind: SubmissionKind;
  /** The fields as stored. */
  data: Record<string, unknown>;
  /** Files sent with it (kept in the database; staff open them in the back office). */
  files: { field: string; originalName: string; size: number }[];
}

/** `phone_number` → `Phone number`. */
const label = (field: string) => {
  const words = field.replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

const show = (value: unknown): string => {
  if (value === null || value === undefined || value === '') return '—';
  if (Array.isArray(value)) return value.map(show).join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
};

const fileSize = (bytes: number) =>
  bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} KB`
    : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

export function staffNoticeMail(submission: StaffNoticeSubmission, shopEmail: string): Mail {
  const { data } = submission;
  const kind = KIND_NAMES[submission.kind];
  const from = [data.name, data.email].filter((v): v is string => typeof v === 'string' && v !== '');
  const fields = Object.entries(data).filter(([field]) => field !== 'website');
  // Multi-line fields (a message) get their own paragraph; short ones a line each.
  const short = fields.filter(([, value]) => !show(value).includes('\n'));
  const long = fields.filter(([, value]) => show(value).includes('\n'));
  return {
    to: shopEmail,
    subject: oneLine(`${kind} #${submission.id}${from[0] ? ` from ${from[0]}` : ''}`, 120),
    body: [
      `A ${kind.toLowerCase()} was sent through the website (submission #${submission.id}).`,
      '',
      ...short.map(([field, value]) => `${label(field)}: ${show(value)}`),
      ...long.flatMap(([field, value]) => ['', `${label(field)}:`, show(value)]),
      ...(submission.files.length > 0
        ? [
            '',
            'Files (in the back office, with the submission):',
            ...submission.files.map((f) => `  ${label(f.field)}: ${f.originalName} (${fileSize(f.size)})`),
          ]
        : []),
      '',
      from[1] ? `Reply to the sender at ${from[1]}, not to this mail.` : 'The sender left no email address.',
    ].join('\n'),
  };
}

/** Queues the order-placed mail with its invoice, in the checkout's transaction. */
export async function queueOrderPlaced(
  app: FastifyInstance,
  db: Database,
  order: Order,
  lines: InvoiceLine[],
): Promise<void> {
  await sendMail(app, orderPlacedMail(order, lines, app.config.storefrontOrigin), db);
  // And a text message to its phone, in the order's language (docs/customer.md "Order messages").
  await queueOrderSms(app, db, order.slug, 'placed');
}

/** Queues the order-cancelled mail, in the transaction that cancels it. */
export async function queueOrderCancelled(app: FastifyInstance, db: Database, order: Order): Promise<void> {
  await sendMail(app, orderCancelledMail(order, app.config.storefrontOrigin), db);
}

/**
 * Queues the notice to the shop's address (SHOP_EMAIL) of a stored contact message, enquiry, feedback,
 * FAQ question, support ticket or job application, in the transaction that stores it: a submission that
 * fails sends no notice. Newsletter subscriptions and bots (the honeypot `website` filled) get none.
 */
export async function queueStaffNotice(
  app: FastifyInstance,
  db: Database,
  submission: StaffNoticeSubmission,
): Promise<void> {
  if (submission.data.website) return;
  await sendMail(app, staffNoticeMail(submission, app.config.shopEmail), db);
}
