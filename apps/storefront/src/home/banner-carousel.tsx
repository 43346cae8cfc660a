// docs/browsing.md §1, §2: the home page opens with the banner carousel (3 s autoplay). The first banner is
// the page's largest paint, so it loads at once with high priority; its box is reserved before the data
// arrives, so nothing below moves when it does.
import { useLingui } from '@lingui/react/macro';
import { useBannersQuery } from '@sajilo/store';
import { ResponsiveImage, Slider } from '@sajilo/ui';
import { Link } from 'react-router-dom';
import { QueryState } from '../components/query-state.js';
import { useLocalized } from '../i18n/localized.js';
import { IMAGE_SIZES } from '../lib/image-sizes.js';
import { BANNER_AUTOPLAY_MS } from '../lib/timing.js';
import styles from './banner-carousel.module.css';

export function BannerCarousel() {
  const { t } = useLingui();
  const localized = useLocalized();
  const { data, isLoading, error, refetch } = useBannersQuery();
  const banners = data?.banners ?? [];
  return (
    <div className={styles.banners}>
      <QueryState isLoading={isLoading} error={error} refetch={refetch} label={t`Loading banners`}>
        {banners.length > 0 && (
          <Slider
            label={t`Banners`}
            autoplayDelay={BANNER_AUTOPLAY_MS}
            loop={banners.length > 1}
            spaceBetween={0}
            previousLabel={t`Previous banner`}
            nextLabel={t`Next banner`}
            className={styles.slider}
          >
            {banners.map((banner, index) => {
              const image = (
                <ResponsiveImage
                  image={banner.image}
                  alt={`${localized(banner.title, banner.title_ne)}: ${localized(banner.description, banner.description_ne)}`}
                  sizes={IMAGE_SIZES.banner}
                  priority={index === 0}
                  fit="cover"
                  className={styles.image}
                />
              );
              return (
                <div key={banner.id} className={styles.slide} data-banner={banner.id}>
                  {banner.link ? (
                    <Link to={banner.link} className={styles.link}>
                      {image}
                    </Link>
                  ) : (
                    image
                  )}
                </div>
              );
            })}
          </Slider>
        )}
      </QueryState>
    </div>
  );
}
