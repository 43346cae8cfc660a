// Beside the job application: what the visitor applies for (type, vacancies, salary, deadline), so the job
// stays in view while the form is filled in.
import { select } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { Job } from '@sajilo/api';
import { useFormatDate } from '../content/format-date.js';
import { LocalizedText } from '../i18n/localized-text.js';
import { useCounted } from '../i18n/numbers.js';
import styles from './job-summary.module.css';

export function JobSummary({ job }: { job: Job }) {
  const formatDate = useFormatDate();
  const { t } = useLingui();
  const { count: vacancy, category } = useCounted()(job.vacancy);
  const rows = [
    { term: t`Job type`, value: <LocalizedText en={job.type} ne={job.type_ne} /> },
    {
      term: t`Vacancy`,
      value: t`${select(category, { one: `${vacancy} vacancy`, other: `${vacancy} vacancies` })}`,
    },
    { term: t`Salary`, value: <LocalizedText en={job.salary} ne={job.salary_ne} /> },
    { term: t`Education`, value: <LocalizedText en={job.education} ne={job.education_ne} /> },
    { term: t`Experience`, value: <LocalizedText en={job.experience} ne={job.experience_ne} /> },
    { term: t`Apply before`, value: formatDate(job.deadline) },
  ];
  return (
    <div className={styles.summary}>
      <h2 className={styles.title}>
        <LocalizedText en={job.title} ne={job.title_ne} />
      </h2>
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
