// The demo shop's promotions (docs/promotions.md): a festival code that is always running in the demo (its
// dates span the moment the seed runs) and an automatic free delivery on large orders. Their Nepali names write
// figures in Latin digits, as the Nepali pages show the amounts beside them by default: a name is staff text,
// shown as written (docs/nepal.md "Content in Nepali").
import type { promotions } from '@sajilo/server/db/schema';

const DAY = 86_400_000;

/** The festival code named in the README beside the demo logins. */
export const DEMO_PROMOTION_CODE = 'DASHAIN10';

export function demoPromotions(now: Date): (typeof promotions.$inferInsert)[] {
  return [
    {
      name: 'Dashain sale: 10 % off',
      nameNe: 'दशैं छुट: 10 % छुट',
      kind: 'code',
      code: DEMO_PROMOTION_CODE,
      type: 'percentage',
      value: 10,
      target: 'order',
      startsAt: new Date(now.getTime() - 7 * DAY),
      endsAt: new Date(now.getTime() + 60 * DAY),
      perCustomerLimit: 3,
    },
    {
      name: 'Free delivery on orders above Rs 2,00,000',
      nameNe: 'रु. 2,00,000 भन्दा माथिको अर्डरमा निःशुल्क डेलिभरी',
      kind: 'automatic',
      type: 'free_delivery',
      value: 0,
      target: 'order',
      minSubtotal: 200_000,
      startsAt: new Date(now.getTime() - 7 * DAY),
      endsAt: null,
    },
  ];
}
