// docs/browsing.md §2 / docs/customer.md §2 Shell: the showroom detail (/showrooms/{slug}) sits outside the
// shell (no site header or footer) and embeds the API host's server-rendered showroom page across the
// viewport. A slim bar above the frame holds a link back to the list (the page is usually opened in its own
// tab); it never covers the embedded page.
import { isRequestError, useShowroomQuery } from '@sajilo/store';
import { EmptyState } from '@sajilo/ui';
import { Link, useParams } from 'react-router-dom';
import { QueryState } from '../components/query-state.js';
import { Seo } from '../components/seo.js';
import styles from '../content/showroom-detail.module.css';

export function Component() {
  const { showroomId = '' } = useParams();
  const { data, isLoading, error, refetch } = useShowroomQuery(showroomId);

  if (isRequestError(error) && error.status === 404) {
    return (
      <main className={styles.message}>
        <Seo title="Showroom not found" />
        <EmptyState
          title="We could not find this showroom"
          description="It may have moved or closed. See all our showrooms for addresses and opening hours."
          action={
            <Link to="/showrooms" className={styles.messageLink}>
              See all showrooms
            </Link>
          }
        />
      </main>
    );
  }

  if (!data) {
    return (
      <main className={styles.message}>
        <Seo title="Showroom" />
        <QueryState isLoading={isLoading} error={error} refetch={refetch}>
          {null}
        </QueryState>
      </main>
    );
  }

  const { showroom } = data;
  return (
    <main className={styles.viewer}>
      <Seo title={showroom.title} description={showroom.summary} />
      <nav className={styles.bar} aria-label="Showroom">
        <Link to="/showrooms" className={styles.back}>
          <span aria-hidden="true">←</span> Back to showrooms
        </Link>
      </nav>
      <iframe className={styles.frame} src={showroom.page} title={`${showroom.title}: showroom details`} />
    </main>
  );
}
