// Beside the job application: what the visitor applies for (type, vacancies, salary, deadline), so the job
// stays in view while the form is filled in.
import { select } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { Job } from '@sajilo/api';
import { useFormatDate } from '../content/format-date.js';
import { useCounted } from '../i18n/numbers.js';
import styles from './job-summary.module.css';

export function JobSummary({ job }: { job: Job }) {
  const formatDate = useFormatDate();
  const { t } = useLingui();
  const { count: vacancy, category } = useCounted()(job.vacancy);
  const rows = [
    { term: t`Job type`, value: job.type },
    {
      term: t`Vacancy`,
      value: t`${select(category, { one: `${vacancy} vacancy`, other: `${vacancy} vacancies` })}`,
    },
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
