// docs/browsing.md §2.7 "Catalogues" (/catalogues): a grid of cards; 'View' opens the full-screen viewer,
// 'Download' fetches the PDF; empty: 'No catalogue found'.
import { useLingui } from '@lingui/react/macro';
import type { Catalogue } from '@sajilo/api';
import { useCataloguesQuery } from '@sajilo/store';
import { EmptyState } from '@sajilo/ui';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { QueryState } from '../components/query-state.js';
import { RecordSeo } from '../components/record-seo.js';
import { CatalogueCard } from '../content/catalogue-card.js';
import styles from '../content/catalogue-grid.module.css';
import { CatalogueViewer } from '../content/catalogue-viewer.js';
import { ContentPage } from '../content/content-page.js';

const EMPTY: readonly Catalogue[] = [];

function cameFromList(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'viewerFromList' in state;
}

export function Component() {
  const { t } = useLingui();
  const { data, isLoading, error, refetch } = useCataloguesQuery();
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const catalogues = data?.catalogues ?? EMPTY;
  const viewing = catalogues.find((catalogue) => catalogue.slug === params.get('view'));

  // Opened from a card: closing goes back, so Back after closing does not reopen it. Opened from a shared
  // link: closing just drops the parameter.
  const closeViewer = () => {
    if (cameFromList(location.state)) navigate(-1);
    else setParams({}, { replace: true });
  };

  return (
    <ContentPage title={t`Product Catalogue`}>
      <RecordSeo
        record="catalogues"
        title={t`Product Catalogue`}
        description={t`Browse and download Sajilo's tiles, sanitaryware, bath ware and lighting catalogues.`}
      />
      <QueryState isLoading={isLoading} error={error} refetch={refetch}>
        {catalogues.length === 0 ? (
          <EmptyState title={t`No catalogue found`} />
        ) : (
          <ul className={styles.grid} aria-label={t`Catalogues`}>
            {catalogues.map((catalogue, index) => (
              <li key={catalogue.slug}>
                <CatalogueCard catalogue={catalogue} priority={index < 2} />
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      <CatalogueViewer catalogue={viewing} onClose={closeViewer} />
    </ContentPage>
  );
}
