// Order by area (docs/tiles.md "Ordering by area"): one or several surfaces — an area in m² or sq.ft, a
// floor's length × width or a wall's width × height in m or ft — and a laying pattern's wastage, turned into
// boxes, pieces and the area they cover by @sajilo/units; one click puts the boxes in the cart with the area
// asked, which the cart, the order and the invoice keep (docs/tiles.md "The cart keeps the area").
import { select } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { LayingPattern, Product } from '@sajilo/api';
import { useAddToCartMutation } from '@sajilo/store';
import { Button, SelectField, TextField } from '@sajilo/ui';
import {
  type AreaOrder,
  checkAreaOrder,
  orderByArea,
  type Packaging,
  type Surface,
  type UnitsIssue,
  WASTAGE_PERCENT,
} from '@sajilo/units';
import { useId, useState } from 'react';
import { useSessionGuard } from '../customer/use-session-guard.js';
import { useCounted, useFormatMeasure, usePageDigits } from '../i18n/numbers.js';
import { toastErrors } from '../lib/request-errors.js';
import { toast } from '../lib/toast.js';
import styles from './tile-calculator.module.css';

/** The most boxes one cart line holds (the contract's AddToCartInput maximum). */
const MAX_LINE_BOXES = 999;
const MAX_SURFACES = 10;

type Kind = 'floor' | 'wall' | 'area';
interface SurfaceDraft {
  key: number;
  kind: Kind;
  /** m or ft for a floor or a wall; m2 or sqft for an area. */
  unit: 'm' | 'ft' | 'm2' | 'sqft';
  a: string;
  b: string;
}

const DEVANAGARI = '०१२३४५६७८९';
/** What a shopper typed as a number: Devanagari digits and a decimal comma read too; empty is NaN. */
export function typedNumber(text: string): number {
  const ascii = text
    .trim()
    .replace(/[०-९]/g, (d) => String(DEVANAGARI.indexOf(d)))
    .replace(',', '.');
  return ascii === '' ? Number.NaN : Number(ascii);
}

function toSurface(draft: SurfaceDraft): Surface {
  if (draft.kind === 'area') {
    return { kind: 'area', area: typedNumber(draft.a), unit: draft.unit === 'sqft' ? 'sqft' : 'm2' };
  }
  const unit = draft.unit === 'ft' ? 'ft' : 'm';
  return draft.kind === 'floor'
    ? { kind: 'floor', length: typedNumber(draft.a), width: typedNumber(draft.b), unit }
    : { kind: 'wall', width: typedNumber(draft.a), height: typedNumber(draft.b), unit };
}

interface Answer {
  order: AreaOrder;
  /** The area asked, in m² to the mm²: what the cart line keeps and the server counts boxes for. */
  askedM2: number;
}

/**
 * The boxes for the surfaces, counted (as the server counts them) for the area asked to the mm², so the
 * button adds exactly what it says; undefined while a field is empty or wrong.
 */
function answer(packaging: Packaging, surfaces: Surface[], percent: number): Answer | undefined {
  const wastage = { percent };
  if (checkAreaOrder({ packaging, surfaces, wastage }).length > 0) return undefined;
  const askedM2 = orderByArea({ packaging, surfaces, wastage }).asked.squareMetres;
  if (askedM2 <= 0) return undefined;
  return {
    order: orderByArea({ packaging, surfaces: [{ kind: 'area', area: askedM2, unit: 'm2' }], wastage }),
    askedM2,
  };
}

let nextKey = 1;
const newSurface = (kind: Kind = 'floor'): SurfaceDraft => ({
  key: nextKey++,
  kind,
  unit: 'm',
  a: '',
  b: '',
});

