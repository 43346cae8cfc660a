// Beside the job application: what the visitor applies for (type, vacancies, salary, deadline), so the job
// stays in view while the form is filled in.
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { Job } from '@sajilo/api';
import { useFormatDate } from '../content/format-date.js';
import styles from './job-summary.module.css';

export function JobSummary({ job }: { job: Job }) {
  const formatDate = useFormatDate();
  const { t } = useLingui();
  const rows = [
    { term: t`Job type`, value: job.type },
    { term: t`Vacancy`, value: t`${plural(job.vacancy, { one: '# vacancy', other: '# vacancies' })}` },
    { term: t`Salary`, value: job.salary },
    { term: t`Education`, value: job.education },
    { term: t`Experience`, value: job.experience },
    { term: t`Apply before`, value: formatDate(job.deadline) },
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
