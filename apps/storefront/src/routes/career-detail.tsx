// docs/browsing.md §2.14 Career detail (/careers/{slug}): the job table, 'Other Details' (HTML), an 'Apply
// Now' link to /careers/{slug}/apply and the 'Other Jobs' side list.
import { select } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { isNotFound, useJobQuery } from '@sajilo/store';
import { EmptyState, RichText } from '@sajilo/ui';
import { Link, useParams } from 'react-router-dom';
import { recordStatus, usePageStatus } from '../app/page-status.js';
import { BsDate } from '../components/bs-date.js';
import { JobStructuredData } from '../components/job-structured-data.js';
import { QueryState } from '../components/query-state.js';
import { Seo } from '../components/seo.js';
import buttons from '../content/button-link.module.css';
import { ContentPage } from '../content/content-page.js';
import { formatDate } from '../content/format-date.js';
import { jobHref } from '../content/job-card.js';
import styles from '../content/job-detail.module.css';
import { isOpen } from '../content/job-open.js';
import { JobTable } from '../content/job-table.js';
import { OtherJobs } from '../content/other-jobs.js';
import { useContentText } from '../i18n/localized.js';
import { useCounted } from '../i18n/numbers.js';

export function Component() {
  const { t } = useLingui();
  const counted = useCounted();
  const text = useContentText();
  const CAREERS = { label: t`Careers`, href: '/careers' };
  const { careerId = '' } = useParams();
  // `currentData` belongs to this slug: following an other job never shows the previous one.
  const { currentData, isFetching, error, refetch } = useJobQuery(careerId);

  // An unknown slug: the page server answers 404 (docs/browsing.md §2.17).
  const notFound = isNotFound(error);
  usePageStatus(recordStatus(currentData, error, notFound));
  if (notFound) {
    return (
      <ContentPage title={t`Careers`} middle={CAREERS} current={t`Job not found`}>
        <Seo title={t`Job not found`} hiddenHeading={false} />
        <EmptyState
          title={t`This job is no longer open`}
          action={
            <Link to="/careers">
              <Trans>See all open jobs</Trans>
            </Link>
          }
        />
      </ContentPage>
    );
  }
  if (!currentData) {
    return (
      <ContentPage title={t`Careers`} middle={CAREERS}>
        <QueryState isLoading={isFetching} error={error} refetch={refetch}>
          {null}
        </QueryState>
      </ContentPage>
    );
  }

  const { job, jobs } = currentData;
  const titleText = text(job.title, job.title_ne);
  const jobTitle = titleText.text;
  const jobType = text(job.type, job.type_ne).text;
  const body = text(job.description, job.description_ne);
  const { count: vacancy, category } = counted(job.vacancy);
  const vacancies = t`${select(category, { one: `${vacancy} vacancy`, other: `${vacancy} vacancies` })}`;
  const posted = formatDate(job.date);
  const deadline = formatDate(job.deadline);
  return (
    <ContentPage title={jobTitle} titleLang={titleText.lang} middle={CAREERS}>
      <Seo
        title={t`${jobTitle} - Careers`}
        description={t`${jobType} job at Sajilo: ${jobTitle}, ${vacancies}. Apply by ${deadline}.`}
        hiddenHeading={false}
      />
      <JobStructuredData job={job} open={isOpen(job.deadline)} />
      <div className={styles.layout}>
        <div className={styles.main}>
          <p className={styles.posted}>
            <Trans>
              Posted on <time dateTime={job.date}>{posted}</time>
            </Trans>
          </p>
          <JobTable job={job} />
          <section aria-labelledby="other-details-heading">
            <h2 id="other-details-heading" className={styles.heading}>
              <Trans>Other Details</Trans>
            </h2>
            <RichText html={body.text} lang={body.lang} />
          </section>
          {isOpen(job.deadline) ? (
            <div className={styles.apply}>
              <p>
                <Trans>
                  Apply before <time dateTime={job.deadline}>{deadline}</time>
                  <BsDate date={job.deadline} parenthesised />.
                </Trans>
              </p>
              <Link to={`${jobHref(job.slug)}/apply`} className={buttons.primary}>
                <Trans>Apply Now</Trans>
              </Link>
            </div>
          ) : (
            // The server takes no application after the deadline day: no Apply Now to a form it refuses.
            <div className={styles.apply}>
              <p>
                <Trans>
                  Applications closed on <time dateTime={job.deadline}>{deadline}</time>
                  <BsDate date={job.deadline} parenthesised />.
                </Trans>
              </p>
              <Link to="/careers">
                <Trans>See the open jobs</Trans>
              </Link>
            </div>
          )}
        </div>
        <OtherJobs jobs={jobs} />
      </div>
    </ContentPage>
  );
}
