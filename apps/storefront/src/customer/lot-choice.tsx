// A cart line's shade lots, before paying (docs/tiles.md "Split lots and top-ups"): when no single lot has
// the line, the shopper chooses fewer boxes from one lot (the number offered) or boxes from several lots,
// which the order states; a top-up pinned to an earlier order's lot says when that lot is short or gone and
// offers those boxes, or all of them from the closest lot it names, or from several lots when no single lot
// has them (what is left of the earlier lot first). The cart and the checkout's summary show it alike.
import { select } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { CartLine } from '@sajilo/api';
import {
  cartApi,
  useAppDispatch,
  useSetCartLineLotsMutation,
  useUpdateCartLineMutation,
} from '@sajilo/store';
import { Spinner } from '@sajilo/ui';
import { useCounted } from '../i18n/numbers.js';
import { toastErrors } from '../lib/request-errors.js';
import { toast } from '../lib/toast.js';
import styles from './lot-choice.module.css';

export function LotChoice({ line, quantity }: { line: CartLine; quantity: number }) {
  const { t } = useLingui();
  const counted = useCounted();
  const dispatch = useAppDispatch();
  const [update, updating] = useUpdateCartLineMutation();
  const [setLots, setting] = useSetCartLineLotsMutation();
  const lots = line.lots;
  if (!lots) return null;
  const busy = updating.isLoading || setting.isLoading;
  const boxes = (n: number) => {
    const c = counted(n);
    return line.packaging
      ? t`${select(c.category, { one: `${c.count} box`, other: `${c.count} boxes` })}`
      : c.count;
  };
  // The line's quantity (the cart's figures are asked for again: the lot notice follows the new count).
  const take = (next: number, split?: boolean) =>
    update({ id: line.id, quantity: next })
      .unwrap()
      .then(() => (split === undefined ? undefined : setLots({ id: line.id, split }).unwrap()))
      .then(() => dispatch(cartApi.util.invalidateTags(['Cart'])), toastErrors);
  const choose = (body: { split?: boolean; same_lot?: false }) =>
    setLots({ id: line.id, ...body })
      .unwrap()
      .then((answer) => toast.success(answer.message), toastErrors);

  const same = lots.same_lot;
  let notice: string;
  let actions: { label: string; run: () => unknown }[] = [];
  let warn = true;
  if (same) {
    if (same.left >= quantity) {
      warn = false;
      notice = t`From your earlier lot ${same.code} (shade ${same.shade || '—'}).`;
    } else if (lots.split && quantity <= lots.all_lots) {
      // Several lots accepted for a top-up: the earlier lot's boxes first, then the lots closest to it.
      warn = false;
      notice = t`${boxes(quantity)} from several shade lots, what is left of your earlier lot ${same.code} first: your order will say which lot and how many of each.`;
      actions =
        same.left > 0
          ? [{ label: t`Take ${boxes(same.left)} from lot ${same.code}`, run: () => take(same.left, false) }]
          : [];
    } else {
      notice =
        same.left === 0
          ? t`Your earlier lot ${same.code} is sold out.`
          : t`Your earlier lot ${same.code} has only ${boxes(same.left)} left.`;
      // The lot offered instead is named (the same shade and caliber first, then the fullest); when no single
      // lot has the boxes, only several lots make them up, and that is what is offered.
      const closest = lots.closest;
      actions = [
        ...(same.left > 0
          ? [{ label: t`Take ${boxes(same.left)} from lot ${same.code}`, run: () => take(same.left) }]
          : []),
        ...(closest
          ? [
              {
                label: closest.shade
                  ? t`Take ${boxes(quantity)} from lot ${closest.code} (shade ${closest.shade})`
                  : t`Take ${boxes(quantity)} from lot ${closest.code}`,
                run: () => choose({ same_lot: false }),
              },
            ]
          : quantity <= lots.all_lots
            ? [
                {
                  label: t`Take ${boxes(quantity)} from several lots`,
                  run: () => choose({ same_lot: false, split: true }),
                },
              ]
            : []),
      ];
    }
  } else if (quantity <= lots.one_lot) {
    return null;
  } else if (quantity > lots.all_lots) {
    notice = t`Only ${boxes(lots.all_lots)} are left in all.`;
    if (lots.one_lot > 0)
      actions = [
        { label: t`Take ${boxes(lots.one_lot)} from one lot`, run: () => take(lots.one_lot, false) },
      ];
  } else if (lots.split) {
    warn = false;
    notice = t`${boxes(quantity)} from several shade lots: your order will say which lot and how many of each.`;
    actions = [
      { label: t`Take ${boxes(lots.one_lot)} from one lot instead`, run: () => take(lots.one_lot, false) },
    ];
  } else {
    notice = t`No single shade lot has ${boxes(quantity)}: one lot has ${boxes(lots.one_lot)} (${boxes(lots.all_lots)} in all). Shades of two lots may differ on one wall.`;
    actions = [
      ...(lots.one_lot > 0
        ? [{ label: t`Take ${boxes(lots.one_lot)} from one lot`, run: () => take(lots.one_lot) }]
        : []),
      { label: t`Take ${boxes(quantity)} from several lots`, run: () => choose({ split: true }) },
    ];
  }
  return (
    <div
      className={warn ? styles.warn : styles.note}
      role={warn ? 'alert' : undefined}
      data-testid="lot-choice"
    >
      <p className={styles.text}>{notice}</p>
      {actions.length > 0 ? (
        <p className={styles.actions}>
          {actions.map((action) => (
            <button
              key={action.label}
              type="button"
              className={styles.action}
              onClick={() => void action.run()}
              disabled={busy}
            >
              {action.label}
            </button>
          ))}
          {busy ? <Spinner size="small" label={t`Updating`} /> : null}
        </p>
      ) : null}
    </div>
  );
}
