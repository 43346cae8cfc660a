// docs/browsing.md §2: the catalogue banner: 'EXPLORE OUR WIDE RANGE OF CATALOGUE', the heading 'Product
// Catalogue' and a 'View Catalogue' link to /catalogues. Drawn in CSS (a tiled wall), so it costs no image
// request.
import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { Icon } from '../shell/icon.js';
import styles from './catalogue-banner.module.css';

export function CatalogueBanner() {
  return (
    <section className={styles.banner} aria-labelledby="catalogue-banner-title">
      <div className={styles.inner}>
        <div className={styles.copy}>
          <p className={styles.eyebrow}>
            <Trans>EXPLORE OUR WIDE RANGE OF CATALOGUE</Trans>
          </p>
          <h2 id="catalogue-banner-title" className={styles.title}>
            <Trans>Product Catalogue</Trans>
          </h2>
          <p className={styles.text}>
            <Trans>
              Browse every tile series, sanitaryware range and fitting we carry, page by page, or download the
              PDF to take to your architect.
            </Trans>
          </p>
          <Link to="/catalogues" className={styles.cta}>
            <Trans>View Catalogue</Trans>
            <Icon name="arrow-right" size={18} />
          </Link>
        </div>
        <div className={styles.wall} aria-hidden="true">
          {Array.from({ length: 12 }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a fixed decorative pattern
            <span key={index} className={styles.tile} />
          ))}
        </div>
      </div>
    </section>
  );
}
