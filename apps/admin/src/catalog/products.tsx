// Products: searched and filtered (category, brand, published, stock), newest first, 25 a page; chosen
// products changed at once (publish, unpublish, move to a category, price by a percentage).
import { Button, formatPrice, SelectField, Spinner, TextField, VisuallyHidden } from '@sajilo/ui';
import { type FormEvent, useState } from 'react';
import toast from 'react-hot-toast';
import { Link, useSearchParams } from 'react-router-dom';
import { Failed } from '../components/failed.js';
import { Pager } from '../components/pager.js';
import styles from '../components/screens.module.css';
import { TableRegion } from '../components/table-region.js';
import { useMeQuery } from '../shell/shell-api.js';
import own from './catalog.module.css';
import {
  type BulkInput,
  type ProductQuery,
  useBrandsQuery,
  useBulkProductsMutation,
  useCategoriesQuery,
  useProductsQuery,
} from './catalog-api.js';
import { categoryOptions, showError } from './catalog-shared.js';

const FILTERS = ['q', 'category_id', 'brand_id', 'published', 'stock'] as const;

function readQuery(params: URLSearchParams): ProductQuery {
  const number = (name: string) => {
    const n = Number(params.get(name));
    return Number.isInteger(n) && n > 0 ? n : undefined;
  };
  const published = params.get('published');
  const stock = params.get('stock');
  const category = number('category_id');
  const brand = number('brand_id');
  return {
    ...(params.get('q') ? { q: params.get('q') ?? '' } : {}),
    ...(category ? { category_id: category } : {}),
    ...(brand ? { brand_id: brand } : {}),
    ...(published === 'true' || published === 'false' ? { published: published === 'true' } : {}),
    ...(stock === 'low' || stock === 'out' ? { stock } : {}),
    page: number('page') ?? 1,
  };
}

function BulkBar({ ids, done }: { ids: number[]; done: () => void }) {
  const [bulk, { isLoading }] = useBulkProductsMutation();
  const categories = useCategoriesQuery(undefined);
  const [action, setAction] = useState<BulkInput['action']>('publish');
  const [category, setCategory] = useState('');
  const [percent, setPercent] = useState('');
  async function submit(event: FormEvent) {
    event.preventDefault();
    const body: BulkInput = {
      ids,
      action,
      ...(action === 'set_category' && category ? { category_id: Number(category) } : {}),
      ...(action === 'change_price' && percent ? { percent: Number(percent) } : {}),
    };
    const result = await bulk(body);
    if ('data' in result && result.data) {
      toast.success(result.data.message);
      done();
    } else showError(result.error);
  }
  return (
    <form className={styles.formRow} onSubmit={submit} aria-label="Change the chosen products">
      <p className={styles.muted}>{ids.length} chosen</p>
      <SelectField
        label="Change"
        value={action}
        onChange={(e) => setAction(e.target.value as BulkInput['action'])}
        options={[
          { value: 'publish', label: 'Publish' },
          { value: 'unpublish', label: 'Unpublish' },
          { value: 'set_category', label: 'Move to a category' },
          { value: 'change_price', label: 'Change the price by %' },
        ]}
      />
      {action === 'set_category' ? (
        <SelectField
          label="Category"
          required
          value={category}
          onChange={(e) => setCategory(e.target.value)}
          options={[{ value: '', label: 'Choose…' }, ...categoryOptions(categories.data?.categories ?? [])]}
        />
      ) : null}
      {action === 'change_price' ? (
        <TextField
          label="Per cent"
          type="number"
          required
          step="0.1"
          min={-90}
          max={1000}
          hint="10 raises by 10 %; -5 lowers by 5 %."
          value={percent}
          onChange={(e) => setPercent(e.target.value)}
        />
      ) : null}
      <Button type="submit" loading={isLoading} loadingLabel="Changing the products">
        Apply to {ids.length}
      </Button>
    </form>
  );
}

