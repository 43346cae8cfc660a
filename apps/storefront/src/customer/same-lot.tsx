// The shade lots an order's tile came from, and "Buy more from the same lot" (docs/tiles.md "Split lots and
// top-ups"): the cart gets the boxes pinned to that lot, and says there when the lot is short or gone. Its own
// button beside the whole order's reorder: a top-up is about one tile's lot.
import { select } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Order, OrderItem } from '@sajilo/api';
import { useTopUpFromLotMutation } from '@sajilo/store';
import { QuantitySpinner, Spinner } from '@sajilo/ui';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useContentText } from '../i18n/localized.js';
import { useCounted } from '../i18n/numbers.js';
import { toastErrors } from '../lib/request-errors.js';
import { PATHS } from './paths.js';
import styles from './same-lot.module.css';

/** "Lot A1 (shade S3): 6 boxes" for each lot an item's boxes came from, as the invoice prints it. */
export function ItemLots({ item, className }: { item: OrderItem; className?: string }) {
  const { t } = useLingui();
  const counted = useCounted();
  if (!item.lots || item.lots.length === 0) return null;
  return (
    <span className={className} data-testid="item-lots">
      {item.lots.map((lot) => {
        const c = counted(lot.boxes);
        const boxes = item.tile
          ? t`${select(c.category, { one: `${c.count} box`, other: `${c.count} boxes` })}`
          : c.count;
        return (
          <span key={lot.code} className={styles.lot}>
            {lot.shade ? t`Lot ${lot.code} (shade ${lot.shade}): ${boxes}` : t`Lot ${lot.code}: ${boxes}`}
          </span>
        );
      })}
    </span>
  );
}

function TopUpRow({ order, item }: { order: Order; item: OrderItem }) {
  const { t } = useLingui();
  const [quantity, setQuantity] = useState(1);
  const [topUp, state] = useTopUpFromLotMutation();
  const [lot] = item.lots ?? [];
  const [answer, setAnswer] = useState<string | null>(null);
  // The product as the order line names it, in Nepali on /ne when it had one (docs/nepal.md "Orders in Nepali").
  const name = useContentText()(item.product_name, item.product_name_ne);
  if (!lot) return null;
  const send = () =>
    topUp({ slug: order.slug, product_slug: item.product_slug, quantity })
      .unwrap()
      // Said once, beside the button with the way to the cart (not in a toast as well).
      .then((done) => setAnswer(done.message), toastErrors);
  return (
    <li className={styles.row}>
      <span className={styles.name}>
        <span lang={name.lang}>{name.text}</span>
        <span className={styles.meta}>
          {lot.shade ? t`Lot ${lot.code} (shade ${lot.shade})` : t`Lot ${lot.code}`}
        </span>
      </span>
      <span className={styles.controls}>
        <QuantitySpinner
          value={quantity}
          onChange={setQuantity}
          min={1}
          max={999}
          label={t`Boxes of ${name.text} from lot ${lot.code}`}
        />
        <button
          type="button"
          className={styles.button}
          onClick={() => void send()}
          disabled={state.isLoading}
        >
          {state.isLoading ? <Spinner size="small" label={t`Adding`} /> : null}
          <Trans>Buy more from the same lot</Trans>
        </button>
      </span>
      {answer ? (
        <p className={styles.answer} role="status">
          {answer} <Link to={PATHS.carts}>{t`Go to cart`}</Link>
        </p>
      ) : null}
    </li>
  );
}

/** The order's tiles that came from a lot, each with its top-up; nothing for an order without lots. */
export function SameLotTopUp({ order, items }: { order: Order; items: readonly OrderItem[] }) {
  const withLots = items.filter((item) => item.tile && item.lots && item.lots.length > 0);
  if (withLots.length === 0) return null;
  return (
    <section className={styles.panel} aria-labelledby="same-lot-heading">
      <h2 id="same-lot-heading" className={styles.heading}>
        <Trans>Buy more from the same lot</Trans>
      </h2>
      <p className={styles.intro}>
        <Trans>Tiles of another lot may differ in shade. Boxes from your lot match the ones you have.</Trans>
      </p>
      <ul className={styles.list}>
        {withLots.map((item) => (
          <TopUpRow key={item.product_slug} order={order} item={item} />
        ))}
      </ul>
    </section>
  );
}
