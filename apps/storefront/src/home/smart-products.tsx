// docs/browsing.md §2.9 Who we are: "text about smart products with links to /products/categories/tiles,
// /products/categories/bath-ware and /products/categories/sanitaryware". The pictures are the departments'
// icons from the category groups when they have loaded; the links work without them.
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useCategoryGroupsQuery } from '@sajilo/store';
import { ResponsiveImage } from '@sajilo/ui';
import { Link } from 'react-router-dom';
import { usePageDigits } from '../i18n/numbers.js';
import { Icon } from '../shell/icon.js';
import { Section } from './section.js';
import styles from './smart-products.module.css';

/** Names and texts are catalogue messages (docs/nepal.md "Languages"), shown with `i18n._(…)`. */
const DEPARTMENTS = [
  {
    slug: 'tiles',
    title: msg`Tiles`,
    text: msg`Vitrified, porcelain and ceramic tiles for floors, walls and outdoors, in over 600 designs.`,
  },
  {
    slug: 'bath-ware',
    title: msg`Bath Ware`,
    text: msg`Faucets, showers, bathtubs and accessories that work well even on rooftop-tank pressure.`,
  },
  {
    slug: 'sanitaryware',
    title: msg`Sanitaryware`,
    text: msg`Rimless, water-saving WCs, basins and urinals that are quick to clean and built to last.`,
  },
] as const;

export function SmartProducts() {
  const { t, i18n } = useLingui();
  const pageDigits = usePageDigits();
  const { data } = useCategoryGroupsQuery();
  const groups = data?.categories ?? [];
  return (
    <Section
      title={t`Smart products for every room`}
      eyebrow={t`What we sell`}
      intro={t`Smart products make a home easier to live in: fittings that save water, surfaces that are easy to clean and lights that save power. We choose them for Nepali homes and stand behind them after the sale.`}
    >
      <ul className={styles.grid}>
        {DEPARTMENTS.map((department) => {
          const image = groups.find((group) => group.slug === department.slug)?.image;
          return (
            <li key={department.slug} className={styles.card}>
              <span className={styles.icon}>
                {image ? <ResponsiveImage image={image} alt="" sizes="64px" fit="contain" /> : null}
              </span>
              <h3 className={styles.title}>
                <Link to={`/products/categories/${department.slug}`} className={styles.link}>
                  {i18n._(department.title)}
                </Link>
              </h3>
              <p className={styles.text}>{pageDigits(i18n._(department.text))}</p>
              <span className={styles.more} aria-hidden="true">
                <Trans>Shop</Trans> {i18n._(department.title)}
                <Icon name="arrow-right" size={16} />
              </span>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