export function ProductsScreen() {
  const [params, setParams] = useSearchParams();
  const query = readQuery(params);
  const { data, error, isLoading, isFetching, refetch } = useProductsQuery(query, {
    refetchOnMountOrArgChange: true,
  });
  const categories = useCategoriesQuery(undefined);
  const brands = useBrandsQuery(undefined);
  const me = useMeQuery(undefined);
  const canWrite = me.data?.permissions.includes('catalog.write') ?? false;
  const [chosen, setChosen] = useState<Set<number>>(new Set());

  function filter(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const next = new URLSearchParams();
    for (const name of FILTERS) {
      const value = String(form.get(name) ?? '').trim();
      if (value) next.set(name, value);
    }
    setChosen(new Set());
    setParams(next);
  }
  const goTo = (page: number) => {
    const next = new URLSearchParams(params);
    next.set('page', String(page));
    setChosen(new Set());
    setParams(next);
  };
  const toggle = (id: number) =>
    setChosen((now) => {
      const next = new Set(now);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const all = data?.products.map((p) => p.id) ?? [];
  const allChosen = all.length > 0 && all.every((id) => chosen.has(id));

  return (
    <div className={styles.page}>
      <div className={own.titleRow}>
        <h1>Products</h1>
        {canWrite ? (
          <p className={own.actions}>
            <Link className={own.buttonLink} to="/products/new">
              New product
            </Link>
            <Link className={own.buttonLink} to="/products/import">
              Import or export CSV
            </Link>
          </p>
        ) : null}
      </div>
      <section className={styles.section} aria-label="Filters">
        <form className={styles.formRow} onSubmit={filter} key={params.toString()}>
          <TextField label="Title or code" name="q" type="search" defaultValue={params.get('q') ?? ''} />
          <SelectField
            label="Category"
            name="category_id"
            defaultValue={params.get('category_id') ?? ''}
            options={[
              { value: '', label: 'Every category' },
              ...categoryOptions(categories.data?.categories ?? []),
            ]}
          />
          <SelectField
            label="Brand"
            name="brand_id"
            defaultValue={params.get('brand_id') ?? ''}
            options={[
              { value: '', label: 'Every brand' },
              ...(brands.data?.brands ?? []).map((b) => ({ value: String(b.id), label: b.title })),
            ]}
          />
          <SelectField
            label="Shown"
            name="published"
            defaultValue={params.get('published') ?? ''}
            options={[
              { value: '', label: 'Published or not' },
              { value: 'true', label: 'Published' },
              { value: 'false', label: 'Not published' },
            ]}
          />
          <SelectField
            label="Stock"
            name="stock"
            defaultValue={params.get('stock') ?? ''}
            options={[
              { value: '', label: 'Any stock' },
              { value: 'low', label: 'Fewer than 5' },
              { value: 'out', label: 'None in stock' },
            ]}
          />
          <Button type="submit">Show products</Button>
        </form>
      </section>
      {isLoading ? <Spinner label="Loading the products" /> : null}
      {error ? <Failed error={error} retry={refetch} /> : null}
      {data ? (
        <section className={styles.section} aria-label="Products found" aria-busy={isFetching}>
          <p className={styles.muted}>
            {data.total} {data.total === 1 ? 'product' : 'products'}; page {data.page} of {data.pages}
          </p>
          {canWrite && chosen.size > 0 ? (
            <BulkBar ids={[...chosen]} done={() => setChosen(new Set())} />
          ) : null}
          <TableRegion label="Products">
            <table className={styles.table}>
              <thead>
                <tr>
                  {canWrite ? (
                    <th scope="col">
                      <label>
                        <VisuallyHidden>Choose every product of this page</VisuallyHidden>
                        <input
                          type="checkbox"
                          className={own.check}
                          checked={allChosen}
                          onChange={() => setChosen(allChosen ? new Set() : new Set(all))}
                        />
                      </label>
                    </th>
                  ) : null}
                  <th scope="col">Product</th>
                  <th scope="col">Code</th>
                  <th scope="col">Category</th>
                  <th scope="col" className={styles.number}>
                    Price
                  </th>
                  <th scope="col" className={styles.number}>
                    Stock
                  </th>
                  <th scope="col">Shown</th>
                </tr>
              </thead>
              <tbody>
                {data.products.map((product) => (
                  <tr key={product.id}>
                    {canWrite ? (
                      <td>
                        <label>
                          <VisuallyHidden>Choose {product.title}</VisuallyHidden>
                          <input
                            type="checkbox"
                            className={own.check}
                            checked={chosen.has(product.id)}
                            onChange={() => toggle(product.id)}
                          />
                        </label>
                      </td>
                    ) : null}
                    <td>
                      <span className={own.productCell}>
                        {product.picture ? (
                          <img src={product.picture} alt="" width={40} height={40} className={own.thumb} />
                        ) : null}
                        <Link to={`/products/${product.id}`}>{product.title}</Link>
                      </span>
                      {product.brand ? <span className={styles.muted}> {product.brand}</span> : null}
                    </td>
                    <td className={styles.value}>{product.product_code}</td>
                    <td>{product.category ?? '—'}</td>
                    <td className={styles.number}>
                      {formatPrice(product.sale_price ?? product.price)}
                      {product.sale_price !== null ? (
                        <>
                          <br />
                          <s className={styles.muted}>{formatPrice(product.price)}</s>
                        </>
                      ) : null}
                    </td>
                    <td className={styles.number}>{product.stock ?? '—'}</td>
                    <td>{product.published ? 'Published' : 'Hidden'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableRegion>
          <Pager
            of="products"
            page={data.page}
            pages={data.pages}
            onPage={goTo}
            labels={['Previous page', 'Next page']}
          />
        </section>
      ) : null}
    </div>
  );
}
