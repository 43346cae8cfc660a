// One product, new or existing: every field the storefront shows, the description in a rich-text editor,
// pictures uploaded and ordered, related products chosen by code, SEO, and whether it is published. The
// server checks and sanitises everything; a refused save keeps what was typed and shows why beside each field.
import type { RequestError } from '@sajilo/store';
import { Button, FileField, SelectField, Spinner, TextAreaField, TextField } from '@sajilo/ui';
import { type FormEvent, useState } from 'react';
import toast from 'react-hot-toast';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { Failed } from '../components/failed.js';
import { RichTextEditor } from '../components/rich-text-editor.js';
import styles from '../components/screens.module.css';
import { useMeQuery } from '../shell/shell-api.js';
import { LotStockSummary, useLottedStock } from '../stock/stock-field.js';
import { useAdminStore } from '../store/store.js';
import own from './catalog.module.css';
import {
  type AdminProduct,
  type Picture,
  type ProductInput,
  uploadPicture,
  useBrandsQuery,
  useCategoriesQuery,
  useColoursQuery,
  useCreateProductMutation,
  useDeleteProductMutation,
  useLazyProductsQuery,
  useProductQuery,
  useSizesQuery,
  useUpdateProductMutation,
} from './catalog-api.js';
import { categoryOptions, showError } from './catalog-shared.js';
import { DesignField } from './design-field.js';
import { type SampleDraft, SampleFields, sampleDraftOf, sampleInputOf } from './sample-fields.js';

interface Draft {
  title: string;
  title_ne: string;
  product_code: string;
  brand_id: string;
  category_id: string;
  color_id: string;
  size_id: string;
  /** docs/tiles.md "Designs": the product's design and finish. */
  design_id: string;
  finish: string;
  finish_ne: string;
  unit: string;
  price: string;
  sale_price: string;
  /** Kilograms as staff type them (28.5); sent as grams. */
  weight_kg: string;
  stock: string;
  /** A tile's packaging (docs/tiles.md "Packaging"): all three, or none for goods not sold by area. */
  pieces_per_box: string;
  m2_per_box: string;
  boxes_per_pallet: string;
  description: string;
  description_ne: string;
  pictures: (Pick<Picture, 'path' | 'url'> & { alt: string })[];
  related: { id: number; title: string; product_code: string }[];
  seo_title: string;
  seo_description: string;
  published: boolean;
  trending: boolean;
  /** The sample offer (docs/tiles.md "Samples"), and whether the product had one when it was read. */
  sample: SampleDraft;
  hadSample: boolean;
}

const text = (n: number | null | undefined) => (n === null || n === undefined ? '' : String(n));

/** Grams as kilograms for the field: 28500 → "28.5" (docs/delivery.md: stored in grams). */
function kgOf(grams: number | null | undefined): string {
  if (grams === null || grams === undefined) return '';
  const fraction = String(grams % 1000)
    .padStart(3, '0')
    .replace(/0+$/, '');
  return fraction ? `${Math.floor(grams / 1000)}.${fraction}` : String(Math.floor(grams / 1000));
}

/**
 * The typed kilograms as whole grams, without binary fractions ("28.5" → 28500); empty: none. Anything
 * else is sent as it cannot be stored, for the server to refuse beside the field.
 */
function gramsOf(kg: string): number | undefined {
  const value = kg.trim();
  if (value === '') return undefined;
  const match = /^(\d{1,5})(?:[.,](\d{1,3}))?$/.exec(value);
  if (!match) return Number.NaN;
  return Number(match[1]) * 1000 + Number((match[2] ?? '').padEnd(3, '0'));
}

function draftOf(p: AdminProduct | undefined): Draft {
  return {
    title: p?.title ?? '',
    title_ne: p?.title_ne ?? '',
    product_code: p?.product_code ?? '',
    brand_id: text(p?.brand_id),
    category_id: text(p?.category_id),
    color_id: text(p?.color_id),
    size_id: text(p?.size_id),
    design_id: text(p?.design_id),
    finish: p?.finish ?? '',
    finish_ne: p?.finish_ne ?? '',
    unit: p?.unit ?? 'piece',
    price: text(p?.price),
    sale_price: text(p?.sale_price),
    weight_kg: kgOf(p?.weight_grams),
    stock: text(p?.stock),
    pieces_per_box: text(p?.packaging?.pieces_per_box),
    m2_per_box: text(p?.packaging?.m2_per_box),
    boxes_per_pallet: text(p?.packaging?.boxes_per_pallet),
    description: p?.description ?? '',
    description_ne: p?.description_ne ?? '',
    pictures: (p?.pictures ?? []).map((x) => ({ path: x.path, url: x.url, alt: x.alt })),
    related: p?.related ?? [],
    seo_title: p?.seo_title ?? '',
    seo_description: p?.seo_description ?? '',
    published: p?.published ?? false,
    trending: p?.trending ?? false,
    sample: sampleDraftOf(p?.sample),
    hadSample: Boolean(p?.sample),
  };
}

