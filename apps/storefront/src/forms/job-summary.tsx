// Beside the job application: what the visitor applies for (type, vacancies, salary, deadline), so the job
// stays in view while the form is filled in.
import type { Job } from '@sajilo/api';
import { formatDate } from '../content/format-date.js';
import styles from './job-summary.module.css';

export function JobSummary({ job }: { job: Job }) {
  const rows = [
    { term: 'Job type', value: job.type },
    { term: 'Vacancy', value: `${job.vacancy} ${job.vacancy === 1 ? 'vacancy' : 'vacancies'}` },
    { term: 'Salary', value: job.salary },
    { term: 'Education', value: job.education },
    { term: 'Experience', value: job.experience },
    { term: 'Apply before', value: formatDate(job.deadline) },
  ];
  return (
    <div className={styles.summary}>
      <h2 className={styles.title}>{job.title}</h2>
      <dl className={styles.list}>
        {rows.map((row) => (
          <div key={row.term} className={styles.row}>
            <dt className={styles.term}>{row.term}</dt>
            <dd className={styles.value}>{row.value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
