// The mails the shop sends, and the calls that queue them in the caller's transaction (mailer.ts). A mail to a
// customer is written in one language (docs/server.md "Mail"): the order's or the quote's for what is about
// them, the page's for the account's; its sentences are the server's Lingui messages (src/i18n.ts), marked
// `/*i18n*/` and translated in src/locales/ne/messages.po, its links go to the pages in that language, and its
// HTML part says the language in `lang`. The notices to the shop's staff stay English.
import type { Order } from '@sajilo/api';
import { formatGregorianEn, formatGregorianNe, nepalDay } from '@sajilo/nepal';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.js';
import { orders, type submissions } from '../db/schema.js';
import { formatRupees, type Locale, type Text, translate } from '../i18n.js';
import { type Mail, sendMail } from './mailer.js';
import { queueOrderSms } from './order-sms.js';
import { itemTileQuantities, type Pattern, type TileQuantities } from './tiles.js';

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

/** The words of a mail in its language. */
export const wordsIn = (locale: Locale) => (text: Text) => translate(locale, text);

/**
 * The address of a storefront page in a language: the Nepali pages are under `/ne` (docs/nepal.md
 * "Languages"; `path` starts with `/`, and may carry a query or a fragment).
 */
export const pageIn = (storefrontOrigin: string, locale: Locale, path: string) =>
  `${storefrontOrigin}${locale === 'ne' ? '/ne' : ''}${path}`;

/**
 * A calendar day as the order pages write it in the language (apps/storefront/src/customer/order-format.ts):
 * `20 November 2026`, `20 नोभेम्बर 2026`. A `YYYY-MM-DD` is that day; an instant is the day in Nepal.
 */
export function dayIn(locale: Locale, when: string | Date): string {
  const calendar = typeof when === 'string' ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(when) : null;
  const day = calendar
    ? { year: Number(calendar[1]), month: Number(calendar[2]), day: Number(calendar[3]) }
    : nepalDay(when);
  return locale === 'ne' ? formatGregorianNe(day) : formatGregorianEn(day, 'long');
}

const STYLE =
  'font-family:Arial,Helvetica,sans-serif;color:#222;line-height:1.4;max-width:640px;margin:0 auto;padding:8px';

/** The opening of a mail's HTML part, in its language. */
export const htmlStart = (locale: Locale, title: string) => `<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head>
<body style="${STYLE}">`;

