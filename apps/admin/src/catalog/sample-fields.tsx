// A tile's sample offer in the product editor (docs/tiles.md "Samples"): offered or not, a piece or a cut
// piece and its size, the price in whole rupees (empty or 0: free) and the samples left, counted apart from
// the boxes. Its own file, so the editor's other sections stay as they are.
import type { AdminComponents } from '@sajilo/api/admin';
import { SelectField, TextField } from '@sajilo/ui';
import styles from '../components/screens.module.css';
import own from './catalog.module.css';

type SampleSettings = AdminComponents['schemas']['SampleSettings'];

export interface SampleDraft {
  offered: boolean;
  kind: 'piece' | 'cut';
  size: string;
  size_ne: string;
  price: string;
  stock: string;
}

export function sampleDraftOf(sample: SampleSettings | null | undefined): SampleDraft {
  return {
    offered: sample?.offered ?? false,
    kind: sample?.kind ?? 'cut',
    size: sample?.size ?? '',
    size_ne: sample?.size_ne ?? '',
    price: sample ? String(sample.price) : '',
    stock: sample ? String(sample.stock) : '',
  };
}

/**
 * The draft as the contract's SampleSettings; undefined (left as it is) for a product that has no offer and
 * whose fields were not touched.
 */
export function sampleInputOf(d: SampleDraft, had: boolean): SampleSettings | undefined {
  const untouched = !d.offered && d.size === '' && d.size_ne === '' && d.price === '' && d.stock === '';
  if (!had && untouched) return undefined;
  const n = (v: string) => (v.trim() === '' ? 0 : Number(v.replace(/,/g, '')));
  return {
    offered: d.offered,
    kind: d.kind,
    size: d.size.trim() || null,
    size_ne: d.size_ne.trim() || null,
    price: n(d.price),
    stock: n(d.stock),
  };
}

export function SampleFields({
  value,
  onChange,
  fields,
}: {
  value: SampleDraft;
  onChange: (next: SampleDraft) => void;
  fields: Partial<Record<string, readonly string[]>>;
}) {
  const set = <K extends keyof SampleDraft>(key: K, next: SampleDraft[K]) =>
    onChange({ ...value, [key]: next });
  const error = (key: string) => fields[`sample.${key}`] ?? (key === 'kind' ? fields.sample : undefined);
  return (
    <section className={styles.section} aria-labelledby="sample-heading">
      <h2 id="sample-heading">Samples</h2>
      <p className={own.note}>
        A piece or a cut piece a shopper orders to see the tile first: one of a tile a customer each 30 days,
        up to five an order. The samples are counted here, apart from the boxes.
      </p>
      <label className={own.checkRow}>
        <input
          type="checkbox"
          className={own.check}
          checked={value.offered}
          onChange={(e) => set('offered', e.target.checked)}
        />
        Samples offered (the product page shows “Order a sample”)
      </label>
      <div className={own.grid}>
        <SelectField
          label="Sample"
          value={value.kind}
          onChange={(e) => set('kind', e.target.value === 'piece' ? 'piece' : 'cut')}
          options={[
            { value: 'cut', label: 'A cut piece' },
            { value: 'piece', label: 'A piece' },
          ]}
          error={error('kind')}
        />
        <TextField
          label="Sample size"
          hint="As shoppers read it, e.g. 10 × 10 cm; empty for none."
          value={value.size}
          onChange={(e) => set('size', e.target.value)}
          error={error('size')}
        />
        <TextField
          label="Sample size in Nepali"
          lang="ne"
          hint="e.g. १० × १० से.मि.; empty: the English."
          value={value.size_ne}
          onChange={(e) => set('size_ne', e.target.value)}
          error={error('size_ne')}
        />
        <TextField
          label="Sample price (Rs)"
          inputMode="numeric"
          hint="Whole rupees; empty or 0: free."
          value={value.price}
          onChange={(e) => set('price', e.target.value)}
          error={error('price')}
        />
        <TextField
          label="Samples in stock"
          inputMode="numeric"
          hint="An order takes one; a cancelled order gives it back."
          value={value.stock}
          onChange={(e) => set('stock', e.target.value)}
          error={error('stock')}
        />
      </div>
    </section>
  );
}
