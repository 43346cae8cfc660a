// docs/browsing.md §2.8 Showrooms: a card (title, image, summary) linking to /showrooms/{slug} in a new tab;
// that page is the server-rendered showroom page without the shop's header and footer.
import { Trans } from '@lingui/react/macro';
import type { Showroom } from '@sajilo/api';
import { ResponsiveImage, VisuallyHidden } from '@sajilo/ui';
import { Link } from 'react-router-dom';
import { LocalizedText } from '../i18n/localized-text.js';
import styles from './showroom-card.module.css';

export interface ShowroomCardProps {
  showroom: Showroom;
  priority?: boolean;
}

export function ShowroomCard({ showroom, priority = false }: ShowroomCardProps) {
  return (
    <article className={styles.card}>
      <div className={styles.media}>
        <ResponsiveImage
          image={showroom.image}
          alt=""
          sizes="(min-width: 1224px) 380px, (min-width: 600px) 50vw, 100vw"
          priority={priority}
          fit="cover"
        />
      </div>
      <div className={styles.body}>
        <h2 className={styles.title}>
          <Link
            to={`/showrooms/${encodeURIComponent(showroom.slug)}`}
            target="_blank"
            rel="noopener"
            className={styles.link}
          >
            <LocalizedText en={showroom.title} ne={showroom.title_ne} />
            <VisuallyHidden>
              {' '}
              <Trans>(opens in a new tab)</Trans>
            </VisuallyHidden>
          </Link>
        </h2>
        <p className={styles.summary}>
          <LocalizedText en={showroom.summary} ne={showroom.summary_ne} />
        </p>
        <p className={styles.address}>
          <LocalizedText en={showroom.address} ne={showroom.address_ne} pageDigits />
        </p>
        <span className={styles.more} aria-hidden="true">
          <Trans>Visit showroom ↗</Trans>
        </span>
      </div>
    </article>
  );
}
