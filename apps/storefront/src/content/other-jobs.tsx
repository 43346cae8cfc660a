// docs/browsing.md §2.14 Career detail: the 'Other Jobs' side list, each to its own detail page.
import type { Job } from '@sajilo/api';
import { Link } from 'react-router-dom';
import { formatDate } from './format-date.js';
import { jobHref } from './job-card.js';
import styles from './other-jobs.module.css';

export function OtherJobs({ jobs }: { jobs: readonly Job[] }) {
  return (
    <aside className={styles.other} aria-labelledby="other-jobs-heading">
      <h2 id="other-jobs-heading" className={styles.heading}>
        Other Jobs
      </h2>
      {jobs.length === 0 ? (
        <p className={styles.empty}>No other job found</p>
      ) : (
        <ul className={styles.list}>
          {jobs.map((job) => (
            <li key={job.slug} className={styles.item}>
              <Link to={jobHref(job.slug)} className={styles.link}>
                {job.title}
              </Link>
              <span className={styles.meta}>
                {job.type} · Deadline <time dateTime={job.deadline}>{formatDate(job.deadline)}</time>
              </span>
            </li>
          ))}
        </ul>
      )}
    </aside>
  );
}
