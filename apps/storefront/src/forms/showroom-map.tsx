// docs/customer.md §2.8 Contact Us embedded map: the head office's map (its map_url), loaded lazily below the
// fold.
import { Trans, useLingui } from '@lingui/react/macro';
import type { Showroom } from '@sajilo/api';
import { Link } from 'react-router-dom';
import { useLocalized } from '../i18n/localized.js';
import { LocalizedText } from '../i18n/localized-text.js';
import { Icon } from '../shell/icon.js';
import styles from './showroom-map.module.css';

export interface ShowroomMapProps {
  showroom: Showroom;
}

export function ShowroomMap({ showroom }: ShowroomMapProps) {
  const { t } = useLingui();
  const title = useLocalized()(showroom.title, showroom.title_ne);
  return (
    <section className={styles.map} aria-labelledby="map-heading">
      <h2 id="map-heading" className={styles.heading}>
        <Trans>Visit {title}</Trans>
      </h2>
      <p className={styles.address}>
        <Icon name="map-pin" size={18} />
        <span>
          <LocalizedText en={showroom.address} ne={showroom.address_ne} pageDigits /> ·{' '}
          <LocalizedText en={showroom.hours} ne={showroom.hours_ne} pageDigits /> ·{' '}
          <Link to={`/showrooms/${showroom.slug}`}>
            <Trans>Showroom details</Trans>
          </Link>
        </span>
      </p>
      {showroom.map_url && (
        <iframe
          src={showroom.map_url}
          title={t`Map of ${title}`}
          loading="lazy"
          referrerPolicy="no-referrer-when-downgrade"
          className={styles.frame}
        />
      )}
    </section>
  );
}
