// docs/browsing.md §2.3 product detail: title, price, where the goods are, SKU (the product_code), category
// and size, then the customer actions of docs/customer.md §2 (quantity spinner, add to cart, wishlist heart).
// Where the goods are: docs/tiles.md "Where the goods are, for shoppers".
import { Trans, useLingui } from '@lingui/react/macro';
import type { Product } from '@sajilo/api';
import { Price } from '@sajilo/ui';
import { Link } from 'react-router-dom';
import { ProductActions } from '../customer/product-actions.js';
import { useLocalized } from '../i18n/localized.js';
import { ProductAvailability } from './product-availability.js';
import styles from './product-summary.module.css';

export interface ProductSummaryProps {
  product: Product;
}

function sizeText(product: Product): string | null {
  if (!product.size) return null;
  return product.size_unit ? `${product.size} ${product.size_unit}` : product.size;
}

export function ProductSummary({ product }: ProductSummaryProps) {
  const { t } = useLingui();
  const localized = useLocalized();
  const size = sizeText(product);
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
          amount={product.price}
          regularAmount={product.regular_price}
          label={t`Price`}
          hideLabel
          size="large"
        />
        {product.unit ? <span className={styles.unit}>{t`per ${product.unit}`}</span> : null}
      </p>
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
              {product.color.subtitle}
            </dd>
          </div>
        ) : null}
      </dl>
      <ProductActions slug={product.slug} title={product.title} />
    </div>
  );
}
