// docs/customer.md §2.3 "Cart": one line: product (image, title), quantity, price, line total, remove.
// docs/customer.md §4: changing the quantity updates the line subtotal and the total from the server's
// answer; removing a line reloads the cart.
import { useLingui } from '@lingui/react/macro';
import type { CartLine, TilePackaging, TileQuantities } from '@sajilo/api';
import { cartApi, useAppDispatch, useRemoveCartLineMutation, useUpdateCartLineMutation } from '@sajilo/store';
import { Price, QuantitySpinner, ResponsiveImage, Spinner } from '@sajilo/ui';
import { boxQuantities } from '@sajilo/units';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { useLocalized } from '../i18n/localized.js';
import { usePageDigits } from '../i18n/numbers.js';
import { toastErrors } from '../lib/request-errors.js';
import { toast } from '../lib/toast.js';
import { useSampleName } from '../product/sample-name.js';
import { TileFigures } from '../product/tile-figures.js';
import styles from './cart-table.module.css';
import { LotChoice } from './lot-choice.js';
import { productPath } from './paths.js';
import { RemoveIcon } from './remove-icon.js';

/**
 * docs/customer.md §5: a cart line's quantity has a minimum of 1. The 1–10 spinner is the product page's only
 * (README, "Deliberate differences": a line capped at 10 is a bug of the earlier site); the contract bounds a line at 999 (tiles
 * are bought by the dozen boxes). The customer types the number or steps it with the buttons or the keys.
 */
const CART_LINE_QUANTITY = { min: 1, max: 999 } as const;

/** A tile line's figures for `boxes` boxes, counted by @sajilo/units as the server counts them. */
function tileOf(packaging: TilePackaging, boxes: number): TileQuantities {
  const q = boxQuantities(
    {
      piecesPerBox: packaging.pieces_per_box,
      mm2PerBox: packaging.mm2_per_box,
      boxesPerPallet: packaging.boxes_per_pallet,
    },
    boxes,
  );
  return { boxes, pieces: q.pieces, m2: q.area.squareMetres, sqft: q.area.squareFeet, asked: null };
}

export function CartLineRow({ line }: { line: CartLine }) {
  const { t } = useLingui();
  const pageDigits = usePageDigits();
  const localized = useLocalized();
  const sampleName = useSampleName();
  const product = localized(line.title, line.title_ne);
  // A sample is a line of its own, one, named as one (docs/tiles.md "Samples").
  const title = line.sample ? sampleName(product) : product;
  const dispatch = useAppDispatch();
  const [quantity, setQuantity] = useState(line.qty);
  const [update, updating] = useUpdateCartLineMutation();
  const [remove, removing] = useRemoveCartLineMutation();

  useEffect(() => setQuantity(line.qty), [line.qty]);

  // One change of this line on the wire at a time, and only the latest one waiting: two presses of + in a
  // row must end at the second quantity, whatever order the server would have taken two requests in.
  const sending = useRef(false);
  const waiting = useRef<number | undefined>(undefined);

  const send = (next: number) => {
    sending.current = true;
    update({ id: line.id, quantity: next })
      .unwrap()
      .then(
        (answer) => {
          if (waiting.current !== undefined) return;
          // The server's answer is the truth: the line's subtotal and the cart's total.
          let promoted = false;
          dispatch(
            cartApi.util.updateQueryData('cart', undefined, (cart) => {
              promoted = Boolean(cart.promotion_code || cart.promotions?.length);
              const own = cart.products.find((item) => item.id === line.id);
              if (own) {
                own.qty = next;
                own.subtotal = answer.amount;
                // Boxes set by hand: the server keeps no area for the line any more (docs/tiles.md).
                if (own.packaging) own.tile = tileOf(own.packaging, next);
              }
              cart.totalAmount = answer.totalAmount;
            }),
          );
          // What each promotion saves changes with the quantity (docs/promotions.md): the cart is asked again.
          if (promoted) dispatch(cartApi.util.invalidateTags(['Cart']));
        },
        (error: unknown) => {
          toastErrors(error);
          if (waiting.current === undefined) setQuantity(line.qty);
        },
      )
      .finally(() => {
        sending.current = false;
        const queued = waiting.current;
        waiting.current = undefined;
        if (queued !== undefined) send(queued);
      });
  };

  const change = (next: number) => {
    setQuantity(next);
    if (sending.current) waiting.current = next;
    else send(next);
  };

  const drop = () =>
    remove(line.id)
      .unwrap()
      .then((answer) => toast.success(answer.message), toastErrors);

  const href = productPath(line.slug);
  return (
    <tr className={styles.row} aria-busy={updating.isLoading || removing.isLoading || undefined}>
      <td className={styles.product}>
        <Link to={href} className={styles.thumb} tabIndex={-1} aria-hidden="true">
          <ResponsiveImage image={line.image} alt="" sizes="96px" fit="cover" />
        </Link>
        <span className={styles.titleBlock}>
          <Link to={href} className={styles.title}>
            {title}
          </Link>
          {line.tile ? <TileFigures tile={line.tile} className={styles.tile} /> : null}
          <LotChoice line={line} quantity={quantity} />
        </span>
      </td>
      <td className={styles.quantity}>
        {line.sample ? (
          <span className={styles.fixedQuantity} data-label={t`Quantity`}>
            {pageDigits(t`1 sample`)}
          </span>
        ) : (
          <QuantitySpinner
            value={quantity}
            onChange={change}
            min={CART_LINE_QUANTITY.min}
            max={CART_LINE_QUANTITY.max}
            label={t`Quantity of ${title}`}
            disabled={removing.isLoading}
          />
        )}
      </td>
      <td className={styles.price} data-label={t`Price`}>
        {line.sample && line.price === 0 ? (
          t`Free`
        ) : (
          <Price amount={line.price} regularAmount={line.shop_price ?? line.regular_price} />
        )}
      </td>
      <td className={styles.total} data-label={t`Total`}>
        {updating.isLoading ? <Spinner size="small" label={t`Updating`} /> : null}
        {line.sample && line.subtotal === 0 ? t`Free` : <Price amount={line.subtotal} />}
      </td>
      <td className={styles.remove}>
        <button
          type="button"
          className={styles.removeButton}
          onClick={drop}
          disabled={removing.isLoading}
          aria-label={t`Remove ${title}`}
          title={t`Remove`}
        >
          {removing.isLoading ? <Spinner size="small" label={t`Removing`} /> : <RemoveIcon />}
        </button>
      </td>
    </tr>
  );
}
