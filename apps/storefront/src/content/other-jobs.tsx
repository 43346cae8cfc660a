// docs/browsing.md §2.14 Career detail: the 'Other Jobs' side list, each to its own detail page.
import { Trans } from '@lingui/react/macro';
import type { Job } from '@sajilo/api';
import { Link } from 'react-router-dom';
import { LocalizedText } from '../i18n/localized-text.js';
import { useFormatDate } from './format-date.js';
import { jobHref } from './job-card.js';
import styles from './other-jobs.module.css';

export function OtherJobs({ jobs }: { jobs: readonly Job[] }) {
  return (
    <aside className={styles.other} aria-labelledby="other-jobs-heading">
      <h2 id="other-jobs-heading" className={styles.heading}>
        <Trans>Other Jobs</Trans>
      </h2>
      {jobs.length === 0 ? (
        <p className={styles.empty}>
          <Trans>No other job found</Trans>
        </p>
      ) : (
        <ul className={styles.list}>
          {jobs.map((job) => (
            <OtherJob key={job.slug} job={job} />
          ))}
        </ul>
      )}
    </aside>
  );
}

function OtherJob({ job }: { job: Job }) {
  const formatDate = useFormatDate();
  const deadline = formatDate(job.deadline);
  return (
    <li className={styles.item}>
      <Link to={jobHref(job.slug)} className={styles.link}>
        <LocalizedText en={job.title} ne={job.title_ne} />
      </Link>
      <span className={styles.meta}>
        <LocalizedText en={job.type} ne={job.type_ne} /> ·{' '}
        <Trans>
          Deadline <time dateTime={job.deadline}>{deadline}</time>
        </Trans>
      </span>
    </li>
  );
}
