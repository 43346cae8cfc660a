// docs/delivery.md "Collection at a showroom": the checkout's choice between delivery to the address and
// collection at a showroom; collecting lists the showrooms with when the order is ready there, its address
// and hours, and a showroom that lacks some of the cart's boxes is shown disabled with what it lacks.
import { Trans, useLingui } from '@lingui/react/macro';
import type { CollectionPointsResponse, CollectPoint } from '@sajilo/api';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useLocalized } from '../i18n/localized.js';
import { usePageDigits } from '../i18n/numbers.js';
import styles from './checkout.module.css';

interface FulfilmentValues extends FieldValues {
  fulfilment: string;
  collect_at: string;
}

/** "Ready today", "Ready tomorrow", "Ready in 3 days": when an order placed now is ready there. */
export function useReadyWhen(): (point: Pick<CollectPoint, 'ready_in_days'>) => string {
  const { t } = useLingui();
  return ({ ready_in_days: days }) =>
    days <= 0 ? t`Ready today` : days === 1 ? t`Ready tomorrow` : t`Ready in ${days} days`;
}

export function FulfilmentChoice<V extends FulfilmentValues>({
  form,
  points,
  error,
}: {
  form: UseFormReturn<V>;
  points: CollectionPointsResponse | undefined;
  /** The server's message beside the showroom chosen (one that no longer has the boxes). */
  error?: string[] | undefined;
}) {
  const { t } = useLingui();
  const localized = useLocalized();
  const pageDigits = usePageDigits();
  const readyWhen = useReadyWhen();
  const name = (n: keyof FulfilmentValues) => n as Path<V>;
  const collecting = form.watch(name('fulfilment')) === 'collect';
  const showrooms = points?.showrooms ?? [];
  const none = points !== undefined && !showrooms.some((s) => s.available);
  return (
    <fieldset className={styles.fulfilment}>
      <legend className={styles.methodsLegend}>
        <Trans>How do you want your order?</Trans>
      </legend>
      <div className={styles.methods}>
        <label className={styles.method}>
          <input type="radio" value="delivery" {...form.register(name('fulfilment'))} />
          <span>
            <Trans>Delivery to your address</Trans>
          </span>
        </label>
        <label className={styles.method}>
          <input type="radio" value="collect" {...form.register(name('fulfilment'))} />
          <span>
            <Trans>Collect at a showroom</Trans>
          </span>
        </label>
      </div>
      {collecting ? (
        <div className={styles.showrooms} role="radiogroup" aria-label={t`Showroom to collect at`}>
          {showrooms.map((point) => (
            <label
              key={point.slug}
              className={styles.showroom}
              data-disabled={point.available ? undefined : 'true'}
            >
              <input
                type="radio"
                value={point.slug}
                disabled={!point.available}
                {...form.register(name('collect_at'))}
              />
              <span className={styles.showroomText}>
                <strong>{localized(point.title, point.title_ne)}</strong>
                {point.available ? (
                  <span className={styles.ready}>{readyWhen(point)}</span>
                ) : (
                  <span className={styles.lacks}>
                    <Trans>Does not have: {point.missing.join(', ')}</Trans>
                  </span>
                )}
                {point.address ? (
                  <span className={styles.showroomMeta}>
                    {pageDigits(localized(point.address, point.address_ne))}
                  </span>
                ) : null}
                {point.hours ? (
                  <span className={styles.showroomMeta}>
                    {pageDigits(localized(point.hours, point.hours_ne))}
                  </span>
                ) : null}
              </span>
            </label>
          ))}
          {none ? (
            <p className={styles.lacks} role="alert">
              <Trans>No showroom has all of your cart’s boxes: choose delivery, or change your cart.</Trans>
            </p>
          ) : null}
          {error?.length ? (
            <p className={styles.lacks} role="alert">
              {error.join(' ')}
            </p>
          ) : null}
        </div>
      ) : null}
    </fieldset>
  );
}
