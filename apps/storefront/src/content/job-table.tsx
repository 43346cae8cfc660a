// docs/browsing.md §2.14 Career detail: the table of Title, Job Type, No. of Vacancy, Salary, Qualification,
// Experience and Deadline.
import { Trans, useLingui } from '@lingui/react/macro';
import type { Job } from '@sajilo/api';
import { useCounted } from '../i18n/numbers.js';
import { useFormatDate } from './format-date.js';
import styles from './job-table.module.css';

export function JobTable({ job }: { job: Job }) {
  const formatDate = useFormatDate();
  const { t } = useLingui();
  const counted = useCounted();
  const rows: ReadonlyArray<readonly [string, string]> = [
    [t`Title`, job.title],
    [t`Job Type`, job.type],
    [t`No. of Vacancy`, counted(job.vacancy).count],
    [t`Salary`, job.salary],
    [t`Qualification`, job.education],
    [t`Experience`, job.experience],
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
