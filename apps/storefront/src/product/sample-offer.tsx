// "Order a sample" on a tile's page (docs/tiles.md "Samples"): the kind and size of the sample, its price or
// Free, and one button that puts one sample in the cart, a line apart from the boxes. Its own component, so
// the product page's other blocks stay as they are. Without a session the button opens the login dialog and
// goes ahead once the customer has logged in, as Add to cart does. When none are left (the availability's
// count, read at every request) it says so instead of offering a button the cart would refuse.
import { Trans, useLingui } from '@lingui/react/macro';
import type { ProductSample } from '@sajilo/api';
import { useAddToCartMutation, useProductAvailabilityQuery } from '@sajilo/store';
import { Button, Price } from '@sajilo/ui';
import { useId } from 'react';
import { useSessionGuard } from '../customer/use-session-guard.js';
import { useLocalized } from '../i18n/localized.js';
import { useCounted } from '../i18n/numbers.js';
import { toastErrors } from '../lib/request-errors.js';
import { toast } from '../lib/toast.js';
import styles from './sample-offer.module.css';

/** The most samples one order holds and the days before a customer may have another of a tile (the server's). */
const MAX_SAMPLES = 5;
const REPEAT_DAYS = 30;

export interface SampleOfferProps {
  slug: string;
  title: string;
  titleNe: string | null;
  sample: ProductSample;
}

export function SampleOffer({ slug, title, titleNe, sample }: SampleOfferProps) {
  const { t } = useLingui();
  const localized = useLocalized();
  const counted = useCounted();
  const headingId = useId();
  const [addToCart, { isLoading }] = useAddToCartMutation();
  const guard = useSessionGuard();
  const { data: availability } = useProductAvailabilityQuery(slug);
  const noneLeft = availability?.samples_left === 0;
  const name = localized(title, titleNe);
  const size = localized(sample.size ?? '', sample.size_ne) || null;
  const kind =
    sample.kind === 'cut'
      ? size
        ? t`A ${size} cut piece`
        : t`A cut piece`
      : size
        ? t`A ${size} piece`
        : t`A whole piece`;
  const max = counted(MAX_SAMPLES).count;
  const days = counted(REPEAT_DAYS).count;

  const order = () =>
    guard(() => {
      addToCart({ slug, quantity: 1, sample: true })
        .unwrap()
        .then((response) => toast.success(response.message), toastErrors);
    });

  return (
    <section className={styles.offer} aria-labelledby={headingId} data-testid="sample-offer">
      <h2 id={headingId} className={styles.heading}>
        <Trans>See it before you buy</Trans>
      </h2>
      <p className={styles.what}>
        <span>{kind}</span>
        <span aria-hidden="true">·</span>
        <span className={styles.price}>
          {sample.price > 0 ? <Price amount={sample.price} /> : <Trans>Free</Trans>}
        </span>
      </p>
      {noneLeft ? (
        <p className={styles.noneLeft}>
          <Trans>No samples of this tile are left for now.</Trans>
        </p>
      ) : (
        <>
          <Button
            variant="secondary"
            className={styles.button}
            onClick={order}
            loading={isLoading}
            loadingLabel={t`Adding the sample`}
            aria-label={t`Order a sample of ${name}`}
          >
            <Trans>Order a sample</Trans>
          </Button>
          <p className={styles.note}>{t`Up to ${max} samples an order; one of a tile each ${days} days.`}</p>
        </>
      )}
    </section>
  );
}
