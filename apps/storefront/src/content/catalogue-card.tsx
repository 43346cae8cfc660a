// docs/browsing.md §2.7 Catalogues: a card with the cover and title, a 'View' link that opens the full-screen
// viewer and a 'Download' link to the PDF. 'View' is a real link to `?view={slug}`: the open viewer lives in
// the URL, so it can be shared, and Back closes it.
import { Trans, useLingui } from '@lingui/react/macro';
import type { Catalogue } from '@sajilo/api';
import { ResponsiveImage } from '@sajilo/ui';
import { Link } from 'react-router-dom';
import { useLocalized } from '../i18n/localized.js';
import { LocalizedText } from '../i18n/localized-text.js';
import buttons from './button-link.module.css';
import styles from './catalogue-card.module.css';

export interface CatalogueCardProps {
  catalogue: Catalogue;
  priority?: boolean;
}

export function CatalogueCard({ catalogue, priority = false }: CatalogueCardProps) {
  const { t } = useLingui();
  const title = useLocalized()(catalogue.title, catalogue.title_ne);
  return (
    <article className={styles.card}>
      <div className={styles.cover}>
        <ResponsiveImage
          image={catalogue.image}
          alt=""
          sizes="(min-width: 1224px) 280px, (min-width: 600px) 30vw, 50vw"
          priority={priority}
          fit="cover"
        />
      </div>
      <div className={styles.body}>
        <h2 className={styles.title}>
          <LocalizedText en={catalogue.title} ne={catalogue.title_ne} />
        </h2>
        <div className={styles.actions}>
          <Link
            to={`?view=${encodeURIComponent(catalogue.slug)}`}
            state={{ viewerFromList: true }}
            className={buttons.primary}
            aria-label={t`View ${title}`}
          >
            <Trans>View</Trans>
          </Link>
          {/* Cross-origin files ignore `download` in some browsers; a new tab then shows the PDF instead
              of replacing the shop. */}
          <a
            href={catalogue.file}
            download
            target="_blank"
            rel="noopener"
            className={buttons.secondary}
            aria-label={t`Download ${title} (PDF)`}
          >
            <Trans>Download</Trans>
          </a>
        </div>
      </div>
    </article>
  );
}
