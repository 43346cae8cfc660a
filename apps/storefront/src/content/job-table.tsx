// docs/browsing.md §2.14 Career detail: the table of Title, Job Type, No. of Vacancy, Salary, Qualification,
// Experience and Deadline.
import { Trans, useLingui } from '@lingui/react/macro';
import type { Job } from '@sajilo/api';
import type { ReactNode } from 'react';
import { LocalizedText } from '../i18n/localized-text.js';
import { useCounted } from '../i18n/numbers.js';
import { useFormatDate } from './format-date.js';
import styles from './job-table.module.css';

export function JobTable({ job }: { job: Job }) {
  const formatDate = useFormatDate();
  const { t } = useLingui();
  const counted = useCounted();
  const rows: ReadonlyArray<readonly [string, ReactNode]> = [
    [t`Title`, <LocalizedText key="title" en={job.title} ne={job.title_ne} />],
    [t`Job Type`, <LocalizedText key="type" en={job.type} ne={job.type_ne} />],
    [t`No. of Vacancy`, counted(job.vacancy).count],
    [t`Salary`, <LocalizedText key="salary" en={job.salary} ne={job.salary_ne} />],
    [t`Qualification`, <LocalizedText key="education" en={job.education} ne={job.education_ne} />],
    [t`Experience`, <LocalizedText key="experience" en={job.experience} ne={job.experience_ne} />],
    [t`Deadline`, formatDate(job.deadline)],
  ];
  return (
    <div className={styles.frame}>
      <table className={styles.table}>
        <caption className={styles.caption}>
          <Trans>Job summary</Trans>
        </caption>
        <tbody>
          {rows.map(([label, value]) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              <td>{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
