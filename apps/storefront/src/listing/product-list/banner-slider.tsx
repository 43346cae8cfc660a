// docs/browsing.md §2/§9 "Product List": a banner slider, autoplaying every 3 s like the banner carousel. The
// banner pictures carry their own words, so each slide is one link to where the banner leads; on the Nepali
// pages the Nepali picture where a banner has one (src/i18n/banner-picture.ts).
import type { Banner } from '@sajilo/api';
import { ResponsiveImage, Slider } from '@sajilo/ui';
import { Link } from 'react-router-dom';
import { useBannerPicture } from '../../i18n/banner-picture.js';
import { useIsNepali } from '../../i18n/localized.js';
import { BANNER_AUTOPLAY_MS } from '../../lib/timing.js';
import styles from './banner-slider.module.css';

export interface BannerSliderProps {
  label: string;
  banners: readonly Banner[];
  /** In view when the page opens (its first slide is the page's largest paint): that slide loads at once. */
  priority?: boolean;
}

export function BannerSlider({ label, banners, priority = false }: BannerSliderProps) {
  if (banners.length === 0) return null;
  return (
    <Slider
      label={label}
      autoplayDelay={BANNER_AUTOPLAY_MS}
      loop={banners.length > 1}
      className={styles.slider}
    >
      {banners.map((banner, index) => (
        <BannerSlide key={banner.id} banner={banner} priority={priority && index === 0} />
      ))}
    </Slider>
  );
}

function BannerSlide({ banner, priority }: { banner: Banner; priority: boolean }) {
  const shown = useBannerPicture()(banner);
  // The hover title in the page's language: on a Nepali page the Nepali description, or none (the picture's
  // alt already says the banner's words).
  const hover = useIsNepali() ? (banner.description_ne ?? undefined) : banner.description;
  const picture = (
    <ResponsiveImage
      image={shown.image}
      priority={priority}
      alt={shown.alt}
      lang={shown.lang}
      sizes="(min-width: 1224px) 1168px, 100vw"
      fit="cover"
      className={styles.image}
    />
  );
  return banner.link ? (
    <Link to={banner.link} className={styles.slide} title={hover || undefined}>
      {picture}
    </Link>
  ) : (
    <div className={styles.slide}>{picture}</div>
  );
}
