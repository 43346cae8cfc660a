// A price tier's editor (docs/dealers.md "Prices"): its name, a percentage off brands and categories picked
// from the catalogue's lists, a fixed price or a percentage for products found by code or title, and volume
// breaks (a line of at least so many takes so much more off). The server checks the whole tier and names the
// field or the rule it refuses; each message is shown beside what it is about.
import type { RequestError } from '@sajilo/store';
import { Button, SelectField, Spinner, TextField, VisuallyHidden } from '@sajilo/ui';
import { type FormEvent, useState } from 'react';
import toast from 'react-hot-toast';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useBrandsQuery, useCategoriesQuery, useLazyProductsQuery } from '../catalog/catalog-api.js';
import { categoryOptions, showError } from '../catalog/catalog-shared.js';
import { Failed } from '../components/failed.js';
import styles from '../components/screens.module.css';
import own from './dealers.module.css';
import {
  type PriceTier,
  type PriceTierInput,
  type PriceTierRule,
  useCreatePriceTierMutation,
  useDeletePriceTierMutation,
  usePriceTiersQuery,
  useUpdatePriceTierMutation,
} from './dealers-api.js';

type Scope = PriceTierRule['scope'];

interface RuleDraft {
  /** The row's own key: rows come and go, their position is not who they are. */
  key: number;
  scope: Scope;
  /** The brand's, category's or product's id (as the select holds it). */
  target: string;
  /** A product's title, shown on its row (products are found by search, not chosen from a list). */
  name: string;
  kind: 'percent' | 'fixed';
  value: string;
}

interface BreakDraft {
  key: number;
  min: string;
  percent: string;
}

interface Draft {
  name: string;
  rules: RuleDraft[];
  breaks: BreakDraft[];
}

let next = 0;
const newKey = () => {
  next += 1;
  return next;
};

function draftOf(tier: PriceTier | undefined): Draft {
  if (!tier) return { name: '', rules: [], breaks: [] };
  return {
    name: tier.name,
    rules: tier.rules.map((rule) => ({
      key: newKey(),
      scope: rule.scope,
      target: String(rule.target_id),
      name: rule.target_name ?? '',
      kind: rule.fixed_price !== null && rule.fixed_price !== undefined ? 'fixed' : 'percent',
      value: String(rule.fixed_price ?? rule.percent_off ?? ''),
    })),
    breaks: tier.breaks.map((b) => ({
      key: newKey(),
      min: String(b.min_quantity),
      percent: String(b.percent_off),
    })),
  };
}

/** A whole number as typed (commas allowed), or null when it is not one; an empty field is not one. */
function whole(value: string): number | null {
  const text = value.replace(/,/g, '').trim();
  return /^\d+$/.test(text) ? Number(text) : null;
}

const ORDER: Scope[] = ['brand', 'category', 'product'];

/** The rules in the order they are sent: brands, then categories, then products (the server names rules by it). */
const sent = (rules: RuleDraft[]) => ORDER.flatMap((scope) => rules.filter((r) => r.scope === scope));

/** The tier as the contract takes it, or the rows' messages when a field is empty or not a whole number. */
function inputOf(draft: Draft): { input: PriceTierInput } | { problems: Record<string, string[]> } {
  const problems: Record<string, string[]> = {};
  if (!draft.name.trim()) problems.name = ['Enter the tier’s name.'];
  const rules: PriceTierRule[] = [];
  for (const rule of sent(draft.rules)) {
    const value = whole(rule.value);
    const id = whole(rule.target);
    if (id === null) {
      problems[`row.${rule.key}`] = [rule.scope === 'brand' ? 'Choose a brand.' : 'Choose a category.'];
    } else if (value === null) {
      problems[`row.${rule.key}`] = [
        rule.kind === 'fixed' ? 'Enter the price in whole rupees.' : 'Enter a whole percentage.',
      ];
    } else if (rule.kind === 'percent' && value > 90) {
      // The contract's bounds (PriceTierRule), said at the row: the server names only the list.
      problems[`row.${rule.key}`] = ['A percentage is 0 to 90.'];
    } else if (rule.kind === 'fixed' && value > 100_000_000) {
      problems[`row.${rule.key}`] = ['A price is at most Rs 10,00,00,000.'];
    } else {
      rules.push({
        scope: rule.scope,
        target_id: id,
        ...(rule.kind === 'fixed' ? { fixed_price: value } : { percent_off: value }),
      });
    }
  }
  const breaks: PriceTierInput['breaks'] = [];
  for (const b of draft.breaks) {
    const min = whole(b.min);
    const percent = whole(b.percent);
    if (min === null || percent === null) {
      problems[`break.${b.key}`] = ['Enter a quantity and a whole percentage.'];
    } else if (min < 2 || min > 999 || percent < 1 || percent > 50) {
      problems[`break.${b.key}`] = ['A break is from 2 to 999 of a line, 1 to 50 % off.'];
    } else {
      breaks.push({ min_quantity: min, percent_off: percent });
    }
  }
  if (Object.keys(problems).length > 0) return { problems };
  return { input: { name: draft.name.trim(), rules, breaks } };
}