/** A line of text as HTML: escaped, its web addresses links, its line breaks kept (a staff's reason). */
export const htmlLine = (line: string) =>
  escapeHtml(line)
    .replace(
      /https?:\/\/[^\s<>"]+?(?=[.,;)]?(?:\s|$))/g,
      (url) => `<a href="${url}" style="word-break:break-all">${url}</a>`,
    )
    .replace(/\n/g, '<br>');

/**
 * A customer's mail in `locale`: the text as written, a blank line between paragraphs, and its HTML part,
 * the same paragraphs with their links clickable.
 */
export function customerMail(locale: Locale, to: string, subject: string, lines: string[]): Mail {
  const paragraphs: string[][] = [[]];
  for (const line of lines) {
    if (line === '') paragraphs.push([]);
    else paragraphs.at(-1)?.push(line);
  }
  const html = `${htmlStart(locale, subject)}
${paragraphs
  .filter((paragraph) => paragraph.length > 0)
  .map((paragraph) => `<p>${paragraph.map(htmlLine).join('<br>')}</p>`)
  .join('\n')}
</body></html>`;
  return { to, subject, body: lines.join('\n'), html };
}

/** The mail's signature. */
export const signature = (locale: Locale) => translate(locale, /*i18n*/ 'Sajilo');

/** `link`: the reset-password page in the language the shopper asked from, with the token. */
export function resetPasswordMail(locale: Locale, to: string, link: string): Mail {
  const t = wordsIn(locale);
  return customerMail(locale, to, t(/*i18n*/ 'Reset your Sajilo password'), [
    t(/*i18n*/ 'Someone asked to reset the password of your Sajilo account.'),
    '',
    t(/*i18n*/ { id: 'Open this link within one hour to choose a new password: {link}', values: { link } }),
    '',
    t(
      /*i18n*/ 'The link works once. If you did not ask for it, ignore this mail; your password stays as it is.',
    ),
    '',
    signature(locale),
  ]);
}

/** The link that finishes a registration (docs/customer.md "Registration"). */
export function confirmEmailMail(locale: Locale, to: string, link: string): Mail {
  const t = wordsIn(locale);
  return customerMail(locale, to, t(/*i18n*/ 'Confirm your email to finish your Sajilo account'), [
    t(/*i18n*/ 'Thank you for creating a Sajilo account.'),
    '',
    t(
      /*i18n*/ {
        id: 'Open this link within 24 hours to confirm your email and finish: {link}',
        values: { link },
      },
    ),
    '',
    t(/*i18n*/ 'If you did not create an account, ignore this mail; nothing more happens.'),
    '',
    signature(locale),
  ]);
}

/**
 * To the owner of an address someone tried to register again: the registration answers alike for a new and
 * a taken address, so the owner learns it here, with the ways back in.
 */
export function accountExistsMail(
  locale: Locale,
  to: string,
  storefrontOrigin: string,
  confirmLink?: string,
): Mail {
  const t = wordsIn(locale);
  return customerMail(locale, to, t(/*i18n*/ 'You already have a Sajilo account'), [
    t(
      /*i18n*/ 'Someone, perhaps you, tried to create a Sajilo account with this email. You already have one.',
    ),
    '',
    confirmLink
      ? t(
          /*i18n*/ {
            id: 'It is not confirmed yet: open this link within 24 hours to confirm it: {link}',
            values: { link: confirmLink },
          },
        )
      : t(/*i18n*/ { id: 'Log in at {link}', values: { link: pageIn(storefrontOrigin, locale, '/login') } }),
    t(
      /*i18n*/ {
        id: 'Forgot the password? Choose a new one at {link}',
        values: { link: pageIn(storefrontOrigin, locale, '/forget-password') },
      },
    ),
    '',
    t(/*i18n*/ 'If it was not you, ignore this mail: nothing was changed.'),
    '',
    signature(locale),
  ]);
}

export function emailChangedMail(locale: Locale, oldEmail: string, newEmail: string): Mail {
  const t = wordsIn(locale);
  return customerMail(locale, oldEmail, t(/*i18n*/ 'The email of your Sajilo account was changed'), [
    t(
      /*i18n*/ {
        id: 'The email of your Sajilo account was changed from {old} to {new}.',
        values: { old: oldEmail, new: newEmail },
      },
    ),
    t(/*i18n*/ 'Every other device was logged out.'),
    '',
    t(
      /*i18n*/ 'If you did not make this change, reply to this mail or call us, and we will restore your account.',
    ),
    '',
    signature(locale),
  ]);
}

/** A line of the invoice, as stored in `order_items`. */
export interface InvoiceLine {
  productName: string;
  /** Its Nepali name as sold, what a Nepali mail says (docs/nepal.md "Orders in Nepali"); absent: the English. */
  productNameNe?: string | null;
  /** A sample of the product (docs/tiles.md "Samples"), named as one. */
  sample?: boolean;
  quantity: number;
  /** Unit price, in rupees. */
  amount: number;
  total: number;
  /** A tile line's pieces and covered area as sold, and the area asked (docs/tiles.md "Orders and the invoice"). */
  pieces?: number | null;
  coveredMm2?: number | null;
  askedMm2?: number | null;
  layingPattern?: Pattern | null;
  wastagePercent?: number | null;
}

const measure = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 6 });

/** A mail's line as a tile's quantities (none for other goods). */
function tileLines(locale: Locale, line: InvoiceLine): string[] {
  const tile = itemTileQuantities({
    quantity: line.quantity,
    pieces: line.pieces ?? null,
    coveredMm2: line.coveredMm2 ?? null,
    askedMm2: line.askedMm2 ?? null,
    layingPattern: line.layingPattern ?? null,
    wastagePercent: line.wastagePercent ?? null,
  });
  return tile ? tileQuantitiesText(locale, tile) : [];
}

/**
 * A tile line's boxes, pieces and m², and the area it was asked for, in the language: what the cart, the order
 * page and the invoices say under the product's name (docs/tiles.md "Orders and the invoice").
 */
export function tileQuantitiesText(locale: Locale, tile: TileQuantities): string[] {
  const t = wordsIn(locale);
  const boxes =
    tile.boxes === 1
      ? t(/*i18n*/ { id: '{count} box', values: { count: measure.format(tile.boxes) } })
      : t(/*i18n*/ { id: '{count} boxes', values: { count: measure.format(tile.boxes) } });
  const pieces =
    tile.pieces === 1
      ? t(/*i18n*/ { id: '{count} piece', values: { count: measure.format(tile.pieces) } })
      : t(/*i18n*/ { id: '{count} pieces', values: { count: measure.format(tile.pieces) } });
  const lines = [`${boxes} · ${pieces} · ${measure.format(tile.m2)} m²`];
  if (tile.asked) {
    const patterns: Record<Pattern, string> = {
      straight: t(/*i18n*/ 'straight'),
      diagonal: t(/*i18n*/ 'diagonal'),
      herringbone: t(/*i18n*/ 'herringbone'),
      custom: t(/*i18n*/ 'wastage'),
    };
    lines.push(
      t(
        /*i18n*/ {
          id: 'for {area} m² + {percent} % {pattern}',
          values: {
            area: measure.format(tile.asked.m2),
            percent: tile.asked.wastage_percent,
            pattern: patterns[tile.asked.laying_pattern],
          },
        },
      ),
    );
  }
  return lines;
}