/** The draft as the contract's input: empty optional fields left out (the server clears them). */
function inputOf(d: Draft): ProductInput {
  const id = (v: string) => (v ? Number(v) : undefined);
  const n = (v: string) => (v.trim() === '' ? undefined : Number(v.replace(/,/g, '')));
  const input: ProductInput = {
    title: d.title,
    title_ne: d.title_ne,
    product_code: d.product_code,
    price: n(d.price) ?? Number.NaN,
    unit: d.unit,
    design_id: id(d.design_id) ?? null,
    finish: d.finish,
    finish_ne: d.finish_ne,
    description: d.description,
    description_ne: d.description_ne,
    pictures: d.pictures.map((p) => ({ path: p.path, ...(p.alt ? { alt: p.alt } : {}) })),
    related_ids: d.related.map((r) => r.id),
    seo_title: d.seo_title,
    seo_description: d.seo_description,
    published: d.published,
    trending: d.trending,
  };
  const optional = {
    brand_id: id(d.brand_id),
    category_id: id(d.category_id),
    color_id: id(d.color_id),
    size_id: id(d.size_id),
    sale_price: n(d.sale_price),
    weight_grams: gramsOf(d.weight_kg),
    stock: n(d.stock),
  };
  for (const [key, value] of Object.entries(optional)) {
    if (value !== undefined) Object.assign(input, { [key]: value });
  }
  // The box's area as the staff type it (1.44 m²); the server stores it in whole mm² (@sajilo/units).
  const packed = [d.pieces_per_box, d.m2_per_box, d.boxes_per_pallet].map((v) => n(v.replace(',', '.')));
  if (packed.some((v) => v !== undefined)) {
    const [pieces, m2, pallet] = packed;
    input.packaging = {
      pieces_per_box: pieces ?? Number.NaN,
      m2_per_box: m2 ?? Number.NaN,
      boxes_per_pallet: pallet ?? Number.NaN,
    };
  }
  const sample = sampleInputOf(d.sample, d.hadSample);
  if (sample) input.sample = sample;
  return input;
}

