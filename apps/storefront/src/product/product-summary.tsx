// docs/browsing.md §2.3 product detail: title, price, where the goods are, SKU (the product_code), category
// and size, then the customer actions of docs/customer.md §2 (quantity spinner, add to cart, wishlist heart).
// Where the goods are: docs/tiles.md "Where the goods are, for shoppers".
import { Trans, useLingui } from '@lingui/react/macro';
import type { Product } from '@sajilo/api';
import { Price } from '@sajilo/ui';
import { unitPrices } from '@sajilo/units';
import { Link } from 'react-router-dom';
import { ProductActions } from '../customer/product-actions.js';
import { DealerPriceNote } from '../dealer/dealer-price-note.js';
import { useDealerPrices } from '../dealer/use-dealer.js';
import { useContentText, useLocalized } from '../i18n/localized.js';
import { useCounted, useFormatMeasure } from '../i18n/numbers.js';
import { DesignChoices } from './design-choices.js';
import { ProductAvailability } from './product-availability.js';
import styles from './product-summary.module.css';
import { SampleOffer } from './sample-offer.js';

export interface ProductSummaryProps {
  product: Product;
}

/**
 * A tile's price per m² and per sq.ft beside its price per box (docs/tiles.md "Prices"): @sajilo/units'
 * quotes, rounded up to the paisa, so a quote never shows less than the boxes charge for that area.
 */
function AreaPrices({ product }: { product: Product }) {
  const { t } = useLingui();
  const counted = useCounted();
  const formatMeasure = useFormatMeasure();
  const box = product.packaging;
  if (!box) return null;
  const prices = unitPrices(
    { piecesPerBox: box.pieces_per_box, mm2PerBox: box.mm2_per_box, boxesPerPallet: box.boxes_per_pallet },
    product.price * 100,
  );
  return (
    <div className={styles.areaPrices}>
      <p className={styles.perArea} data-testid="area-prices">
        <Price amount={prices.perSquareMetre / 100} label={t`Price per m²`} hideLabel />
        <span className={styles.unit}>{t`per m²`}</span>
        <span aria-hidden="true">·</span>
        <Price amount={prices.perSquareFoot / 100} label={t`Price per sq.ft`} hideLabel />
        <span className={styles.unit}>{t`per sq.ft`}</span>
      </p>
      <p className={styles.unit} data-testid="box-packaging">
        {box.grams_per_box === null
          ? t`A box: ${counted(box.pieces_per_box).count} pieces, ${formatMeasure(box.m2_per_box)} m²; ${counted(box.boxes_per_pallet).count} boxes a pallet.`
          : t`A box: ${counted(box.pieces_per_box).count} pieces, ${formatMeasure(box.m2_per_box)} m², ${formatMeasure(box.grams_per_box / 1000)} kg; ${counted(box.boxes_per_pallet).count} boxes a pallet.`}
      </p>
    </div>
  );
}

function sizeText(product: Product): string | null {
  if (!product.size) return null;
  return product.size_unit ? `${product.size} ${product.size_unit}` : product.size;
}

export function ProductSummary({ product }: ProductSummaryProps) {
  const { t } = useLingui();
  const localized = useLocalized();
  const contentText = useContentText();
  const colour = product.color ? contentText(product.color.subtitle, product.color.subtitle_ne) : null;
  const size = sizeText(product);
  const dealer = useDealerPrices([product.slug])?.get(product.slug);
  // The contract's selling units (piece, box, set) in the page's language; another word as it is.
  const perUnit = (unit: string) =>
    unit === 'box'
      ? t`per box`
      : unit === 'piece'
        ? t`per piece`
        : unit === 'set'
          ? t`per set`
          : t`per ${unit}`;
  return (
    <div className={styles.summary}>
      {product.brand ? (
        <Link to={`/products/brands/${encodeURIComponent(product.brand.slug)}`} className={styles.brand}>
          {product.brand.title}
        </Link>
      ) : null}
      <h1 className={styles.title}>{product.title}</h1>
      <p className={styles.priceLine}>
        <Price
          amount={dealer ? dealer.price : product.price}
          regularAmount={
            dealer && dealer.price !== dealer.shopPrice ? dealer.shopPrice : product.regular_price
          }
          label={t`Price`}
          hideLabel
          size="large"
        />
        {product.unit ? <span className={styles.unit}>{perUnit(product.unit)}</span> : null}
      </p>
      {dealer ? <DealerPriceNote slug={product.slug} /> : null}
      <AreaPrices product={product} />
      <DesignChoices slug={product.slug} />
      <ProductAvailability slug={product.slug} unit={product.unit} />
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt>
            <Trans>SKU</Trans>
          </dt>
          <dd>{product.product_code}</dd>
        </div>
        {product.category ? (
          <div className={styles.fact}>
            <dt>
              <Trans>Category</Trans>
            </dt>
            <dd>
              <Link to={`/products/categories/${encodeURIComponent(product.category.slug)}`}>
                {localized(product.category.title, product.category.title_ne)}
              </Link>
            </dd>
          </div>
        ) : null}
        {size ? (
          <div className={styles.fact}>
            <dt>
              <Trans>Size</Trans>
            </dt>
            <dd>{size}</dd>
          </div>
        ) : null}
        {product.color ? (
          <div className={styles.fact}>
            <dt>
              <Trans>Colour</Trans>
            </dt>
            <dd className={styles.colour}>
              <span
                className={styles.swatch}
                style={{ background: product.color.title }}
                aria-hidden="true"
              />
              <span lang={colour?.lang}>{colour?.text}</span>
            </dd>
          </div>
        ) : null}
      </dl>
      <ProductActions slug={product.slug} title={product.title} />
      {product.sample ? (
        <SampleOffer
          slug={product.slug}
          title={product.title}
          titleNe={product.title_ne}
          sample={product.sample}
        />
      ) : null}
    </div>
  );
}
