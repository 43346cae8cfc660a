// docs/browsing.md §1: "a block of further home sections": the five departments of the shop (tiles, bath
// ware, sanitaryware, kitchen, lighting) with their sub-categories, each linking to its category listing.
import { Trans, useLingui } from '@lingui/react/macro';
import { useCategoryGroupsQuery } from '@sajilo/store';
import { ResponsiveImage } from '@sajilo/ui';
import { Link } from 'react-router-dom';
import { QueryState } from '../components/query-state.js';
import { useLocalized } from '../i18n/localized.js';
import { Icon } from '../shell/icon.js';
import styles from './category-showcase.module.css';
import { Section } from './section.js';

const SUBCATEGORIES_SHOWN = 4;

const categoryHref = (slug: string) => `/products/categories/${encodeURIComponent(slug)}`;

export function CategoryShowcase() {
  const { t } = useLingui();
  const localized = useLocalized();
  const { data, isLoading, error, refetch } = useCategoryGroupsQuery();
  const groups = data?.categories ?? [];
  if (!isLoading && !error && groups.length === 0) return null;
  return (
    <Section
      title={t`Everything for Your Home`}
      eyebrow={t`Shop by department`}
      intro={t`Five departments under one roof: pick a room, we will help with the rest.`}
      tone="muted"
    >
      <QueryState isLoading={isLoading} error={error} refetch={refetch}>
        <ul className={styles.grid}>
          {groups.map((group) => (
            <li key={group.id} className={styles.card}>
              <div className={styles.icon}>
                <ResponsiveImage image={group.image} alt="" sizes="96px" fit="contain" />
              </div>
              <h3 className={styles.title}>
                <Link to={categoryHref(group.slug)} className={styles.titleLink}>
                  {localized(group.title, group.title_ne)}
                </Link>
              </h3>
              {group.categories.length > 0 && (
                <ul className={styles.subs}>
                  {group.categories.slice(0, SUBCATEGORIES_SHOWN).map((sub) => (
                    <li key={sub.id}>
                      <Link to={categoryHref(sub.slug)} className={styles.sub}>
                        {localized(sub.title, sub.title_ne)}
                      </Link>
                    </li>
                  ))}
                </ul>
              )}
              <Link to={categoryHref(group.slug)} className={styles.more} aria-hidden="true" tabIndex={-1}>
                <Trans>Shop</Trans> {localized(group.title, group.title_ne)}
                <Icon name="arrow-right" size={16} />
              </Link>
            </li>
          ))}
        </ul>
      </QueryState>
    </Section>
  );
}