export function TileCalculator({ product }: { product: Product }) {
  const { t } = useLingui();
  const pageDigits = usePageDigits();
  const counted = useCounted();
  const formatMeasure = useFormatMeasure();
  const area = (m2: number) => `${formatMeasure(m2)} m²`;
  const headingId = useId();
  const [surfaces, setSurfaces] = useState<SurfaceDraft[]>(() => [{ ...newSurface(), key: 0 }]);
  const [pattern, setPattern] = useState<LayingPattern>('straight');
  const [custom, setCustom] = useState('10');
  const [addToCart, { isLoading }] = useAddToCartMutation();
  const guard = useSessionGuard();
  const box = product.packaging;
  if (!box) return null;
  const packaging: Packaging = {
    piecesPerBox: box.pieces_per_box,
    mm2PerBox: box.mm2_per_box,
    boxesPerPallet: box.boxes_per_pallet,
  };

  const percent = pattern === 'custom' ? typedNumber(custom) : WASTAGE_PERCENT[pattern];
  const drafts = surfaces.map(toSurface);
  const issues = checkAreaOrder({ packaging, surfaces: drafts, wastage: { percent } });
  const result = answer(packaging, drafts, percent);
  const tooMany = result !== undefined && result.order.boxes > MAX_LINE_BOXES;
  const { count: boxes, category } = result ? counted(result.order.boxes) : { count: '', category: 'other' };
  const pieces = result ? counted(result.order.pieces) : null;

  const message = (issue: UnitsIssue): string => {
    switch (issue.code) {
      case 'too-large':
        return t`Too large: check the number.`;
      case 'negative':
      case 'not-positive':
        return issue.field.startsWith('wastage')
          ? pageDigits(t`Enter 0 to 50.`)
          : pageDigits(t`Enter a number above 0.`);
      default:
        return issue.field.startsWith('wastage') ? pageDigits(t`Enter 0 to 50.`) : t`Enter a number.`;
    }
  };
  /** A field's message once something was typed in it (an empty form shows none). */
  const errorOf = (field: string, typed: string) => {
    if (typed.trim() === '') return undefined;
    const issue = issues.find((i) => i.field === field);
    return issue ? message(issue) : undefined;
  };

  const update = (key: number, change: Partial<SurfaceDraft>) =>
    setSurfaces((all) => all.map((s) => (s.key === key ? { ...s, ...change } : s)));

  const add = () => {
    if (!result || tooMany) return;
    const quantity = result.order.boxes;
    guard(() => {
      addToCart({
        slug: product.slug,
        quantity,
        area: {
          m2: result.askedM2,
          laying_pattern: pattern,
          ...(pattern === 'custom' ? { wastage_percent: percent } : {}),
        },
      })
        .unwrap()
        .then((response) => toast.success(response.message), toastErrors);
    });
  };

  const patterns = [
    { value: 'straight', label: t`Straight (+${WASTAGE_PERCENT.straight} %)` },
    { value: 'diagonal', label: t`Diagonal (+${WASTAGE_PERCENT.diagonal} %)` },
    { value: 'herringbone', label: t`Herringbone (+${WASTAGE_PERCENT.herringbone} %)` },
    { value: 'custom', label: t`My own wastage` },
  ];

  return (
    <section className={styles.calculator} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        <Trans>Order by area</Trans>
      </h2>
      <p className={styles.note}>
        {t`One box holds ${counted(box.pieces_per_box).count} pieces and covers ${area(box.m2_per_box)}. Enter your floors and walls to find the boxes you need.`}
      </p>
      <ol className={styles.surfaces}>
        {surfaces.map((surface, index) => {
          const n = counted(index + 1).count;
          const path = `surfaces[${index}]`;
          const lengthUnits = [
            { value: 'm', label: t`Metres (m)` },
            { value: 'ft', label: t`Feet (ft)` },
          ];
          const areaUnits = [
            { value: 'm2', label: t`Square metres (m²)` },
            { value: 'sqft', label: t`Square feet (sq.ft)` },
          ];
          const [first, second] =
            surface.kind === 'floor'
              ? [t`Length`, t`Width`]
              : surface.kind === 'wall'
                ? [t`Width`, t`Height`]
                : [t`Area`, ''];
          const [firstField, secondField] =
            surface.kind === 'floor'
              ? ['length', 'width']
              : surface.kind === 'wall'
                ? ['width', 'height']
                : ['area', ''];
          return (
            <li key={surface.key} className={styles.surface}>
              <fieldset className={styles.fieldset}>
                <legend className={styles.legend}>{t`Surface ${n}`}</legend>
                <div className={styles.grid}>
                  <SelectField
                    label={t`Surface`}
                    options={[
                      { value: 'floor', label: t`Floor (length × width)` },
                      { value: 'wall', label: t`Wall (width × height)` },
                      { value: 'area', label: t`Area I know` },
                    ]}
                    value={surface.kind}
                    onChange={(e) => {
                      const kind = e.target.value as Kind;
                      const metric = surface.unit === 'm' || surface.unit === 'm2';
                      update(surface.key, {
                        kind,
                        unit: kind === 'area' ? (metric ? 'm2' : 'sqft') : metric ? 'm' : 'ft',
                      });
                    }}
                  />
                  <SelectField
                    label={t`Unit`}
                    options={surface.kind === 'area' ? areaUnits : lengthUnits}
                    value={surface.unit}
                    onChange={(e) => update(surface.key, { unit: e.target.value as SurfaceDraft['unit'] })}
                  />
                  <TextField
                    label={first}
                    inputMode="decimal"
                    value={surface.a}
                    onChange={(e) => update(surface.key, { a: e.target.value })}
                    error={errorOf(`${path}.${firstField}`, surface.a)}
                  />
                  {surface.kind === 'area' ? null : (
                    <TextField
                      label={second}
                      inputMode="decimal"
                      value={surface.b}
                      onChange={(e) => update(surface.key, { b: e.target.value })}
                      error={errorOf(`${path}.${secondField}`, surface.b)}
                    />
                  )}
                </div>
                {surfaces.length > 1 ? (
                  <Button
                    variant="secondary"
                    className={styles.remove}
                    onClick={() => setSurfaces((all) => all.filter((s) => s.key !== surface.key))}
                  >
                    {t`Remove surface ${n}`}
                  </Button>
                ) : null}
              </fieldset>
            </li>
          );
        })}
      </ol>
      {surfaces.length < MAX_SURFACES ? (
        <Button
          variant="secondary"
          className={styles.more}
          onClick={() =>
            setSurfaces((all) => [...all, newSurface(all.at(-1)?.kind === 'wall' ? 'wall' : 'floor')])
          }
        >
          <Trans>Add another floor or wall</Trans>
        </Button>
      ) : null}
      <div className={styles.grid}>
        <SelectField
          label={t`Laying pattern`}
          options={patterns}
          value={pattern}
          onChange={(e) => setPattern(e.target.value as LayingPattern)}
          hint={t`Extra for cuts and breakage`}
        />
        {pattern === 'custom' ? (
          <TextField
            label={t`Wastage (%)`}
            inputMode="decimal"
            value={custom}
            onChange={(e) => setCustom(e.target.value)}
            error={
              issues.some((i) => i.field.startsWith('wastage')) ? pageDigits(t`Enter 0 to 50.`) : undefined
            }
          />
        ) : null}
      </div>
      <output className={styles.result} aria-live="polite">
        {result ? (
          <>
            <strong className={styles.boxes} data-testid="tile-boxes">
              {t`${select(category, { one: `${boxes} box`, other: `${boxes} boxes` })}`}
            </strong>
            <span data-testid="tile-pieces">
              {pieces
                ? t`${select(pieces.category, { one: `${pieces.count} piece`, other: `${pieces.count} pieces` })}, covering ${area(result.order.covered.squareMetres)}`
                : null}
            </span>
            <span className={styles.detail}>
              {t`For ${area(result.askedM2)} + ${formatMeasure(result.order.wastagePercent)} % = ${area(result.order.needed.squareMetres)}.`}
            </span>
            {tooMany ? (
              <span
                className={styles.warning}
              >{t`More than ${MAX_LINE_BOXES} boxes: please ask us for a quote.`}</span>
            ) : null}
          </>
        ) : (
          <span>
            <Trans>Enter the size of each floor or wall.</Trans>
          </span>
        )}
      </output>
      <Button
        onClick={add}
        disabled={!result || tooMany}
        loading={isLoading}
        loadingLabel={t`Adding to cart`}
        className={styles.add}
      >
        {result && !tooMany
          ? t`${select(category, { one: `Add ${boxes} box to cart`, other: `Add ${boxes} boxes to cart` })}`
          : t`Add the boxes to cart`}
      </Button>
    </section>
  );
}