/** A line's name in the language: a sample is named as one (services/samples.ts `sampleName`). */
const lineName = (locale: Locale, line: InvoiceLine) => {
  const product = (locale === 'ne' && line.productNameNe) || line.productName;
  return line.sample
    ? translate(locale, /*i18n*/ { id: 'Sample — {product}', values: { product } })
    : product;
};

/** The order's page in the language. */
export const orderPage = (storefrontOrigin: string, locale: Locale, slug: string) =>
  pageIn(storefrontOrigin, locale, `/my-orders/${slug}`);

/** The payment as the order reads (services/payments `paymentLabel`), in the language; brands stay as written. */
export function paymentIn(locale: Locale, order: Order): string {
  const labels: Record<string, Text> = {
    'Cash on Delivery': /*i18n*/ 'Cash on Delivery',
    'Pay at the showroom': /*i18n*/ 'Pay at the showroom',
    'On account': /*i18n*/ 'On account',
  };
  const label = labels[order.payment];
  return label ? translate(locale, label) : order.payment;
}

/** The order's delivery line as every mail writes it (docs/delivery.md). */
function deliveryLabel(locale: Locale, order: Order): string {
  const t = wordsIn(locale);
  if (order.fulfilment === 'collect') return t(/*i18n*/ 'Collection at the showroom');
  return order.delivery_zone
    ? t(/*i18n*/ { id: 'Delivery ({zone})', values: { zone: order.delivery_zone } })
    : t(/*i18n*/ 'Delivery');
}
const deliveryAmount = (locale: Locale, order: Order) =>
  order.delivery_charge ? formatRupees(order.delivery_charge, locale) : translate(locale, /*i18n*/ 'Free');

/** The showroom's name, address and hours in the language, the English where there is no Nepali. */
function showroomIn(locale: Locale, order: Order) {
  const at = order.collect_at;
  const ne = locale === 'ne';
  return {
    title: (ne ? at?.title_ne : null) ?? at?.title ?? null,
    address: (ne ? at?.address_ne : null) ?? at?.address ?? null,
    hours: (ne ? at?.hours_ne : null) ?? at?.hours ?? null,
  };
}

/** What the mail says comes next: the call to arrange delivery, or the word that it is ready to collect. */
function nextStep(locale: Locale, order: Order): string {
  const t = wordsIn(locale);
  return order.fulfilment === 'collect'
    ? t(
        /*i18n*/ {
          id: 'Thank you for your order. We will mail and text you on {phone} when it is ready to collect at {showroom}, with the code to show there.',
          values: {
            phone: order.phone_number,
            showroom: showroomIn(locale, order).title ?? t(/*i18n*/ 'the showroom'),
          },
        },
      )
    : t(
        /*i18n*/ {
          id: 'Thank you for your order. We have received it and will call you on {phone} to arrange the delivery.',
          values: { phone: order.phone_number },
        },
      );
}
const datesLabel = (locale: Locale, order: Order) =>
  order.fulfilment === 'collect'
    ? translate(locale, /*i18n*/ 'Ready to collect')
    : translate(locale, /*i18n*/ 'Expected delivery');
const toLabel = (locale: Locale, order: Order) =>
  order.fulfilment === 'collect'
    ? translate(locale, /*i18n*/ 'Collect at')
    : translate(locale, /*i18n*/ 'Deliver to');
/** The days promised, first and last, in Nepal's calendar days (docs/delivery.md "The quote and the checkout"). */
function deliveryDates(locale: Locale, order: Order): string {
  const first = order.delivery_earliest ? dayIn(locale, order.delivery_earliest) : '';
  const last = order.delivery_latest ? dayIn(locale, order.delivery_latest) : first;
  return first === last ? first : `${first} – ${last}`;
}

