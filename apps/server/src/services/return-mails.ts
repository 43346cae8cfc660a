// The mails of a return's steps (docs/returns.md "Mails"): asked for, approved or declined, pick-up
// arranged, picked up, received, refunded. Each is written in the order's language (`orders.locale`, as its
// text messages are), with the link to the order's page in that language.
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.js';
import type { orders } from '../db/schema.js';
import { formatRupees, type Locale } from '../i18n.js';
import { type Mail, sendMail } from './mailer.js';
import { customerMail, dayIn, orderPage, signature, wordsIn } from './mails.js';
import { returnNumber } from './returns.js';

export type ReturnStep =
  | 'requested'
  | 'approved'
  | 'declined'
  | 'pickup'
  | 'picked_up'
  | 'received'
  | 'refunded';

interface ReturnFacts {
  id: number;
  kind: 'refund' | 'exchange';
  refundAmount: number;
  declineReason?: string | null;
  pickupOn?: string | null;
  creditNoteNumber?: string | null;
}

const orderName = (order: typeof orders.$inferSelect) => `SJ-${String(order.id).padStart(6, '0')}`;

/** The step's subject and what it says, in `locale`. */
function lines(locale: Locale, step: ReturnStep, ret: ReturnFacts, order: typeof orders.$inferSelect) {
  const t = wordsIn(locale);
  const values = {
    number: returnNumber(ret.id),
    amount: formatRupees(ret.refundAmount, locale),
    order: orderName(order),
    reason: ret.declineReason ?? '',
    day: ret.pickupOn ? dayIn(locale, ret.pickupOn) : '',
    note: ret.creditNoteNumber ?? '',
  };
  switch (step) {
    case 'requested':
      return {
        subject: t(/*i18n*/ { id: 'We have your return {number} for order {order}', values }),
        text:
          ret.kind === 'exchange'
            ? t(
                /*i18n*/ {
                  id: 'We have your exchange request {number} for order {order}. We will look at it within two working days and tell you.',
                  values,
                },
              )
            : t(
                /*i18n*/ {
                  id: 'We have your return request {number} for order {order}. We will look at it within two working days and tell you.',
                  values,
                },
              ),
      };
    case 'approved':
      return {
        subject: t(/*i18n*/ { id: 'Your return {number} is approved', values }),
        text: t(
          /*i18n*/ {
            id: 'Your return {number} for order {order} is approved. We will tell you the day we pick the goods up. You will get {amount} back once we receive them.',
            values,
          },
        ),
      };
    case 'declined':
      return {
        subject: t(/*i18n*/ { id: 'Your return {number} was declined', values }),
        text: t(
          /*i18n*/ {
            id: 'We cannot take back the goods of return {number} for order {order}: {reason}',
            values,
          },
        ),
      };
    case 'pickup':
      return {
        subject: t(/*i18n*/ { id: 'Pick-up of your return {number}', values }),
        text: t(
          /*i18n*/ {
            id: 'We will pick up the goods of return {number} on {day}. Please keep them packed.',
            values,
          },
        ),
      };
    case 'picked_up':
      return {
        subject: t(/*i18n*/ { id: 'We picked up your return {number}', values }),
        text: t(
          /*i18n*/ {
            id: 'We picked up the goods of return {number}. We will check them at our warehouse.',
            values,
          },
        ),
      };
    case 'received':
      return {
        subject: t(/*i18n*/ { id: 'We received your return {number}', values }),
        text: t(
          /*i18n*/ {
            id: 'The goods of return {number} are back with us. Your refund of {amount} follows within 7 days.',
            values,
          },
        ),
      };
    case 'refunded':
      // docs/returns.md "Refunds": a dealer's order on account is credited to the company's statement.
      if (order.paymentMethod === 'account') {
        return {
          subject: t(/*i18n*/ { id: 'Your credit for return {number}: {amount}', values }),
          text: t(
            /*i18n*/ {
              id: "We have credited {amount} to your company's account for return {number} (credit note {note}). It is on your statement, and the credit note is on your order's page.",
              values,
            },
          ),
        };
      }
      return {
        subject: t(/*i18n*/ { id: 'Your refund for return {number}: {amount}', values }),
        text: t(
          /*i18n*/ {
            id: "We have refunded {amount} for return {number} (credit note {note}). The credit note is on your order's page.",
            values,
          },
        ),
      };
  }
}

export function returnMail(
  step: ReturnStep,
  ret: ReturnFacts,
  order: typeof orders.$inferSelect,
  storefrontOrigin: string,
): Mail {
  const locale = order.locale;
  const t = wordsIn(locale);
  const { subject, text } = lines(locale, step, ret, order);
  return customerMail(locale, order.email, subject, [
    t(/*i18n*/ { id: 'Dear {name},', values: { name: order.name } }),
    '',
    text,
    '',
    t(
      /*i18n*/ { id: 'The order: {link}', values: { link: orderPage(storefrontOrigin, locale, order.slug) } },
    ),
    '',
    signature(locale),
  ]);
}

/** Queues a step's mail in the transaction of the step. */
export async function queueReturnMail(
  app: FastifyInstance,
  db: Database,
  step: ReturnStep,
  ret: ReturnFacts,
  order: typeof orders.$inferSelect,
): Promise<void> {
  // The checkout asks every order for an email, phone-number accounts' too; an order without one is told
  // nothing by mail (docs/returns.md "Mails").
  if (!order.email) return;
  await sendMail(app, returnMail(step, ret, order, app.config.storefrontOrigin), db);
}
