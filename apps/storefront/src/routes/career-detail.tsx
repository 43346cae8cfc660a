// docs/browsing.md §2.14 Career detail (/careers/{slug}): the job table, 'Other Details' (HTML), an 'Apply
// Now' link to /careers/{slug}/apply and the 'Other Jobs' side list.
import { isRequestError, useJobQuery } from '@sajilo/store';
import { EmptyState, RichText } from '@sajilo/ui';
import { Link, useParams } from 'react-router-dom';
import { BsDate } from '../components/bs-date.js';
import { JobStructuredData } from '../components/job-structured-data.js';
import { QueryState } from '../components/query-state.js';
import { Seo } from '../components/seo.js';
import buttons from '../content/button-link.module.css';
import { ContentPage } from '../content/content-page.js';
import { formatDate } from '../content/format-date.js';
import { jobHref, vacancyText } from '../content/job-card.js';
import styles from '../content/job-detail.module.css';
import { isOpen } from '../content/job-open.js';
import { JobTable } from '../content/job-table.js';
import { OtherJobs } from '../content/other-jobs.js';

const CAREERS = { label: 'Careers', href: '/careers' };

export function Component() {
  const { careerId = '' } = useParams();
  // `currentData` belongs to this slug: following an other job never shows the previous one.
  const { currentData, isFetching, error, refetch } = useJobQuery(careerId);

  if (isRequestError(error) && error.status === 404) {
    return (
      <ContentPage title="Careers" middle={CAREERS} current="Job not found">
        <Seo title="Job not found" hiddenHeading={false} />
        <EmptyState
          title="This job is no longer open"
          action={<Link to="/careers">See all open jobs</Link>}
        />
      </ContentPage>
    );
  }
  if (!currentData) {
    return (
      <ContentPage title="Careers" middle={CAREERS}>
        <QueryState isLoading={isFetching} error={error} refetch={refetch}>
          {null}
        </QueryState>
      </ContentPage>
    );
  }

  const { job, jobs } = currentData;
  return (
    <ContentPage title={job.title} middle={CAREERS}>
      <Seo
        title={`${job.title} - Careers`}
        description={`${job.type} job at Sajilo: ${job.title}, ${vacancyText(job.vacancy)}. Apply by ${formatDate(job.deadline)}.`}
        hiddenHeading={false}
      />
      <JobStructuredData job={job} open={isOpen(job.deadline)} />
      <div className={styles.layout}>
        <div className={styles.main}>
          <p className={styles.posted}>
            Posted on <time dateTime={job.date}>{formatDate(job.date)}</time>
          </p>
          <JobTable job={job} />
          <section aria-labelledby="other-details-heading">
            <h2 id="other-details-heading" className={styles.heading}>
              Other Details
            </h2>
            <RichText html={job.description} />
          </section>
          {isOpen(job.deadline) ? (
            <div className={styles.apply}>
              <p>
                Apply before <time dateTime={job.deadline}>{formatDate(job.deadline)}</time>
                <BsDate date={job.deadline} parenthesised />.
              </p>
              <Link to={`${jobHref(job.slug)}/apply`} className={buttons.primary}>
                Apply Now
              </Link>
            </div>
          ) : (
            // The server takes no application after the deadline day: no Apply Now to a form it refuses.
            <div className={styles.apply}>
              <p>
                Applications closed on <time dateTime={job.deadline}>{formatDate(job.deadline)}</time>
                <BsDate date={job.deadline} parenthesised />.
              </p>
              <Link to="/careers">See the open jobs</Link>
            </div>
          )}
        </div>
        <OtherJobs jobs={jobs} />
      </div>
    </ContentPage>
  );
}
