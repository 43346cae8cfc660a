// docs/browsing.md §2 / docs/customer.md §2 Shell: the showroom detail (/showrooms/{slug}) sits outside the
// shell (no site header or footer) and embeds the API host's server-rendered showroom page across the
// viewport. A slim bar above the frame holds a link back to the list (the page is usually opened in its own
// tab); it never covers the embedded page.
import { Trans, useLingui } from '@lingui/react/macro';
import { isNotFound, useShowroomQuery } from '@sajilo/store';
import { EmptyState } from '@sajilo/ui';
import { Link, useParams } from 'react-router-dom';
import { recordStatus, usePageStatus } from '../app/page-status.js';
import { QueryState } from '../components/query-state.js';
import { Seo } from '../components/seo.js';
import styles from '../content/showroom-detail.module.css';
import { useLocalized } from '../i18n/localized.js';

export function Component() {
  const { t } = useLingui();
  const { showroomId = '' } = useParams();
  const localized = useLocalized();
  const { data, isLoading, error, refetch } = useShowroomQuery(showroomId);

  // An unknown slug: the page server answers 404 (docs/browsing.md §2.17).
  const notFound = isNotFound(error);
  usePageStatus(recordStatus(data, error, notFound));
  if (notFound) {
    return (
      <main className={styles.message}>
        <Seo title={t`Showroom not found`} />
        <EmptyState
          title={t`We could not find this showroom`}
          description={t`It may have moved or closed. See all our showrooms for addresses and opening hours.`}
          action={
            <Link to="/showrooms" className={styles.messageLink}>
              <Trans>See all showrooms</Trans>
            </Link>
          }
        />
      </main>
    );
  }

  if (!data) {
    return (
      <main className={styles.message}>
        <Seo title={t`Showroom`} />
        <QueryState isLoading={isLoading} error={error} refetch={refetch}>
          {null}
        </QueryState>
      </main>
    );
  }

  const { showroom } = data;
  return (
    <main className={styles.viewer}>
      <Seo
        title={localized(showroom.title, showroom.title_ne)}
        description={localized(showroom.summary, showroom.summary_ne)}
      />
      <nav className={styles.bar} aria-label={t`Showroom`}>
        <Link to="/showrooms" className={styles.back}>
          <Trans>
            <span aria-hidden="true">←</span> Back to showrooms
          </Trans>
        </Link>
      </nav>
      <iframe
        className={styles.frame}
        src={showroom.page}
        title={t`${localized(showroom.title, showroom.title_ne)}: showroom details`}
      />
    </main>
  );
}