function ProductForm({ product }: { product: AdminProduct | undefined }) {
  const navigate = useNavigate();
  const { client } = useAdminStore();
  const me = useMeQuery(undefined);
  const canWrite = me.data?.permissions.includes('catalog.write') ?? false;
  const [draft, setDraft] = useState<Draft>(() => draftOf(product));
  const [create, created] = useCreateProductMutation();
  const [update, updated] = useUpdateProductMutation();
  const [remove, removed] = useDeleteProductMutation();
  const [uploading, setUploading] = useState(false);
  const [findRelated, found] = useLazyProductsQuery();
  const [relatedCode, setRelatedCode] = useState('');
  const categories = useCategoriesQuery(undefined);
  const brands = useBrandsQuery(undefined);
  const colours = useColoursQuery(undefined);
  const sizes = useSizesQuery(undefined);
  const error = (product ? updated.error : created.error) as RequestError | undefined;
  const fields = error?.fieldErrors ?? {};
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const lotted = useLottedStock(product?.id);

  async function save(event: FormEvent) {
    event.preventDefault();
    // A product counted by lots keeps its count: the editor sends no number for it (docs/back-office.md "Stock").
    const { stock: _stock, ...rest } = inputOf(draft);
    const input = lotted ? rest : inputOf(draft);
    const result = product ? await update({ id: product.id, ...input }) : await create(input);
    if ('data' in result && result.data) {
      toast.success(result.data.message ?? 'Saved.');
      if (!product) navigate(`/products/${result.data.product.id}`, { replace: true });
    } else if (Object.keys((result.error as RequestError | undefined)?.fieldErrors ?? {}).length === 0) {
      showError(result.error);
    } else {
      toast.error('Some fields need changing: see the messages beside them.');
    }
  }

  async function addPictures(files: FileList | null) {
    if (!files?.length) return;
    setUploading(true);
    try {
      for (const file of Array.from(files)) {
        try {
          const picture = await uploadPicture(client, file, 'product');
          setDraft((d) => ({
            ...d,
            pictures: [...d.pictures, { path: picture.path, url: picture.url, alt: '' }],
          }));
        } catch (failure) {
          toast.error(`${file.name}: ${failure instanceof Error ? failure.message : 'the upload failed.'}`);
        }
      }
    } finally {
      setUploading(false);
    }
  }
  const movePicture = (index: number, by: number) =>
    setDraft((d) => {
      const pictures = [...d.pictures];
      const [moved] = pictures.splice(index, 1);
      if (moved) pictures.splice(index + by, 0, moved);
      return { ...d, pictures };
    });

  async function addRelated() {
    const code = relatedCode.trim();
    if (!code) return;
    const result = await findRelated({ q: code, page: 1 });
    const match = result.data?.products.find((p) => p.product_code.toLowerCase() === code.toLowerCase());
    if (!match) {
      toast.error(`No product has the code ${code}.`);
      return;
    }
    if (match.id === product?.id || draft.related.some((r) => r.id === match.id)) return;
    set('related', [
      ...draft.related,
      { id: match.id, title: match.title, product_code: match.product_code },
    ]);
    setRelatedCode('');
  }

  async function deleteProduct() {
    if (!product || !window.confirm(`Delete ${product.title}? Orders keep their lines.`)) return;
    const result = await remove(product.id);
    if ('data' in result && result.data) {
      toast.success(result.data.message);
      navigate('/products');
    } else showError(result.error);
  }

  const pictureErrors = fields.pictures;
  return (
    <form
      className={own.stack}
      onSubmit={save}
      noValidate
      aria-label={product ? 'The product' : 'New product'}
    >
      <section className={styles.section} aria-labelledby="basics-heading">
        <h2 id="basics-heading">The product</h2>
        <div className={own.grid}>
          <TextField
            label="Title"
            required
            value={draft.title}
            onChange={(e) => set('title', e.target.value)}
            error={fields.title}
          />
          <TextField
            label="Title in Nepali"
            lang="ne"
            hint="Shown on the shop's Nepali pages; the English title there when empty."
            value={draft.title_ne}
            onChange={(e) => set('title_ne', e.target.value)}
            error={fields.title_ne}
          />
          <TextField
            label="Product code"
            required
            hint="Unique; the CSV import matches products by it."
            value={draft.product_code}
            onChange={(e) => set('product_code', e.target.value)}
            error={fields.product_code}
          />
          <SelectField
            label="Category"
            value={draft.category_id}
            onChange={(e) => set('category_id', e.target.value)}
            options={[{ value: '', label: 'None' }, ...categoryOptions(categories.data?.categories ?? [])]}
            error={fields.category_id}
          />
          <SelectField
            label="Brand"
            value={draft.brand_id}
            onChange={(e) => set('brand_id', e.target.value)}
            options={[
              { value: '', label: 'None' },
              ...(brands.data?.brands ?? []).map((b) => ({ value: String(b.id), label: b.title })),
            ]}
            error={fields.brand_id}
          />
          <SelectField
            label="Colour"
            value={draft.color_id}
            onChange={(e) => set('color_id', e.target.value)}
            options={[
              { value: '', label: 'None' },
              ...(colours.data?.colours ?? []).map((c) => ({ value: String(c.id), label: c.name })),
            ]}
            error={fields.color_id}
          />
          <SelectField
            label="Size"
            value={draft.size_id}
            onChange={(e) => set('size_id', e.target.value)}
            options={[
              { value: '', label: 'None' },
              ...(sizes.data?.sizes ?? []).map((s) => ({ value: String(s.id), label: s.label })),
            ]}
            error={fields.size_id}
          />
        </div>
      </section>
      <DesignField
        productId={product?.id}
        designId={draft.design_id}
        finish={draft.finish}
        finishNe={draft.finish_ne}
        onDesign={(id) => set('design_id', id)}
        onFinish={(value) => set('finish', value)}
        onFinishNe={(value) => set('finish_ne', value)}
        errors={fields}
        canWrite={canWrite}
      />
      <section className={styles.section} aria-labelledby="price-heading">
        <h2 id="price-heading">Price and stock</h2>
        <div className={own.grid}>
          <TextField
            label="Price (Rs)"
            required
            inputMode="numeric"
            value={draft.price}
            onChange={(e) => set('price', e.target.value)}
            error={fields.price}
          />
          <TextField
            label="Sale price (Rs)"
            inputMode="numeric"
            hint="Below the price; empty for none."
            value={draft.sale_price}
            onChange={(e) => set('sale_price', e.target.value)}
            error={fields.sale_price}
          />
          <TextField
            label="Weight (kg)"
            inputMode="decimal"
            hint="One unit as sold (a box of tiles); delivery is charged by weight."
            value={draft.weight_kg}
            onChange={(e) => set('weight_kg', e.target.value)}
            error={fields.weight_grams}
          />
          {lotted && product ? (
            <LotStockSummary productId={product.id} />
          ) : (
            <TextField
              label="In stock"
              inputMode="numeric"
              hint="Empty when stock is not counted (always available)."
              value={draft.stock}
              onChange={(e) => set('stock', e.target.value)}
              error={fields.stock}
            />
          )}
          {product && !lotted ? (
            <p className={styles.muted}>
              <Link to={`/products/${product.id}/stock`}>Stock by lot and place</Link>
            </p>
          ) : null}
          <TextField
            label="Sold as"
            hint="piece, box, set…"
            value={draft.unit}
            onChange={(e) => set('unit', e.target.value)}
            error={fields.unit}
          />
        </div>
      </section>
      <section className={styles.section} aria-labelledby="packaging-heading">
        <h2 id="packaging-heading">Packaging (tiles)</h2>
        <p className={own.note}>
          For goods sold by area: the shop turns a shopper's floors and walls into boxes with these. Leave all
          three empty for other goods.
        </p>
        <div className={own.grid}>
          <TextField
            label="Pieces per box"
            inputMode="numeric"
            value={draft.pieces_per_box}
            onChange={(e) => set('pieces_per_box', e.target.value)}
            error={fields['packaging.pieces_per_box'] ?? fields.packaging}
          />
          <TextField
            label="m² per box"
            inputMode="decimal"
            hint="As printed on the box, e.g. 1.44"
            value={draft.m2_per_box}
            onChange={(e) => set('m2_per_box', e.target.value)}
            error={fields['packaging.m2_per_box']}
          />
          <TextField
            label="Boxes per pallet"
            inputMode="numeric"
            value={draft.boxes_per_pallet}
            onChange={(e) => set('boxes_per_pallet', e.target.value)}
            error={fields['packaging.boxes_per_pallet']}
          />
        </div>
      </section>
      <SampleFields value={draft.sample} onChange={(next) => set('sample', next)} fields={fields} />
      <section className={styles.section} aria-labelledby="description-heading">
        <h2 id="description-heading">Description</h2>
        <RichTextEditor
          key={product?.id ?? 'new'}
          label="Description"
          initial={draft.description}
          onChange={(html) => set('description', html)}
          error={fields.description}
        />
        <RichTextEditor
          key={`${product?.id ?? 'new'}-ne`}
          label="Description in Nepali"
          lang="ne"
          initial={draft.description_ne}
          onChange={(html) => set('description_ne', html)}
          error={fields.description_ne}
        />
      </section>
      <section className={styles.section} aria-labelledby="pictures-heading">
        <h2 id="pictures-heading">Pictures</h2>
        <p className={styles.muted}>
          JPEG, PNG or WebP, at most 5 MB each. The first is the product's card picture.
        </p>
        {draft.pictures.length > 0 ? (
          <ul className={own.pictures}>
            {draft.pictures.map((picture, index) => (
              <li key={picture.path} className={own.picture}>
                <img src={picture.url} alt={picture.alt || `Picture ${index + 1}`} />
                <TextField
                  label={`Picture ${index + 1}: what it shows`}
                  value={picture.alt}
                  onChange={(e) =>
                    set(
                      'pictures',
                      draft.pictures.map((p, i) => (i === index ? { ...p, alt: e.target.value } : p)),
                    )
                  }
                />
                <span className={own.buttons}>
                  <Button
                    type="button"
                    variant="secondary"
                    size="small"
                    disabled={index === 0}
                    onClick={() => movePicture(index, -1)}
                    aria-label={`Move picture ${index + 1} earlier`}
                  >
                    Earlier
                  </Button>
                  <Button
                    type="button"
                    variant="secondary"
                    size="small"
                    disabled={index === draft.pictures.length - 1}
                    onClick={() => movePicture(index, 1)}
                    aria-label={`Move picture ${index + 1} later`}
                  >
                    Later
                  </Button>
                  <Button
                    type="button"
                    variant="secondary"
                    size="small"
                    onClick={() =>
                      set(
                        'pictures',
                        draft.pictures.filter((_, i) => i !== index),
                      )
                    }
                    aria-label={`Remove picture ${index + 1}`}
                  >
                    Remove
                  </Button>
                </span>
              </li>
            ))}
          </ul>
        ) : null}
        {pictureErrors ? <p className={styles.error}>{pictureErrors.join(' ')}</p> : null}
        {canWrite ? (
          <FileField
            label="Add pictures"
            accept="image/jpeg,image/png,image/webp"
            multiple
            disabled={uploading}
            onChange={(e) => {
              void addPictures(e.target.files);
              e.target.value = '';
            }}
          />
        ) : null}
        {uploading ? <Spinner label="Uploading the pictures" /> : null}
      </section>
      <section className={styles.section} aria-labelledby="related-heading">
        <h2 id="related-heading">Related products</h2>
        {draft.related.length > 0 ? (
          <ul className={own.tree}>
            {draft.related.map((r) => (
              <li key={r.id} className={own.treeItem}>
                <span>
                  {r.title} <span className={styles.muted}>{r.product_code}</span>
                </span>
                <Button
                  type="button"
                  variant="secondary"
                  size="small"
                  onClick={() =>
                    set(
                      'related',
                      draft.related.filter((x) => x.id !== r.id),
                    )
                  }
                  aria-label={`Remove ${r.title} from the related products`}
                >
                  Remove
                </Button>
              </li>
            ))}
          </ul>
        ) : (
          <p className={styles.muted}>
            None chosen: the storefront shows the same category's nearest in price.
          </p>
        )}
        <div className={styles.formRow}>
          <TextField
            label="Related product's code"
            value={relatedCode}
            onChange={(e) => setRelatedCode(e.target.value)}
            error={fields.related_ids}
          />
          <Button
            type="button"
            variant="secondary"
            onClick={addRelated}
            loading={found.isFetching}
            loadingLabel="Looking for the product"
          >
            Add related product
          </Button>
        </div>
      </section>
      <section className={styles.section} aria-labelledby="seo-heading">
        <h2 id="seo-heading">Search engines and the storefront</h2>
        <div className={own.stack}>
          <TextField
            label="SEO title"
            hint="The page's title; the product's title when empty."
            value={draft.seo_title}
            onChange={(e) => set('seo_title', e.target.value)}
            error={fields.seo_title}
          />
          <TextAreaField
            label="SEO description"
            value={draft.seo_description}
            onChange={(e) => set('seo_description', e.target.value)}
            error={fields.seo_description}
          />
          <label className={own.checkRow}>
            <input
              type="checkbox"
              className={own.check}
              checked={draft.published}
              onChange={(e) => set('published', e.target.checked)}
            />
            Published (shown on the storefront)
          </label>
          <label className={own.checkRow}>
            <input
              type="checkbox"
              className={own.check}
              checked={draft.trending}
              onChange={(e) => set('trending', e.target.checked)}
            />
            Trending (on the home page)
          </label>
        </div>
      </section>
      {canWrite ? (
        <p className={own.actions}>
          <Button
            type="submit"
            loading={created.isLoading || updated.isLoading}
            loadingLabel="Saving the product"
          >
            {product ? 'Save the product' : 'Create the product'}
          </Button>
          {product ? (
            <Button
              type="button"
              variant="secondary"
              onClick={deleteProduct}
              loading={removed.isLoading}
              loadingLabel="Deleting"
            >
              Delete
            </Button>
          ) : null}
        </p>
      ) : null}
    </form>
  );
}

export function ProductScreen() {
  const { id } = useParams();
  const productId = Number(id);
  const isNew = id === 'new';
  const { data, error, isLoading, refetch } = useProductQuery(productId, {
    skip: isNew || !Number.isInteger(productId),
  });
  const title = isNew ? 'New product' : (data?.product.title ?? 'Product');
  return (
    <div className={styles.page}>
      <p>
        <Link to="/products">All products</Link>
      </p>
      <h1>{title}</h1>
      {data ? (
        <p className={styles.muted}>
          {data.product.published ? 'Published' : 'Not published'} · on the storefront at /products/
          {data.product.slug}
        </p>
      ) : null}
      {isLoading ? <Spinner label="Loading the product" /> : null}
      {error ? <Failed error={error} retry={refetch} /> : null}
      {isNew ? <ProductForm key="new" product={undefined} /> : null}
      {data ? <ProductForm key={`${data.product.id}`} product={data.product} /> : null}
    </div>
  );
}
