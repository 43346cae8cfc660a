// "Where it is" under the price (docs/tiles.md "Where the goods are, for shoppers"): each place that has the
// product and how many, when a shopper can collect there or when it ships, or "Out of stock". Boxes for
// products sold by the box, pieces for the rest. Rendered with the page (its answer is part of the server
// render), so nothing below it moves when it arrives; an uncounted product shows nothing.
import { select } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { components } from '@sajilo/api';
import { useProductAvailabilityQuery } from '@sajilo/store';
import { useId } from 'react';
import { useLocalized } from '../i18n/localized.js';
import { useCounted } from '../i18n/numbers.js';
import styles from './product-availability.module.css';

type Place = components['schemas']['ProductAvailability']['places'][number];

/** An availability older than this (a page a CDN kept) is asked for again when the page opens; the page
 * server keeps its pages half as long (docs/storefront.md "The page cache"). */
const FRESH_SECONDS = 60;

export function ProductAvailability({ slug, unit }: { slug: string; unit: string }) {
  const { t } = useLingui();
  const counted = useCounted();
  const localized = useLocalized();
  const headingId = useId();
  const { data, isLoading } = useProductAvailabilityQuery(slug, { refetchOnMountOrArgChange: FRESH_SECONDS });
  const availability = data?.availability;
  // Not counted (sells without limit), or the answer failed: nothing to say about stock.
  if (!isLoading && !availability) return null;

  const quantity = (value: number) => {
    const { count, category } = counted(value);
    return unit === 'box'
      ? t`${select(category, { one: `${count} box`, other: `${count} boxes` })}`
      : t`${select(category, { one: `${count} piece`, other: `${count} pieces` })}`;
  };
  const when = (place: Place) => {
    const days = counted(place.dispatch_days).count;
    if (place.collect) {
      if (place.dispatch_days === 0) return t`collect today`;
      if (place.dispatch_days === 1) return t`collect tomorrow`;
      return t`collect in ${days} days`;
    }
    if (place.dispatch_days === 0) return t`ships today`;
    if (place.dispatch_days === 1) return t`ships tomorrow`;
    return t`ships in ${days} days`;
  };
  const line = (place: Place) => {
    const amount = quantity(place.quantity);
    const time = when(place);
    if (place.kind === 'warehouse') return t`${amount} at the warehouse — ${time}`;
    const title = localized(place.title, place.title_ne);
    return t`${amount} at ${title} — ${time}`;
  };

  return (
    <section className={styles.availability} aria-labelledby={headingId} data-testid="product-availability">
      <h2 id={headingId} className={styles.heading}>
        <Trans>Where it is</Trans>
      </h2>
      {isLoading ? (
        <p className={styles.note}>
          <Trans>Checking the stock…</Trans>
        </p>
      ) : availability && availability.places.length > 0 ? (
        <ul className={styles.places}>
          {availability.places.map((place) => (
            <li key={place.location} className={styles.place} data-kind={place.kind}>
              {line(place)}
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.out}>
          <Trans>Out of stock</Trans>
        </p>
      )}
    </section>
  );
}
