import type { ReactNode } from 'react';
import type { ProductCardItem } from '../../lib/types';
import { type LinkComponent, useLinkComponent } from '../link/link-provider';
import { Price } from '../price/price';
import { RatingStars } from '../rating-stars/rating-stars';
import { ResponsiveImage } from '../responsive-image/responsive-image';
import { useUiText } from '../ui-text/ui-text';
import styles from './product-card.module.css';

/** docs/browsing.md §2: every card links to the product detail page. */
export function productHref(slug: string): string {
  return `/products/${encodeURIComponent(slug)}`;
}

export interface ProductCardProps {
  product: ProductCardItem;
  /** Where the card leads; `/products/{slug}` by default. */
  href?: string;
  /** Renders the link (e.g. a router link); the LinkProvider's, or a plain anchor, by default. */
  linkComponent?: LinkComponent;
  headingLevel?: 2 | 3 | 4;
  /** The `sizes` of the image, matching the grid it sits in. */
  imageSizes?: string;
  /** The card is above the fold: its image loads first. */
  priority?: boolean;
  /** Show the brand above the title. */
  showBrand?: boolean;
  /** Controls that sit on the card without being part of its link, e.g. a wishlist button. */
  actions?: ReactNode;
}

export function ProductCard({
  product,
  href,
  linkComponent,
  headingLevel = 3,
  imageSizes = '(min-width: 1224px) 280px, (min-width: 600px) 33vw, 50vw',
  priority = false,
  showBrand = false,
  actions,
}: ProductCardProps) {
  const Link = useLinkComponent(linkComponent);
  const text = useUiText();
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={styles.card} data-slug={product.slug}>
      <div className={styles.media}>
        {/* Named by the card's title, which the app gives in the page's language (the stored alt is English). */}
        <ResponsiveImage
          image={product.image}
          alt={product.title}
          sizes={imageSizes}
          priority={priority}
          fit="cover"
          className={styles.image}
        />
      </div>
      <div className={styles.body}>
        {showBrand && product.brand && <p className={styles.brand}>{product.brand}</p>}
        <Heading className={styles.title}>
          <Link href={href ?? productHref(product.slug)} className={styles.link}>
            {product.title}
          </Link>
        </Heading>
        {product.rating ? (
          <RatingStars average={product.rating.average} count={product.rating.count} size="small" />
        ) : null}
        {/* docs/browsing.md §2: "price (Rs: amount)" */}
        <Price
          amount={product.price}
          regularAmount={product.regularPrice}
          separator=": "
          label={text.price}
          hideLabel
          className={styles.price}
        />
      </div>
      {actions !== undefined && <div className={styles.actions}>{actions}</div>}
    </article>
  );
}
