// docs/browsing.md §2.13 Career list (/careers): one card per open job with a 'Read More' link.
import { useLingui } from '@lingui/react/macro';
import type { Job } from '@sajilo/api';
import { useJobsQuery } from '@sajilo/store';
import { EmptyState } from '@sajilo/ui';
import { QueryState } from '../components/query-state.js';
import { RecordSeo } from '../components/record-seo.js';
import { ContentPage } from '../content/content-page.js';
import { JobCard } from '../content/job-card.js';
import styles from '../content/job-grid.module.css';

const EMPTY: readonly Job[] = [];

export function Component() {
  const { t } = useLingui();
  const { data, isLoading, error, refetch } = useJobsQuery();
  const jobs = data?.jobs ?? EMPTY;
  return (
    <ContentPage title={t`Careers`}>
      <RecordSeo
        record="careers"
        title={t`Careers`}
        description={t`Open jobs at Sajilo: sales, service, delivery and office roles in Kathmandu.`}
      />
      <QueryState isLoading={isLoading} error={error} refetch={refetch}>
        {jobs.length === 0 ? (
          <EmptyState title={t`No job found`} description={t`There are no open positions right now.`} />
        ) : (
          <ul className={styles.grid} aria-label={t`Open jobs`}>
            {jobs.map((job) => (
              <li key={job.slug}>
                <JobCard job={job} />
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </ContentPage>
  );
}
