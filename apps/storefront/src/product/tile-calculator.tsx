// The tile calculator (docs/nepal.md "Tile calculator"): a room's length × width in metres or feet, plus
// wastage for cuts and breakage, turned into boxes of this tile from its coverage per box; one click puts
// that many boxes in the cart. The arithmetic is @sajilo/nepal's tileBoxes (unit-tested there).
import { select } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Product } from '@sajilo/api';
import { type LengthUnit, MAX_BOXES, tileBoxes, tileErrors } from '@sajilo/nepal';
import { useAddToCartMutation } from '@sajilo/store';
import { Button, SelectField, TextField } from '@sajilo/ui';
import { useId, useState } from 'react';
import { useSessionGuard } from '../customer/use-session-guard.js';
import { useCounted, useFormatMeasure } from '../i18n/numbers.js';
import { toastErrors } from '../lib/request-errors.js';
import { toast } from '../lib/toast.js';
import styles from './tile-calculator.module.css';

const UNITS = [
  { value: 'm', label: 'Metres (m)' },
  { value: 'ft', label: 'Feet (ft)' },
];

/** Tilers add 5–10 % for cuts; 10 % is the usual advice for a room with corners. */
const DEFAULT_WASTAGE = '10';

const number = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.replace(',', '.')));

export function TileCalculator({ product }: { product: Product }) {
  const { t } = useLingui();
  const counted = useCounted();
  const formatMeasure = useFormatMeasure();
  const area = (m2: number) => `${formatMeasure(m2)} m²`;
  const coverage = product.coverage_per_box;
  const headingId = useId();
  const [length, setLength] = useState('');
  const [width, setWidth] = useState('');
  const [unit, setUnit] = useState<LengthUnit>('m');
  const [wastage, setWastage] = useState(DEFAULT_WASTAGE);
  const [addToCart, { isLoading }] = useAddToCartMutation();
  const guard = useSessionGuard();
  if (!coverage) return null;

  const input = {
    length: number(length),
    width: number(width),
    unit,
    wastagePercent: number(wastage),
    coveragePerBox: coverage,
  };
  const errors = tileErrors(input);
  const typed = length.trim() !== '' && width.trim() !== '';
  const result = errors.length === 0 ? tileBoxes(input) : null;
  const { count: boxes, category } = result ? counted(result.boxes) : { count: '', category: 'other' };
  const fieldError = (name: 'length' | 'width' | 'wastage', message: string) =>
    (name === 'wastage' || typed) && errors.includes(name) ? message : undefined;

  const add = () => {
    if (!result || result.tooMany) return;
    guard(() => {
      addToCart({ slug: product.slug, quantity: result.boxes })
        .unwrap()
        .then((response) => toast.success(response.message), toastErrors);
    });
  };

  return (
    <section className={styles.calculator} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        <Trans>Tile calculator</Trans>
      </h2>
      <p
        className={styles.note}
      >{t`One box covers ${area(coverage)}. Enter the room to find the boxes you need.`}</p>
      <div className={styles.grid}>
        <TextField
          label={t`Room length`}
          inputMode="decimal"
          value={length}
          onChange={(e) => setLength(e.target.value)}
          error={fieldError('length', 'Enter a length above 0.')}
        />
        <TextField
          label={t`Room width`}
          inputMode="decimal"
          value={width}
          onChange={(e) => setWidth(e.target.value)}
          error={fieldError('width', 'Enter a width above 0.')}
        />
        <SelectField
          label={t`Unit`}
          options={UNITS}
          value={unit}
          onChange={(e) => setUnit(e.target.value === 'ft' ? 'ft' : 'm')}
        />
        <TextField
          label={t`Wastage (%)`}
          inputMode="decimal"
          value={wastage}
          onChange={(e) => setWastage(e.target.value)}
          error={fieldError('wastage', 'Enter 0 to 50.')}
        />
      </div>
      <output className={styles.result} aria-live="polite">
        {result ? (
          <>
            <strong className={styles.boxes} data-testid="tile-boxes">
              {t`${select(category, { one: `${boxes} box`, other: `${boxes} boxes` })}`}
            </strong>
            <span>{t`Room ${area(result.area)}, with wastage ${area(result.areaWithWastage)}; the boxes cover ${area(result.coverage)}.`}</span>
            {result.tooMany ? (
              <span
                className={styles.warning}
              >{t`More than ${MAX_BOXES} boxes: please ask us for a quote.`}</span>
            ) : null}
          </>
        ) : (
          <span>
            <Trans>Enter the room's length and width.</Trans>
          </span>
        )}
      </output>
      <Button
        onClick={add}
        disabled={!result || result.tooMany}
        loading={isLoading}
        loadingLabel={t`Adding to cart`}
        className={styles.add}
      >
        {result && !result.tooMany
          ? t`${select(category, { one: `Add ${boxes} box to cart`, other: `Add ${boxes} boxes to cart` })}`
          : t`Add to cart`}
      </Button>
    </section>
  );
}
