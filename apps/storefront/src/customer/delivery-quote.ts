// The delivery quote for the cart's lines to a place (docs/delivery.md): asked of the server, which prices and
// weighs the lines itself; the screens only show what it answers. Skipped until a district is chosen.
import type { Cart, components } from '@sajilo/api';
import { useDeliveryQuoteQuery } from '@sajilo/store';
import { useFormatDate } from '../content/format-date.js';

export type DeliveryQuote = components['schemas']['DeliveryQuoteResponse'];

export interface Place {
  district: string;
  municipality?: string;
}

export type QuoteLine = components['schemas']['DeliveryQuoteInput']['lines'][number];

/** The cart's lines as the quote takes them. */
export const cartQuoteLines = (cart: Cart): QuoteLine[] =>
  cart.products.map((line) => ({
    slug: line.slug,
    quantity: line.qty,
    ...(line.sample ? { sample: true } : {}),
  }));

/** The cart's code while it applies, so the quote's totals take its discount off as the order will. */
export const cartQuoteCode = (cart: Cart): string | undefined =>
  cart.promotion_code && !cart.promotion_problem ? cart.promotion_code : undefined;

/** The quote for some lines (the cart's, or a product page's quantity) to a place. */
export function useLinesDeliveryQuote(lines: QuoteLine[], place: Place, promotionCode?: string) {
  const district = place.district.trim();
  const municipality = place.municipality?.trim();
  const body = {
    district,
    ...(municipality ? { municipality } : {}),
    lines,
    // docs/promotions.md: the quote takes the cart's code off its totals.
    ...(promotionCode ? { promotion_code: promotionCode } : {}),
  };
  return useDeliveryQuoteQuery(body, { skip: !district });
}

export function useDeliveryQuote(cart: Cart, place: Place) {
  return useLinesDeliveryQuote(cartQuoteLines(cart), place, cartQuoteCode(cart));
}

/**
 * One day, or the first and last day joined by a dash: the days a quote promises, in the page's language
 * (docs/delivery.md "On the storefront").
 */
export function useDeliveryDates(): (quote: Pick<DeliveryQuote, 'earliest' | 'latest'>) => string | null {
  const format = useFormatDate();
  return (quote) => {
    if (!quote.earliest) return null;
    const first = format(quote.earliest);
    const last = quote.latest ? format(quote.latest) : first;
    return first === last ? first : `${first} – ${last}`;
  };
}
