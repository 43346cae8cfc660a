// docs/browsing.md §2.3 product detail: an image gallery with thumbnails. The main image is the page's
// largest paint, so it loads first (`priority`); thumbnails are buttons, so the gallery works from the
// keyboard (Tab to a thumbnail, Enter/Space to show it, arrow keys to move between them).
import { useLingui } from '@lingui/react/macro';
import type { Image } from '@sajilo/api';
import { ResponsiveImage } from '@sajilo/ui';
import { type KeyboardEvent, useRef, useState } from 'react';
import { useIsNepali } from '../i18n/localized.js';
import { IMAGE_SIZES } from '../lib/image-sizes.js';
import styles from './product-gallery.module.css';

export interface ProductGalleryProps {
  images: readonly Image[];
  title: string;
}

export function ProductGallery({ images, title }: ProductGalleryProps) {
  // The pictures' own descriptions are English: a Nepali page names them by the product's (Nepali) name.
  const nepali = useIsNepali();
  const { t } = useLingui();
  const [selected, setSelected] = useState(0);
  const thumbs = useRef<Array<HTMLButtonElement | null>>([]);
  const current = images[Math.min(selected, images.length - 1)];
  if (!current) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = images.length - 1;
    const moves: Record<string, number> = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowDown: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      ArrowUp: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    setSelected(target);
    thumbs.current[target]?.focus();
  };

  return (
    <section className={styles.gallery} aria-label={t`Images of ${title}`}>
      <figure className={styles.main}>
        <ResponsiveImage
          image={current}
          alt={nepali ? title : current.alt || title}
          sizes={IMAGE_SIZES.gallery}
          priority
          fit="contain"
          className={styles.mainImage}
        />
        {images.length > 1 ? (
          <figcaption className={styles.counter} aria-live="polite">
            {t`Image ${selected + 1} of ${images.length}`}
          </figcaption>
        ) : null}
      </figure>
      {images.length > 1 ? (
        <ul className={styles.thumbs} aria-label={t`Choose an image`}>
          {images.map((image, index) => (
            <li key={image.url}>
              <button
                ref={(element) => {
                  thumbs.current[index] = element;
                }}
                type="button"
                className={styles.thumb}
                aria-pressed={index === selected}
                aria-label={t`Show image ${index + 1} of ${images.length}`}
                onClick={() => setSelected(index)}
                onKeyDown={(event) => onKeyDown(event, index)}
              >
                <ResponsiveImage
                  image={image}
                  alt=""
                  sizes="80px"
                  fit="cover"
                  className={styles.thumbImage}
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
