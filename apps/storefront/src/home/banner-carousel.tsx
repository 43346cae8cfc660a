// docs/browsing.md §1, §2: the home page opens with the banner carousel (3 s autoplay). The first banner is
// the page's largest paint, so it loads at once with high priority; its box is reserved before the data
// arrives, so nothing below moves when it does. On the Nepali pages a banner shows its Nepali picture when it
// has one (docs/nepal.md "Content in Nepali"), with the same sizes and priority.
import { useLingui } from '@lingui/react/macro';
import { useBannersQuery } from '@sajilo/store';
import { ResponsiveImage, Slider } from '@sajilo/ui';
import { Link } from 'react-router-dom';
import { QueryState } from '../components/query-state.js';
import { useBannerPicture } from '../i18n/banner-picture.js';
import { IMAGE_SIZES } from '../lib/image-sizes.js';
import { BANNER_AUTOPLAY_MS } from '../lib/timing.js';
import styles from './banner-carousel.module.css';

export function BannerCarousel() {
  const { t } = useLingui();
  const pictureOf = useBannerPicture();
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
              const shown = pictureOf(banner);
              const image = (
                <ResponsiveImage
                  image={shown.image}
                  alt={shown.alt}
                  lang={shown.lang}
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