/** The order as placed, with its invoice: the lines, the total, where it goes and how it is paid. */
export function orderPlacedMail(
  order: Order,
  lines: InvoiceLine[],
  storefrontOrigin: string,
  locale: Locale = 'en',
): Mail {
  const t = wordsIn(locale);
  const link = orderPage(storefrontOrigin, locale, order.slug);
  const date = dayIn(locale, order.date);
  const payment = paymentIn(locale, order);
  // A collection names the showroom, its address and hours where the address would be.
  const showroom = showroomIn(locale, order);
  // The address in the mail's language, as orderAddress writes it (docs/nepal.md "Addresses").
  const address = locale === 'ne' ? order.address_ne : order.address;
  const place =
    order.fulfilment === 'collect'
      ? [showroom.title ?? address, showroom.address, showroom.hours]
      : [address];
  const billTo = [order.name, order.company_name, ...place, order.phone_number, order.email].filter(
    (line): line is string => Boolean(line),
  );
  const labels = {
    invoiceNumber: t(/*i18n*/ 'Invoice number'),
    orderNumber: t(/*i18n*/ 'Order number'),
    vatInvoiceNumber: t(/*i18n*/ 'VAT invoice number'),
    date: t(/*i18n*/ 'Date'),
    payment: t(/*i18n*/ 'Payment method'),
    discount: t(/*i18n*/ 'Discount'),
    total: t(/*i18n*/ 'Total amount'),
  };
  const dear = t(/*i18n*/ { id: 'Dear {name},', values: { name: order.name } });
  const note = order.note ? t(/*i18n*/ { id: 'Your note: {note}', values: { note: order.note } }) : '';
  const see = t(
    /*i18n*/ { id: 'See your order, or cancel it while it is pending: {link}', values: { link } },
  );
  const text = [
    dear,
    '',
    nextStep(locale, order),
    '',
    // docs/nepal.md "VAT invoice": once the sale has its VAT invoice number, the mail names it as the invoice
    // page does, beside the order's own number; before that, the order's number is its invoice's.
    ...(order.invoice_number
      ? [`${labels.orderNumber}: ${order.order_name}`, `${labels.vatInvoiceNumber}: ${order.invoice_number}`]
      : [`${labels.invoiceNumber}: ${order.order_name}`]),
    `${labels.date}: ${date}`,
    `${labels.payment}: ${payment}`,
    '',
    ...lines.map(
      (line, index) =>
        `${index + 1}. ${lineName(locale, line)}\n${tileLines(locale, line)
          .map((text) => `   ${text}\n`)
          .join(
            '',
          )}   ${line.quantity} × ${formatRupees(line.amount, locale)} = ${formatRupees(line.total, locale)}`,
    ),
    '',
    ...(order.discount ? [`${labels.discount}: - ${formatRupees(order.discount, locale)}`] : []),
    `${deliveryLabel(locale, order)}: ${deliveryAmount(locale, order)}`,
    `${labels.total}: ${formatRupees(order.total_amount, locale)}`,
    ...(order.delivery_earliest ? [`${datesLabel(locale, order)}: ${deliveryDates(locale, order)}`] : []),
    '',
    `${toLabel(locale, order)}:`,
    ...billTo.map((line) => `  ${line}`),
    ...(note ? ['', note] : []),
    '',
    see,
    '',
    signature(locale),
  ].join('\n');
  // Narrow cells, headings that wrap and amounts that do not: the five columns fit a 360 px screen.
  const cell = 'padding:6px 4px;border-bottom:1px solid #ddd';
  const number = `${cell};text-align:right;white-space:nowrap`;
  const numberHead = `${cell};text-align:right`;
  const rows = lines
    .map(
      (line, index) =>
        `<tr><td style="${cell}">${index + 1}</td><td style="${cell}">${[lineName(locale, line), ...tileLines(locale, line)].map(escapeHtml).join('<br>')}</td>` +
        `<td style="${number}">${line.quantity}</td><td style="${number}">${escapeHtml(formatRupees(line.amount, locale))}</td>` +
        `<td style="${number}">${escapeHtml(formatRupees(line.total, locale))}</td></tr>`,
    )
    .join('\n');
  const invoice = order.invoice_number
    ? t(/*i18n*/ { id: 'Order {number}', values: { number: order.order_name } })
    : t(/*i18n*/ { id: 'Invoice {number}', values: { number: order.order_name } });
  const vatNumber = order.invoice_number
    ? `${escapeHtml(labels.vatInvoiceNumber)}: ${escapeHtml(order.invoice_number)}<br>`
    : '';
  const head = (label: string, align: string) => `<th style="${align}">${escapeHtml(label)}</th>`;
  // Were a line's name too long for a narrow screen, the table scrolls inside its box, never the mail.
  const html = `${htmlStart(locale, invoice)}
<p>${escapeHtml(dear)}</p>
<p>${escapeHtml(nextStep(locale, order))}</p>
<h2 style="margin:24px 0 8px">${escapeHtml(invoice)}</h2>
<p>${vatNumber}${escapeHtml(labels.date)}: ${escapeHtml(date)}<br>${escapeHtml(labels.payment)}: ${escapeHtml(payment)}</p>
<div style="overflow-x:auto">
<table style="border-collapse:collapse;width:100%;max-width:640px;font-size:14px">
<thead><tr>${head(t(/*i18n*/ 'S.N.'), `${cell};text-align:left`)}${head(t(/*i18n*/ 'Product'), `${cell};text-align:left`)}${head(t(/*i18n*/ 'Quantity'), numberHead)}${head(t(/*i18n*/ 'Item price'), numberHead)}${head(t(/*i18n*/ 'Amount'), numberHead)}</tr></thead>
<tbody>
${rows}
</tbody>
<tfoot>${order.discount ? `<tr><th colspan="4" style="${cell};text-align:right">${escapeHtml(labels.discount)}</th><td style="${number}">- ${escapeHtml(formatRupees(order.discount, locale))}</td></tr>` : ''}
<tr><th colspan="4" style="${cell};text-align:right">${escapeHtml(deliveryLabel(locale, order))}</th><td style="${number}">${escapeHtml(deliveryAmount(locale, order))}</td></tr>
<tr><th colspan="4" style="${cell};text-align:right">${escapeHtml(labels.total)}</th><td style="${number};font-weight:bold">${escapeHtml(formatRupees(order.total_amount, locale))}</td></tr></tfoot>
</table>
</div>
${order.delivery_earliest ? `<p>${escapeHtml(datesLabel(locale, order))}: ${escapeHtml(deliveryDates(locale, order))}</p>` : ''}
<h3 style="margin:24px 0 8px">${escapeHtml(toLabel(locale, order))}</h3>
<p>${billTo.map(escapeHtml).join('<br>')}</p>
${note ? `<p>${escapeHtml(note)}</p>` : ''}
<p>${htmlLine(see)}</p>
<p>${escapeHtml(signature(locale))}</p>
</body></html>`;
  return {
    to: order.email,
    subject: t(
      /*i18n*/ { id: 'Your Sajilo order {order} has been placed', values: { order: order.order_name } },
    ),
    body: text,
    html,
  };
}

