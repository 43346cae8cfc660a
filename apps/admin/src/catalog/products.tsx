// Products: searched and filtered (category, brand, published, stock), newest first or sorted by title, code,
// price or stock, 25 a page; chosen products changed at once (publish, unpublish, move to a category, price
// by a percentage) or exported as CSV.
import { Button, formatPrice, SelectField, TextField } from '@sajilo/ui';
import { type FormEvent, useState } from 'react';
import toast from 'react-hot-toast';
import { Link } from 'react-router-dom';
import type { Column } from '../components/data-table.js';
import { ListScreen } from '../components/list-screen.js';
import { pagedList } from '../components/paged-list.js';
import { saveFile } from '../components/save-file.js';
import styles from '../components/screens.module.css';
import { type ListParams, useListParams } from '../components/use-list-params.js';
import { useMeQuery } from '../shell/shell-api.js';
import { useAdminStore } from '../store/store.js';
import own from './catalog.module.css';
import {
  type BulkInput,
  exportProducts,
  type ProductQuery,
  type ProductRow,
  useBrandsQuery,
  useBulkProductsMutation,
  useCategoriesQuery,
  useProductsQuery,
} from './catalog-api.js';
import { categoryOptions, showError } from './catalog-shared.js';

const FILTERS = ['q', 'category_id', 'brand_id', 'published', 'stock'] as const;

function readQuery(params: URLSearchParams, list: ListParams<(typeof SORTS)[number]>): ProductQuery {
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
    ...(list.sort ? { sort: list.sort } : {}),
    page: list.page,
  };
}

function BulkBar({ ids, done }: { ids: readonly number[]; done: () => void }) {
  const [bulk, { isLoading }] = useBulkProductsMutation();
  const categories = useCategoriesQuery(undefined);
  const [action, setAction] = useState<BulkInput['action']>('publish');
  const [category, setCategory] = useState('');
  const [percent, setPercent] = useState('');
  async function submit(event: FormEvent) {
    event.preventDefault();
    const body: BulkInput = {
      ids: [...ids],
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

/** The chosen products as CSV, in the columns the import reads (adminExportProducts with their ids). */
function ExportChosen({ ids }: { ids: readonly number[] }) {
  const { client } = useAdminStore();
  const [busy, setBusy] = useState(false);
  async function download() {
    setBusy(true);
    try {
      const csv = await exportProducts(client, ids);
      saveFile(
        new Blob([csv], { type: 'text/csv' }),
        `products-chosen-${new Date().toISOString().slice(0, 10)}.csv`,
      );
    } catch (failure) {
      toast.error(failure instanceof Error ? failure.message : 'The export failed. Please try again.');
    } finally {
      setBusy(false);
    }
  }
  return (
    <p className={styles.buttons}>
      <Button variant="secondary" loading={busy} loadingLabel="Exporting" onClick={download}>
        Export CSV of the {ids.length} chosen
      </Button>
    </p>
  );
}

const SORTS = ['title', 'code', 'price', 'stock'] as const;

const COLUMNS: Column<ProductRow, (typeof SORTS)[number]>[] = [
  {
    label: 'Product',
    sort: 'title',
    cell: (product) => (
      <>
        <span className={own.productCell}>
          {product.picture ? (
            <img src={product.picture} alt="" width={40} height={40} className={own.thumb} />
          ) : null}
          <Link to={`/products/${product.id}`}>{product.title}</Link>
        </span>
        {product.brand ? <span className={styles.muted}> {product.brand}</span> : null}
      </>
    ),
  },
  { label: 'Code', kind: 'value', sort: 'code', cell: (product) => product.product_code },
  { label: 'Category', cell: (product) => product.category ?? '—' },
  {
    label: 'Price',
    kind: 'number',
    sort: 'price',
    cell: (product) => (
      <>
        {formatPrice(product.sale_price ?? product.price)}
        {product.sale_price !== null ? (
          <>
            <br />
            <s className={styles.muted}>{formatPrice(product.price)}</s>
          </>
        ) : null}
      </>
    ),
  },
  { label: 'Stock', kind: 'number', sort: 'stock', cell: (product) => product.stock ?? '—' },
  { label: 'Shown', cell: (product) => (product.published ? 'Published' : 'Hidden') },
];

export function ProductsScreen() {
  const list = useListParams(SORTS);
  const { params } = list;
  const result = useProductsQuery(readQuery(params, list), { refetchOnMountOrArgChange: true });
  const categories = useCategoriesQuery(undefined);
  const brands = useBrandsQuery(undefined);
  const me = useMeQuery(undefined);
  const canWrite = me.data?.permissions.includes('catalog.write') ?? false;

  return (
    <ListScreen
      title="Products"
      actions={
        canWrite ? (
          <p className={own.actions}>
            <Link className={own.buttonLink} to="/products/new">
              New product
            </Link>
            <Link className={own.buttonLink} to="/products/import">
              Import or export CSV
            </Link>
          </p>
        ) : undefined
      }
      filters={{
        fields: (
          <>
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
          </>
        ),
        submit: 'Show products',
        onSubmit: list.filter(FILTERS),
        formKey: params.toString(),
      }}
      tableLabel="Products"
      noun={['product', 'products']}
      columns={COLUMNS}
      {...pagedList(list, result, (data) => data.products, { labels: ['Previous page', 'Next page'] })}
      selection={{
        name: (product) => `Choose ${product.title}`,
        allName: 'Choose every product of this page',
        actions: (ids, clear) => (
          <>
            {canWrite ? <BulkBar ids={ids} done={clear} /> : null}
            <ExportChosen ids={ids} />
          </>
        ),
      }}
    />
  );
}
