// The mails of a return's steps (docs/returns.md "Mails"): asked for, approved or declined, pick-up
// arranged, picked up, received, refunded. Each in English, then in Nepali, in one mail: the customer's
// language is not stored, and both are read here.
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.js';
import type { orders } from '../db/schema.js';
import { type Mail, sendMail } from './mailer.js';
import { formatRupees } from './mails.js';
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

function lines(step: ReturnStep, ret: ReturnFacts, order: typeof orders.$inferSelect) {
  const n = returnNumber(ret.id);
  const amount = formatRupees(ret.refundAmount);
  const o = orderName(order);
  switch (step) {
    case 'requested':
      return {
        subject: `We have your return ${n} for order ${o}`,
        en: `We have your ${ret.kind === 'exchange' ? 'exchange' : 'return'} request ${n} for order ${o}. We will look at it within two working days and tell you.`,
        ne: `अर्डर ${o} को फिर्ता अनुरोध ${n} हामीले पायौं। दुई कार्यदिनभित्र हेरेर जानकारी दिनेछौं।`,
      };
    case 'approved':
      return {
        subject: `Your return ${n} is approved`,
        en: `Your return ${n} for order ${o} is approved. We will tell you the day we pick the goods up. You will get ${amount} back once we receive them.`,
        ne: `अर्डर ${o} को फिर्ता ${n} स्वीकृत भयो। सामान लिन आउने दिन जानकारी दिनेछौं। सामान पाएपछि ${amount} फिर्ता हुनेछ।`,
      };
    case 'declined':
      return {
        subject: `Your return ${n} was declined`,
        en: `We cannot take back the goods of return ${n} for order ${o}: ${ret.declineReason ?? ''}`,
        ne: `अर्डर ${o} को फिर्ता ${n} स्वीकार गर्न सकिएन: ${ret.declineReason ?? ''}`,
      };
    case 'pickup':
      return {
        subject: `Pick-up of your return ${n}`,
        en: `We will pick up the goods of return ${n} on ${ret.pickupOn ?? ''}. Please keep them packed.`,
        ne: `फिर्ता ${n} को सामान ${ret.pickupOn ?? ''} मा लिन आउनेछौं। कृपया प्याक गरेर राख्नुहोस्।`,
      };
    case 'picked_up':
      return {
        subject: `We picked up your return ${n}`,
        en: `We picked up the goods of return ${n}. We will check them at our warehouse.`,
        ne: `फिर्ता ${n} को सामान हामीले लियौं। गोदाममा जाँच गर्नेछौं।`,
      };
    case 'received':
      return {
        subject: `We received your return ${n}`,
        en: `The goods of return ${n} are back with us. Your refund of ${amount} follows within 7 days.`,
        ne: `फिर्ता ${n} को सामान हामीकहाँ आइपुग्यो। ${amount} ७ दिनभित्र फिर्ता हुनेछ।`,
      };
    case 'refunded':
      // docs/returns.md "Refunds": a dealer's order on account is credited to the company's statement.
      if (order.paymentMethod === 'account') {
        return {
          subject: `Your credit for return ${n}: ${amount}`,
          subjectNe: `फिर्ता ${n} को क्रेडिट: ${amount}`,
          en: `We have credited ${amount} to your company's account for return ${n} (credit note ${ret.creditNoteNumber ?? ''}). It is on your statement, and the credit note is on your order's page.`,
          ne: `फिर्ता ${n} को ${amount} तपाईंको कम्पनीको खातामा जम्मा गरियो (क्रेडिट नोट ${ret.creditNoteNumber ?? ''})। यो तपाईंको खाता विवरणमा छ, र क्रेडिट नोट तपाईंको अर्डरको पृष्ठमा छ।`,
        };
      }
      return {
        subject: `Your refund for return ${n}: ${amount}`,
        subjectNe: `फिर्ता ${n} को रकम फिर्ता: ${amount}`,
        en: `We have refunded ${amount} for return ${n} (credit note ${ret.creditNoteNumber ?? ''}). The credit note is on your order's page.`,
        ne: `फिर्ता ${n} को ${amount} फिर्ता गरियो (क्रेडिट नोट ${ret.creditNoteNumber ?? ''})। क्रेडिट नोट तपाईंको अर्डरको पृष्ठमा छ।`,
      };
  }
}

export function returnMail(
  step: ReturnStep,
  ret: ReturnFacts,
  order: typeof orders.$inferSelect,
  storefrontOrigin: string,
): Mail {
  const text: { subject: string; subjectNe?: string; en: string; ne: string } = lines(step, ret, order);
  const link = `${storefrontOrigin}/my-orders/${order.slug}`;
  // The credit note's mail is written in the order's language alone, as its text messages are
  // (docs/returns.md "Mails").
  if (step === 'refunded') {
    const ne = order.locale === 'ne';
    return {
      to: order.email,
      subject: ne && text.subjectNe ? text.subjectNe : text.subject,
      body: (ne
        ? [
            `${order.name} ज्यू,`,
            '',
            text.ne,
            '',
            `अर्डर: ${storefrontOrigin}/ne/my-orders/${order.slug}`,
            '',
            'Sajilo',
          ]
        : [`Dear ${order.name},`, '', text.en, '', `The order: ${link}`, '', 'Sajilo']
      ).join('\n'),
    };
  }
  return {
    to: order.email,
    subject: text.subject,
    body: [
      `Dear ${order.name},`,
      '',
      text.en,
      '',
      `The order: ${link}`,
      '',
      '—',
      '',
      `${order.name} ज्यू,`,
      '',
      text.ne,
      '',
      `अर्डर: ${storefrontOrigin}/ne/my-orders/${order.slug}`,
      '',
      'Sajilo',
    ].join('\n'),
  };
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
