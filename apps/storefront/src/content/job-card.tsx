// docs/browsing.md §2.13 Career list: a card with title, type, posted date, vacancy count, salary, deadline,
// qualification and experience, and a 'Read More' link to /careers/{slug}.
import type { Job } from '@sajilo/api';
import { Link } from 'react-router-dom';
import buttons from './button-link.module.css';
import { formatDate } from './format-date.js';
import styles from './job-card.module.css';

export function jobHref(slug: string): string {
  return `/careers/${encodeURIComponent(slug)}`;
}

export function vacancyText(vacancy: number): string {
  return `${vacancy} ${vacancy === 1 ? 'vacancy' : 'vacancies'}`;
}

export function JobCard({ job }: { job: Job }) {
  return (
    <article className={styles.card} aria-labelledby={`job-${job.slug}`}>
      <header className={styles.header}>
        <h2 id={`job-${job.slug}`} className={styles.title}>
          {job.title}
        </h2>
        <p className={styles.badges}>
          <span className={styles.type}>{job.type}</span>
          <span className={styles.vacancy}>{vacancyText(job.vacancy)}</span>
        </p>
        <p className={styles.posted}>
          Posted on <time dateTime={job.date}>{formatDate(job.date)}</time>
        </p>
      </header>
      <dl className={styles.facts}>
        <div>
          <dt>Salary</dt>
          <dd>{job.salary}</dd>
        </div>
        <div>
          <dt>Deadline</dt>
          <dd>
            <time dateTime={job.deadline}>{formatDate(job.deadline)}</time>
          </dd>
        </div>
        <div>
          <dt>Qualification</dt>
          <dd>{job.education}</dd>
        </div>
        <div>
          <dt>Experience</dt>
          <dd>{job.experience}</dd>
        </div>
      </dl>
      <Link to={jobHref(job.slug)} className={buttons.secondary} aria-label={`Read More: ${job.title}`}>
        Read More
      </Link>
    </article>
  );
}
