// docs/browsing.md §2.1 'Explore Our Category': a slider of category icon grids, 9 a slide (3 × 3), each
// linking to /products/categories/{slug}; a spinner while loading and 'Loading' when empty; and the slider's
// bar with an 'Explore More' link and the buttons 'Previous Product' and 'Next Product'. The server groups
// per slide.
import { Trans, useLingui } from '@lingui/react/macro';
import { useHomeCategorySlidesQuery } from '@sajilo/store';
import { ResponsiveImage, Slider, Spinner } from '@sajilo/ui';
import { Link } from 'react-router-dom';
import { QueryState } from '../components/query-state.js';
import { useLocalized } from '../i18n/localized.js';
import { Icon } from '../shell/icon.js';
import { CATEGORIES_PER_SLIDE } from './constants.js';
import styles from './explore-categories.module.css';

export function ExploreCategories() {
  const { t } = useLingui();
  const localized = useLocalized();
  const { data, isLoading, error, refetch } = useHomeCategorySlidesQuery();
  const slides = (data?.data.categories ?? [])
    .map((slide) => slide.slice(0, CATEGORIES_PER_SLIDE))
    .filter((slide) => slide.length > 0);
  return (
    <section className={styles.explore} aria-labelledby="explore-category-title">
      <div className={styles.inner}>
        <div className={styles.copy}>
          <p className={styles.eyebrow}>
            <Trans>Categories</Trans>
          </p>
          <h2 id="explore-category-title" className={styles.title}>
            <Trans>Explore Our Category</Trans>
          </h2>
          <p className={styles.text}>
            <Trans>
              Floor and wall tiles, WCs and basins, showers and faucets, kitchen sinks and lights: find the
              right category and compare every model we stock.
            </Trans>
          </p>
        </div>
        <div className={styles.slider}>
          {isLoading ? (
            <Spinner label={t`Loading`} block />
          ) : (
            <QueryState isLoading={false} error={error} refetch={refetch}>
              {slides.length === 0 ? (
                <p className={styles.empty}>
                  <Trans>Loading</Trans>
                </p>
              ) : (
                <Slider
                  label={t`Category slides`}
                  previousLabel={t`Previous Product`}
                  nextLabel={t`Next Product`}
                  toolbar={
                    <Link to="/products" className={styles.more}>
                      <Trans>Explore More</Trans>
                      <Icon name="arrow-right" size={18} />
                    </Link>
                  }
                >
                  {slides.map((slide) => (
                    <ul key={slide.map((category) => category.id).join('-')} className={styles.grid}>
                      {slide.map((category) => (
                        <li key={category.id}>
                          <Link
                            to={`/products/categories/${encodeURIComponent(category.slug)}`}
                            className={styles.category}
                          >
                            <span className={styles.icon}>
                              <ResponsiveImage image={category.image} alt="" sizes="72px" fit="contain" />
                            </span>
                            <span className={styles.name}>
                              {localized(category.title, category.title_ne)}
                            </span>
                          </Link>
                        </li>
                      ))}
                    </ul>
                  ))}
                </Slider>
              )}
            </QueryState>
          )}
        </div>
      </div>
    </section>
  );
}
