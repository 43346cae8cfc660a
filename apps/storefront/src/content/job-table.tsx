// docs/browsing.md §2.14 Career detail: the table of Title, Job Type, No. of Vacancy, Salary, Qualification,
// Experience and Deadline.
import type { Job } from '@sajilo/api';
import { formatDate } from './format-date.js';
import styles from './job-table.module.css';

export function JobTable({ job }: { job: Job }) {
  const rows: ReadonlyArray<readonly [string, string]> = [
    ['Title', job.title],
    ['Job Type', job.type],
    ['No. of Vacancy', String(job.vacancy)],
    ['Salary', job.salary],
    ['Qualification', job.education],
    ['Experience', job.experience],
    ['Deadline', formatDate(job.deadline)],
  ];
  return (
    <div className={styles.frame}>
      <table className={styles.table}>
        <caption className={styles.caption}>Job summary</caption>
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
