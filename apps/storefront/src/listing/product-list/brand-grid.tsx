// docs/browsing.md §2.2 "Product List": 'Brands We Offer', each logo linking to /products/brands/{slug}; 24
// first, a button toggling 'Show More' (all) and 'Show Less' (back to 24); no brands shows 'No Brand Found'.
import { Trans, useLingui } from '@lingui/react/macro';
import type { Brand } from '@sajilo/api';
import { Button, EmptyState, ResponsiveImage } from '@sajilo/ui';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import styles from './brand-grid.module.css';
import { hasMoreBrands, visibleBrands } from './brand-limit';

export interface BrandGridProps {
  brands: readonly Brand[];
}

export function BrandGrid({ brands }: BrandGridProps) {
  const { t } = useLingui();
  const [expanded, setExpanded] = useState(false);
  const headingId = useId();
  const listId = useId();
  const shown = visibleBrands(brands, expanded);

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        <Trans>Brands We Offer</Trans>
      </h2>
      {brands.length === 0 ? (
        <EmptyState title={t`No Brand Found`} />
      ) : (
        <>
          <ul id={listId} className={styles.grid}>
            {shown.map((brand) => (
              <li key={brand.id}>
                <Link to={`/products/brands/${encodeURIComponent(brand.slug)}`} className={styles.card}>
                  <ResponsiveImage
                    image={brand.image}
                    alt={brand.title}
                    sizes="(min-width: 1224px) 180px, (min-width: 600px) 25vw, 33vw"
                    fit="contain"
                    className={styles.logo}
                  />
                </Link>
              </li>
            ))}
          </ul>
          {hasMoreBrands(brands) ? (
            <Button
              variant="secondary"
              className={styles.toggle}
              aria-expanded={expanded}
              aria-controls={listId}
              onClick={() => setExpanded((current) => !current)}
            >
              {expanded ? t`Show Less` : t`Show More`}
            </Button>
          ) : null}
        </>
      )}
    </section>
  );
}
