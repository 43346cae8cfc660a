// docs/browsing.md §2/§9 "Product List": each group of categories shows its first 4 sub-categories as tiles
// linking to /products/categories/{slug}; the group's own title leads to the whole group.
import { Trans } from '@lingui/react/macro';
import type { CategoryGroup } from '@sajilo/api';
import { ResponsiveImage, VisuallyHidden } from '@sajilo/ui';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { LocalizedText } from '../../i18n/localized-text.js';
import styles from './category-group-section.module.css';

/** docs/browsing.md §9: category tiles per group on the Product List. */
export const TILES_PER_GROUP = 4;

const categoryHref = (slug: string) => `/products/categories/${encodeURIComponent(slug)}`;

export interface CategoryGroupSectionProps {
  group: CategoryGroup;
}

export function CategoryGroupSection({ group }: CategoryGroupSectionProps) {
  const headingId = useId();
  const tiles = group.categories.slice(0, TILES_PER_GROUP);
  return (
    <section className={styles.group} aria-labelledby={headingId}>
      <div className={styles.head}>
        <h2 id={headingId} className={styles.title}>
          <LocalizedText en={group.title} ne={group.title_ne} />
        </h2>
        <Link to={categoryHref(group.slug)} className={styles.all}>
          <Trans>View all</Trans>
          <VisuallyHidden>
            {' '}
            <LocalizedText en={group.title} ne={group.title_ne} />
          </VisuallyHidden>
          <span aria-hidden="true"> →</span>
        </Link>
      </div>
      {tiles.length === 0 ? (
        // A group without sub-categories still leads to its own products.
        <ul className={styles.tiles}>
          <li>
            <Tile title={group.title} title_ne={group.title_ne} slug={group.slug} image={group.image} />
          </li>
        </ul>
      ) : (
        <ul className={styles.tiles}>
          {tiles.map((category) => (
            <li key={category.id}>
              <Tile
                title={category.title}
                title_ne={category.title_ne}
                slug={category.slug}
                image={category.image}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function Tile({
  title,
  title_ne,
  slug,
  image,
}: Pick<CategoryGroup, 'title' | 'title_ne' | 'slug' | 'image'>) {
  return (
    <Link to={categoryHref(slug)} className={styles.tile}>
      <span className={styles.media}>
        <ResponsiveImage image={image} alt="" sizes="128px" fit="contain" className={styles.image} />
      </span>
      <span className={styles.name}>
        <LocalizedText en={title} ne={title_ne} />
      </span>
    </Link>
  );
}
