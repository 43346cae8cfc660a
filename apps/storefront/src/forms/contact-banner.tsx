// docs/customer.md §2.8 Contact Us "rotating image banner": the showrooms' photographs with their names and
// addresses, turning every 3 s (paused by its button, or for visitors who prefer reduced motion).
import { useLingui } from '@lingui/react/macro';
import type { Showroom } from '@sajilo/api';
import { ResponsiveImage, Slider } from '@sajilo/ui';
import { useContentText, useIsNepali } from '../i18n/localized.js';
import { LocalizedText } from '../i18n/localized-text.js';
import { CONTACT_BANNER_AUTOPLAY_MS } from '../lib/timing.js';
import styles from './contact-banner.module.css';

export interface ContactBannerProps {
  showrooms: readonly Showroom[];
}

export function ContactBanner({ showrooms }: ContactBannerProps) {
  const { t } = useLingui();
  const text = useContentText();
  const nepali = useIsNepali();
  if (showrooms.length === 0) return <div className={[styles.banner, styles.placeholder].join(' ')} />;
  return (
    <div className={styles.banner}>
      <Slider
        label={t`Showroom photos`}
        effect="fade"
        autoplayDelay={CONTACT_BANNER_AUTOPLAY_MS}
        loop={showrooms.length > 1}
        spaceBetween={0}
        previousLabel={t`Previous showroom`}
        nextLabel={t`Next showroom`}
      >
        {showrooms.map((showroom, index) => (
          <figure key={showroom.slug} className={styles.frame}>
            <ResponsiveImage
              image={showroom.image}
              // The photograph's own description is English; a Nepali page names the showroom in Nepali.
              alt={
                nepali ? text(showroom.title, showroom.title_ne).text : showroom.image.alt || showroom.title
              }
              lang={nepali ? text(showroom.title, showroom.title_ne).lang : undefined}
              sizes="(min-width: 1224px) 1200px, 100vw"
              priority={index === 0}
              fit="cover"
              className={styles.image}
            />
            <figcaption className={styles.caption}>
              <span className={styles.title}>
                <LocalizedText en={showroom.title} ne={showroom.title_ne} />
              </span>
              <span className={styles.address}>
                <LocalizedText en={showroom.address} ne={showroom.address_ne} pageDigits />
              </span>
            </figcaption>
          </figure>
        ))}
      </Slider>
    </div>
  );
}
