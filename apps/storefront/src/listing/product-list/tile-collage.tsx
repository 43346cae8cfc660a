// docs/browsing.md §2.2 "Product List": the tile banner collage. Real tiles of the catalogue (the first
// pictures of the tiles category, docs/browsing.md §2.9 "Who we are" links the same
// /products/categories/tiles) around a banner card that leads to the whole range.
import { Trans, useLingui } from '@lingui/react/macro';
import type { ProductSummary } from '@sajilo/api';
import { useCategoryListingQuery } from '@sajilo/store';
import { ResponsiveImage } from '@sajilo/ui';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { useLocalized } from '../../i18n/localized.js';
import styles from './tile-collage.module.css';

export const TILES_SLUG = 'tiles';
const PIECES = 4;

/**
 * Products with different pictures, one per kind of tile first: a collage of the same texture four times
 * says nothing.
 */
export function collagePieces(products: readonly ProductSummary[], count = PIECES): ProductSummary[] {
  const pictures = new Set<string>();
  const kinds = new Set<string | null>();
  const pieces: ProductSummary[] = [];
  for (const newKindOnly of [true, false]) {
    for (const product of products) {
      if (pieces.length === count) return pieces;
      if (pictures.has(product.image.url) || (newKindOnly && kinds.has(product.category))) continue;
      pictures.add(product.image.url);
      kinds.add(product.category);
      pieces.push(product);
    }
  }
  return pieces;
}

export function TileCollage() {
  const { t } = useLingui();
  const headingId = useId();
  const localized = useLocalized();
  const { currentData } = useCategoryListingQuery({ slug: TILES_SLUG });
  const pieces = collagePieces(currentData?.products ?? []);
  const title = currentData ? localized(currentData.category.title, currentData.category.title_ne) : t`Tiles`;

  return (
    <section className={styles.collage} aria-labelledby={headingId}>
      <Link to={`/products/categories/${TILES_SLUG}`} className={styles.banner}>
        <span className={styles.kicker}>
          <Trans>Tile Collection</Trans>
        </span>
        <h2 id={headingId} className={styles.heading}>
          <Trans>Floors and walls in marble, wood and stone finishes</Trans>
        </h2>
        {currentData && currentData.totalProducts > 0 ? (
          <p className={styles.lead}>
            <Trans>{currentData.totalProducts} designs for floors, walls and outdoor spaces.</Trans>
          </p>
        ) : null}
        <span className={styles.cta}>
          <Trans>
            Explore {title}
            <span aria-hidden="true">→</span>
          </Trans>
        </span>
      </Link>
      <ul className={styles.pieces}>
        {Array.from({ length: PIECES }, (_, index) => {
          const product = pieces[index];
          // Empty cells keep the collage's shape while the pictures load (or if there are fewer).
          return (
            <li key={product?.slug ?? `empty-${index}`} className={styles.piece}>
              {product ? (
                <Link to={`/products/${encodeURIComponent(product.slug)}`} className={styles.pieceLink}>
                  <ResponsiveImage
                    image={product.image}
                    alt={localized(product.title, product.title_ne)}
                    sizes="(min-width: 1224px) 290px, (min-width: 600px) 25vw, 50vw"
                    fit="cover"
                    className={styles.image}
                  />
                  <span className={styles.caption} aria-hidden="true">
                    {product.category
                      ? localized(product.category, product.category_ne)
                      : localized(product.title, product.title_ne)}
                  </span>
                </Link>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