/** The server's messages, moved onto the rows they are about (`rules.3` is the fourth rule sent). */
function serverProblems(error: RequestError | undefined, draft: Draft): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  const order = sent(draft.rules);
  for (const [field, messages] of Object.entries(error?.fieldErrors ?? {})) {
    const match = /^rules[./](\d+)/.exec(field);
    const rule = match ? order[Number(match[1])] : undefined;
    const key = rule ? `row.${rule.key}` : (field.split(/[./]/)[0] ?? field);
    out[key] = [...(out[key] ?? []), ...messages];
  }
  return out;
}

function Problems({ messages }: { messages: string[] | undefined }) {
  if (!messages?.length) return null;
  return (
    <div role="alert" className={styles.error}>
      {messages.map((m) => (
        <p key={m}>{m}</p>
      ))}
    </div>
  );
}

function ProductFinder({ onPick, taken }: { onPick: (id: number, name: string) => void; taken: string[] }) {
  const [find, found] = useLazyProductsQuery();
  const [q, setQ] = useState('');
  const [asked, setAsked] = useState('');
  async function search() {
    const text = q.trim();
    if (!text) return;
    setAsked(text);
    const result = await find({ q: text, page: 1 });
    if (result.error) showError(result.error);
  }
  const products = asked ? (found.data?.products ?? []).slice(0, 8) : [];
  return (
    <div>
      <div className={styles.formRow}>
        <TextField
          label="Find a product"
          hint="Its code or words of its title."
          type="search"
          value={q}
          onChange={(e) => setQ(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              void search();
            }
          }}
        />
        <Button
          type="button"
          variant="secondary"
          onClick={search}
          loading={found.isFetching}
          loadingLabel="Looking for products"
        >
          Find products
        </Button>
      </div>
      {asked && !found.isFetching && products.length === 0 ? (
        <p className={styles.muted}>No product has “{asked}” in its code or title.</p>
      ) : null}
      {products.length > 0 ? (
        <ul className={own.found} aria-label="Products found">
          {products.map((p) => (
            <li key={p.id}>
              <span>
                {p.title} <span className={styles.value}>({p.product_code})</span> ·{' '}
                {`Rs ${(p.sale_price ?? p.price).toLocaleString('en-IN')}`}
              </span>
              <Button
                type="button"
                size="small"
                variant="secondary"
                disabled={taken.includes(String(p.id))}
                aria-label={`Add ${p.title} (${p.product_code})`}
                onClick={() => onPick(p.id, `${p.title} (${p.product_code})`)}
              >
                {taken.includes(String(p.id)) ? 'Added' : 'Add'}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** A tier no company buys on may go, its rules and breaks with it; the server refuses one in use (409). */
function DeleteTier({ tier }: { tier: PriceTier }) {
  const navigate = useNavigate();
  const [remove, { isLoading }] = useDeletePriceTierMutation();
  async function click() {
    if (!window.confirm(`Delete the price tier ${tier.name}? Its rules and volume breaks go with it.`))
      return;
    const result = await remove(tier.id);
    if ('data' in result && result.data) {
      toast.success(result.data.message);
      navigate('/price-tiers', { replace: true });
    } else showError(result.error);
  }
  return (
    <section className={styles.section} aria-labelledby="tier-delete-heading">
      <h2 id="tier-delete-heading">Delete the tier</h2>
      {tier.dealers > 0 ? (
        <p className={styles.muted}>
          Companies buy on this tier: give them another on their pages first, then it can be deleted.
        </p>
      ) : (
        <Button variant="secondary" loading={isLoading} loadingLabel="Deleting" onClick={() => void click()}>
          Delete the tier
        </Button>
      )}
    </section>
  );
}

function TierForm({ tier }: { tier: PriceTier | undefined }) {
  const navigate = useNavigate();
  const [draft, setDraft] = useState<Draft>(() => draftOf(tier));
  const [problems, setProblems] = useState<Record<string, string[]>>({});
  const [create, created] = useCreatePriceTierMutation();
  const [update, updated] = useUpdatePriceTierMutation();
  const brands = useBrandsQuery(undefined);
  const categories = useCategoriesQuery(undefined);
  const brandOptions = (brands.data?.brands ?? []).map((b) => ({ value: String(b.id), label: b.title }));
  const categoryChoices = categoryOptions(categories.data?.categories ?? []);

  const setRule = (key: number, change: Partial<RuleDraft>) =>
    setDraft((d) => ({ ...d, rules: d.rules.map((r) => (r.key === key ? { ...r, ...change } : r)) }));
  const removeRule = (key: number) =>
    setDraft((d) => ({ ...d, rules: d.rules.filter((r) => r.key !== key) }));
  const addRule = (scope: Scope, target = '', name = '') =>
    setDraft((d) => ({
      ...d,
      rules: [
        ...d.rules,
        { key: newKey(), scope, target, name, kind: scope === 'product' ? 'fixed' : 'percent', value: '' },
      ],
    }));
  const setBreak = (key: number, change: Partial<BreakDraft>) =>
    setDraft((d) => ({ ...d, breaks: d.breaks.map((b) => (b.key === key ? { ...b, ...change } : b)) }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = inputOf(draft);
    if ('problems' in checked) {
      setProblems(checked.problems);
      toast.error('Some fields need changing: see the messages beside them.');
      return;
    }
    const result = tier ? await update({ id: tier.id, ...checked.input }) : await create(checked.input);
    if ('data' in result && result.data) {
      setProblems({});
      toast.success(result.data.message ?? 'Saved.');
      if (!tier) navigate(`/price-tiers/${result.data.tier.id}`, { replace: true });
      return;
    }
    const fields = serverProblems(result.error as RequestError | undefined, draft);
    setProblems(fields);
    if (Object.keys(fields).length === 0) showError(result.error);
    else toast.error('Some fields need changing: see the messages beside them.');
  }

  const rowsOf = (scope: Scope) => draft.rules.filter((r) => r.scope === scope);
  const percentRow = (
    rule: RuleDraft,
    index: number,
    label: string,
    options: { value: string; label: string }[],
  ) => (
    <fieldset key={rule.key} className={own.row}>
      <VisuallyHidden as="legend">{`${label} rule ${index + 1}`}</VisuallyHidden>
      <SelectField
        label={label}
        placeholder={`Choose a ${label.toLowerCase()}`}
        options={options}
        value={rule.target}
        onChange={(e) => setRule(rule.key, { target: e.target.value })}
        error={problems[`row.${rule.key}`]}
      />
      <TextField
        label="Per cent off"
        inputMode="numeric"
        value={rule.value}
        onChange={(e) => setRule(rule.key, { value: e.target.value })}
      />
      <Button
        type="button"
        size="small"
        variant="secondary"
        aria-label={`Remove ${label.toLowerCase()} rule ${index + 1}`}
        onClick={() => removeRule(rule.key)}
      >
        Remove
      </Button>
    </fieldset>
  );

  return (
    <form onSubmit={submit} noValidate aria-label="Price tier">
      <section className={styles.section} aria-labelledby="tier-name-heading">
        <h2 id="tier-name-heading">Name</h2>
        <div className={styles.form}>
          <TextField
            label="Tier’s name"
            required
            hint="Staff see it; dealers see it on their account (Trade, Project)."
            value={draft.name}
            onChange={(e) => setDraft((d) => ({ ...d, name: e.target.value }))}
            error={problems.name}
          />
        </div>
      </section>
      <section className={styles.section} aria-labelledby="tier-brands-heading">
        <h2 id="tier-brands-heading">Brands</h2>
        <p className={styles.muted}>A percentage off every product of the brand (0 to 90 %).</p>
        <Problems messages={problems.rules} />
        {rowsOf('brand').map((rule, i) => percentRow(rule, i, 'Brand', brandOptions))}
        <Button type="button" variant="secondary" onClick={() => addRule('brand')}>
          Add a brand
        </Button>
      </section>
      <section className={styles.section} aria-labelledby="tier-categories-heading">
        <h2 id="tier-categories-heading">Categories</h2>
        <p className={styles.muted}>
          A percentage off the category with its sub- and child categories (0 to 90 %); a deeper category’s
          rule beats its parent’s, and a category’s beats a brand’s.
        </p>
        {rowsOf('category').map((rule, i) => percentRow(rule, i, 'Category', categoryChoices))}
        <Button type="button" variant="secondary" onClick={() => addRule('category')}>
          Add a category
        </Button>
      </section>
      <section className={styles.section} aria-labelledby="tier-products-heading">
        <h2 id="tier-products-heading">Products</h2>
        <p className={styles.muted}>
          A fixed price (whole rupees a unit, VAT included), which beats every percentage, or a percentage
          off.
        </p>
        {rowsOf('product').map((rule, i) => (
          <fieldset key={rule.key} className={own.row}>
            <VisuallyHidden as="legend">{`Product rule ${i + 1}: ${rule.name}`}</VisuallyHidden>
            <p className={own.rowName}>{rule.name}</p>
            <SelectField
              label="Price"
              options={[
                { value: 'fixed', label: 'A fixed price (Rs)' },
                { value: 'percent', label: 'A percentage off' },
              ]}
              value={rule.kind}
              onChange={(e) => setRule(rule.key, { kind: e.target.value === 'fixed' ? 'fixed' : 'percent' })}
              error={problems[`row.${rule.key}`]}
            />
            <TextField
              label={rule.kind === 'fixed' ? 'Rupees' : 'Per cent off'}
              inputMode="numeric"
              value={rule.value}
              onChange={(e) => setRule(rule.key, { value: e.target.value })}
            />
            <Button
              type="button"
              size="small"
              variant="secondary"
              aria-label={`Remove ${rule.name}`}
              onClick={() => removeRule(rule.key)}
            >
              Remove
            </Button>
          </fieldset>
        ))}
        <ProductFinder
          taken={rowsOf('product').map((r) => r.target)}
          onPick={(id, name) => addRule('product', String(id), name)}
        />
      </section>
      <section className={styles.section} aria-labelledby="tier-breaks-heading">
        <h2 id="tier-breaks-heading">Volume breaks</h2>
        <p className={styles.muted}>
          A line of at least the quantity takes the percentage off the price found above (1 to 50 %); a larger
          quantity never takes less off.
        </p>
        <Problems messages={problems.breaks} />
        {draft.breaks.map((b, i) => (
          <fieldset key={b.key} className={own.row}>
            <VisuallyHidden as="legend">{`Volume break ${i + 1}`}</VisuallyHidden>
            <TextField
              label="From (quantity)"
              inputMode="numeric"
              value={b.min}
              onChange={(e) => setBreak(b.key, { min: e.target.value })}
              error={problems[`break.${b.key}`]}
            />
            <TextField
              label="Per cent off"
              inputMode="numeric"
              value={b.percent}
              onChange={(e) => setBreak(b.key, { percent: e.target.value })}
            />
            <Button
              type="button"
              size="small"
              variant="secondary"
              aria-label={`Remove volume break ${i + 1}`}
              onClick={() => setDraft((d) => ({ ...d, breaks: d.breaks.filter((x) => x.key !== b.key) }))}
            >
              Remove
            </Button>
          </fieldset>
        ))}
        <Button
          type="button"
          variant="secondary"
          onClick={() =>
            setDraft((d) => ({ ...d, breaks: [...d.breaks, { key: newKey(), min: '', percent: '' }] }))
          }
        >
          Add a volume break
        </Button>
      </section>
      <div className={styles.buttons}>
        <Button type="submit" loading={created.isLoading || updated.isLoading} loadingLabel="Saving">
          Save the tier
        </Button>
        <Link to="/price-tiers">Back to the tiers</Link>
      </div>
    </form>
  );
}

export function PriceTierScreen() {
  const { id } = useParams();
  const isNew = id === 'new';
  const tierId = Number(id);
  const result = usePriceTiersQuery(undefined, { refetchOnMountOrArgChange: true, skip: isNew });
  const tier = result.data?.tiers.find((t) => t.id === tierId);
  const missing = !isNew && result.data !== undefined && !tier;
  const title = isNew
    ? 'New price tier'
    : missing
      ? 'Page not found'
      : tier
        ? `Price tier: ${tier.name}`
        : 'Price tier';
  return (
    <div className={styles.page}>
      <p>
        <Link to="/price-tiers">All price tiers</Link>
      </p>
      <h1>{title}</h1>
      {tier ? (
        <p className={styles.muted}>
          {tier.dealers === 1 ? '1 company buys' : `${tier.dealers} companies buy`} on this tier; a saved
          change prices their next cart and checkout.
        </p>
      ) : null}
      {missing ? <p>There is no price tier at this address.</p> : null}
      {result.isLoading ? <Spinner label="Loading the tier" /> : null}
      {result.error ? <Failed error={result.error} retry={result.refetch} /> : null}
      {isNew ? <TierForm key="new" tier={undefined} /> : null}
      {tier ? <TierForm key={tier.id} tier={tier} /> : null}
      {tier ? <DeleteTier tier={tier} /> : null}
    </div>
  );
}
