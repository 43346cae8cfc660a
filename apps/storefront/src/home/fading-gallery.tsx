// docs/browsing.md §2.9 Who we are: "fading sliders" (2.5 s, §9). A square box reserved before the pictures
// arrive.
import { useLingui } from '@lingui/react/macro';
import type { Image } from '@sajilo/api';
import { ResponsiveImage, Slider } from '@sajilo/ui';
import { FADE_AUTOPLAY_MS } from '../lib/timing.js';
import styles from './fading-gallery.module.css';

export interface FadingGalleryProps {
  label: string;
  images: { key: string; image: Image; alt: string }[];
  /** The box's width at each viewport width, for the srcset. */
  sizes: string;
  /** The first picture is the page's largest paint. */
  priority?: boolean;
}

export function FadingGallery({ label, images, sizes, priority = false }: FadingGalleryProps) {
  const { t } = useLingui();
  return (
    <div className={styles.gallery}>
      {images.length > 0 && (
        <Slider
          // The slider decides once whether it autoplays (it needs two pictures); the pictures arrive from
          // two calls, so it starts afresh when their number changes.
          key={images.length}
          label={label}
          effect="fade"
          autoplayDelay={FADE_AUTOPLAY_MS}
          loop={images.length > 1}
          spaceBetween={0}
          previousLabel={t`Previous picture`}
          nextLabel={t`Next picture`}
          className={styles.slider}
        >
          {images.map((entry, index) => (
            <ResponsiveImage
              key={entry.key}
              image={entry.image}
              alt={entry.alt}
              sizes={sizes}
              priority={priority && index === 0}
              fit="cover"
              className={styles.image}
            />
          ))}
        </Slider>
      )}
    </div>
  );
}
