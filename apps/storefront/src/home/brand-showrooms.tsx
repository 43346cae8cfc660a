// docs/browsing.md §2.9 Who we are: a Brand Showrooms block from the showrooms call. Each card leads to the
// showroom's page, which opens in a new tab like the showroom list (§2 Showrooms).
import { Trans, useLingui } from '@lingui/react/macro';
import { useShowroomsQuery } from '@sajilo/store';
import { EmptyState, ResponsiveImage, VisuallyHidden } from '@sajilo/ui';
import { Link } from 'react-router-dom';
import { QueryState } from '../components/query-state.js';
import { useLocalized } from '../i18n/localized.js';
import { LocalizedText } from '../i18n/localized-text.js';
import { Icon } from '../shell/icon.js';
import styles from './brand-showrooms.module.css';
import { Section } from './section.js';

export function BrandShowrooms() {
  const { t } = useLingui();
  const localized = useLocalized();
  const { data, isLoading, error, refetch } = useShowroomsQuery();
  const showrooms = data?.showrooms ?? [];
  return (
    <Section
      title={t`Brand Showrooms`}
      eyebrow={t`Visit us`}
      intro={t`See, touch and compare before you buy: working bathrooms, tile galleries and lighting studios across Kathmandu.`}
      action={{ href: '/showrooms', label: t`All Showrooms` }}
      tone="muted"
    >
      <QueryState isLoading={isLoading} error={error} refetch={refetch}>
        {showrooms.length === 0 ? (
          <EmptyState title={t`No showroom found`} />
        ) : (
          <ul className={styles.grid}>
            {showrooms.map((showroom) => (
              <li key={showroom.slug} className={styles.card}>
                <div className={styles.media}>
                  <ResponsiveImage
                    image={showroom.image}
                    alt=""
                    sizes="(min-width: 1224px) 384px, (min-width: 768px) 33vw, 100vw"
                    fit="cover"
                  />
                </div>
                <div className={styles.body}>
                  <h3 className={styles.title}>
                    <LocalizedText en={showroom.title} ne={showroom.title_ne} />
                  </h3>
                  <p className={styles.summary}>
                    <LocalizedText en={showroom.summary} ne={showroom.summary_ne} />
                  </p>
                  <ul className={styles.facts}>
                    <li>
                      <Icon name="map-pin" size={16} className={styles.factIcon} />
                      <LocalizedText en={showroom.address} ne={showroom.address_ne} pageDigits />
                    </li>
                    <li>
                      <Icon name="phone" size={16} className={styles.factIcon} />
                      {showroom.phone}
                    </li>
                    <li>
                      <Icon name="clock" size={16} className={styles.factIcon} />
                      <LocalizedText en={showroom.hours} ne={showroom.hours_ne} pageDigits />
                    </li>
                  </ul>
                  <Link
                    to={`/showrooms/${encodeURIComponent(showroom.slug)}`}
                    target="_blank"
                    rel="noopener noreferrer"
                    className={styles.link}
                  >
                    <Trans>Visit Showroom</Trans>
                    <VisuallyHidden>{t`: ${localized(showroom.title, showroom.title_ne)} (opens in a new tab)`}</VisuallyHidden>
                    <Icon name="arrow-right" size={16} />
                  </Link>
                </div>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </Section>
  );
}
