import type { ImgHTMLAttributes } from 'react';
import type { ImageSource } from '../../lib/types';
import styles from './responsive-image.module.css';

export interface ResponsiveImageProps
  extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'width' | 'height' | 'loading'> {
  image: ImageSource;
  /** How wide the image is drawn at each viewport width, e.g. `(min-width: 1224px) 25vw, 50vw`. */
  sizes?: string;
  /** Above the fold (the LCP image): load at once with high priority instead of lazily. */
  priority?: boolean;
  /** Overrides the image's own alt text; pass `''` for a decorative image. */
  alt?: string;
  /** How the image fills a box its parent sizes; `natural` keeps its own size. */
  fit?: 'natural' | 'cover' | 'contain';
}

/**
 * An image from the API with its srcset, and its width and height always set so the browser reserves the
 * space before it loads (no layout shift).
 */
export function ResponsiveImage({
  image,
  sizes = '100vw',
  priority = false,
  alt,
  fit = 'natural',
  className,
  ...rest
}: ResponsiveImageProps) {
  const classes = [styles.image, fit === 'natural' ? undefined : styles[fit], className]
    .filter(Boolean)
    .join(' ');
  return (
    <img
      {...rest}
      className={classes}
      src={image.url}
      srcSet={image.srcset || undefined}
      sizes={image.srcset ? sizes : undefined}
      width={image.width}
      height={image.height}
      alt={alt ?? image.alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding={priority ? 'sync' : 'async'}
    />
  );
}
