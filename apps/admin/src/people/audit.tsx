// The audit log (the owner's): every change, newest first, with the record before and after.
import { Spinner } from '@sajilo/ui';
import { useState } from 'react';
import { Failed } from '../components/failed.js';
import { Pager } from '../components/pager.js';
import styles from '../components/screens.module.css';
import { TableRegion } from '../components/table-region.js';
import { useAuditQuery } from './people-api.js';

const show = (value: Record<string, unknown> | null) => (value ? JSON.stringify(value, null, 1) : '—');

export function AuditScreen() {
  const [page, setPage] = useState(1);
  const { data, error, isLoading, isFetching, refetch } = useAuditQuery({ page });
  return (
    <div className={styles.page}>
      <h1>Audit log</h1>
      {isLoading ? <Spinner label="Loading the audit log" /> : null}
      {error ? <Failed error={error} retry={refetch} /> : null}
      {data ? (
        <section className={styles.section} aria-label="Changes">
          <p className={styles.muted}>
            {data.total} changes; page {data.page} of {data.pages}
          </p>
          <TableRegion label="Changes, newest first">
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">When</th>
                  <th scope="col">Who</th>
                  <th scope="col">What</th>
                  <th scope="col">Record</th>
                  <th scope="col">Before</th>
                  <th scope="col">After</th>
                </tr>
              </thead>
              <tbody>
                {data.entries.map((entry) => (
                  <tr key={entry.id}>
                    <td>{new Date(entry.at).toLocaleString('en-GB')}</td>
                    <td>{entry.staff_email ?? '—'}</td>
                    <td>{entry.action}</td>
                    <td>
                      {entry.entity}
                      {entry.entity_id ? ` #${entry.entity_id}` : ''}
                    </td>
                    <td>
                      <pre className={styles.pre}>{show(entry.before)}</pre>
                    </td>
                    <td>
                      <pre className={styles.pre}>{show(entry.after)}</pre>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableRegion>
          <Pager of="changes" page={page} pages={data.pages} onPage={setPage} busy={isFetching} />
        </section>
      ) : null}
    </div>
  );
}