export function orderCancelledMail(order: Order, storefrontOrigin: string, locale: Locale = 'en'): Mail {
  const t = wordsIn(locale);
  return customerMail(
    locale,
    order.email,
    t(/*i18n*/ { id: 'Your Sajilo order {order} has been cancelled', values: { order: order.order_name } }),
    [
      t(/*i18n*/ { id: 'Dear {name},', values: { name: order.name } }),
      '',
      t(
        /*i18n*/ {
          id: 'Your order {order} of {date} ({total}, {payment}) has been cancelled, as you asked.',
          values: {
            order: order.order_name,
            date: dayIn(locale, order.date),
            total: formatRupees(order.total_amount, locale),
            payment: paymentIn(locale, order),
          },
        },
      ),
      '',
      t(
        /*i18n*/ {
          id: 'The order: {link}',
          values: { link: orderPage(storefrontOrigin, locale, order.slug) },
        },
      ),
      '',
      t(/*i18n*/ 'If you did not cancel it, reply to this mail or call us.'),
      '',
      signature(locale),
    ],
  );
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

/** Queues the order-placed mail with its invoice, in the order's language, in the checkout's transaction. */
export async function queueOrderPlaced(
  app: FastifyInstance,
  db: Database,
  order: Order,
  lines: InvoiceLine[],
): Promise<void> {
  const locale = await orderLocale(db, order.slug);
  await sendMail(app, orderPlacedMail(order, lines, app.config.storefrontOrigin, locale), db);
  // And a text message to its phone, in the order's language (docs/customer.md "Order messages").
  await queueOrderSms(app, db, order.slug, 'placed');
}

/** Queues the order-cancelled mail, in the transaction that cancels it. */
export async function queueOrderCancelled(app: FastifyInstance, db: Database, order: Order): Promise<void> {
  const locale = await orderLocale(db, order.slug);
  await sendMail(app, orderCancelledMail(order, app.config.storefrontOrigin, locale), db);
}

/** The language an order was placed in (`orders.locale`): its mails and text messages are written in it. */
async function orderLocale(db: Database, slug: string): Promise<Locale> {
  const [row] = await db.select({ locale: orders.locale }).from(orders).where(eq(orders.slug, slug)).limit(1);
  return row?.locale ?? 'en';
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
