import type { Testimonial } from '@sajilo/api';
import { ResponsiveImage } from '@sajilo/ui';
import { formatDate } from '../content/format-date.js';
import { LocalizedText } from '../i18n/localized-text.js';
import styles from './testimonial-card.module.css';

export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  return (
    <figure className={styles.card}>
      <svg className={styles.quoteMark} viewBox="0 0 32 32" width="32" height="32" aria-hidden="true">
        <path
          fill="currentColor"
          d="M13 8C7.5 9.5 4 13.6 4 19.2 4 23 6.3 25 9 25c2.6 0 4.6-2 4.6-4.5S11.8 16 9.4 16c-.4 0-.8 0-1 .1.6-2.7 2.7-4.9 5.6-6zm15 0c-5.5 1.5-9 5.6-9 11.2 0 3.8 2.3 5.8 5 5.8 2.6 0 4.6-2 4.6-4.5S26.8 16 24.4 16c-.4 0-.8 0-1 .1.6-2.7 2.7-4.9 5.6-6z"
        />
      </svg>
      <blockquote className={styles.message}>
        <p>
          <LocalizedText en={testimonial.message} ne={testimonial.message_ne} />
        </p>
      </blockquote>
      <figcaption className={styles.person}>
        <ResponsiveImage
          image={testimonial.image}
          alt=""
          sizes="48px"
          fit="cover"
          className={styles.avatar}
        />
        <span>
          <span className={styles.name}>
            <LocalizedText en={testimonial.name} ne={testimonial.name_ne} />
          </span>
          <time className={styles.date} dateTime={testimonial.date}>
            {formatDate(testimonial.date, 'long')}
          </time>
        </span>
      </figcaption>
    </figure>
  );
}
