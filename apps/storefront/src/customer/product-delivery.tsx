// docs/delivery.md "On the storefront": the product page's delivery estimate, for any visitor. Its list of
// Nepal's districts and local levels is about 100 KB of script, which every phone opening a product would
// otherwise download, parse and run before the page answers a tap (docs/performance.md "The storefront"):
// the estimate loads when the shopper asks for it (its script is fetched as the pointer or the focus reaches
// the button), and the district list takes the focus.
import { Trans } from '@lingui/react/macro';
import { Button } from '@sajilo/ui';
import { lazy, Suspense, useId, useState } from 'react';
import styles from './delivery.module.css';

const loadEstimate = () => import('./delivery-estimate.js');
const DeliveryEstimate = lazy(() => loadEstimate().then((module) => ({ default: module.DeliveryEstimate })));

export function ProductDelivery({ slug, quantity }: { slug: string; quantity: number }) {
  const [asked, setAsked] = useState(false);
  const headingId = useId();
  if (asked) {
    return (
      <Suspense
        fallback={
          <p className={styles.estimate} role="status">
            <Trans>Loading the delivery estimate…</Trans>
          </p>
        }
      >
        <DeliveryEstimate lines={[{ slug, quantity }]} headingLevel={2} autoFocus />
      </Suspense>
    );
  }
  return (
    <section className={styles.estimate} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        <Trans>Delivery</Trans>
      </h2>
      <Button
        variant="secondary"
        className={styles.ask}
        onClick={() => setAsked(true)}
        onPointerEnter={loadEstimate}
        onFocus={loadEstimate}
      >
        <Trans>Check the delivery charge to your district</Trans>
      </Button>
    </section>
  );
}
