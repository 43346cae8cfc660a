// Newsletter subscribers: searched by email, newest first, with the partner whose box each came from;
// exported as CSV (formulas quoted off on the server); unsubscribed one by one.
import type { RequestError } from '@sajilo/store';
import { Button, Spinner, TextField } from '@sajilo/ui';
import { type FormEvent, useState } from 'react';
import toast from 'react-hot-toast';
import { useSearchParams } from 'react-router-dom';
import { Failed } from '../components/failed.js';
import { Pager } from '../components/pager.js';
import { saveFile } from '../components/save-file.js';
import styles from '../components/screens.module.css';
import { TableRegion } from '../components/table-region.js';
import { useAdminStore } from '../store/store.js';
import { exportSubscribers, useSubscribersQuery, useUnsubscribeMutation } from './people-api.js';

function Unsubscribe({ id, email }: { id: number; email: string }) {
  const [unsubscribe, { isLoading }] = useUnsubscribeMutation();
  async function click() {
    if (!window.confirm(`Unsubscribe ${email}?`)) return;
    const result = await unsubscribe(id);
    if ('error' in result && result.error) toast.error((result.error as RequestError).message);
    else toast.success(result.data?.message ?? 'Unsubscribed.');
  }
  return (
    <Button
      variant="secondary"
      size="small"
      loading={isLoading}
      onClick={click}
      aria-label={`Unsubscribe ${email}`}
    >
      Unsubscribe
    </Button>
  );
}

export function SubscribersScreen() {
  const [params, setParams] = useSearchParams();
  const { client } = useAdminStore();
  const [exporting, setExporting] = useState(false);
  const q = params.get('q') ?? '';
  const query = { ...(q ? { q } : {}), page: Number(params.get('page') ?? 1) || 1 };
  const { data, error, isLoading, isFetching, refetch } = useSubscribersQuery(query, {
    refetchOnMountOrArgChange: true,
  });

  function search(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = String(new FormData(event.currentTarget).get('q') ?? '').trim();
    setParams(value ? { q: value } : {});
  }
  async function download() {
    setExporting(true);
    try {
      const csv = await exportSubscribers(client);
      saveFile(
        new Blob([csv], { type: 'text/csv' }),
        `subscribers-${new Date().toISOString().slice(0, 10)}.csv`,
      );
    } catch (failure) {
      toast.error(failure instanceof Error ? failure.message : 'The export failed. Please try again.');
    } finally {
      setExporting(false);
    }
  }
  const goTo = (page: number) => {
    const next = new URLSearchParams(params);
    next.set('page', String(page));
    setParams(next);
  };

  return (
    <div className={styles.page}>
      <h1>Subscribers</h1>
      <section className={styles.section} aria-label="Search and export">
        <form className={styles.formRow} onSubmit={search} key={q}>
          <TextField label="Email" name="q" type="search" defaultValue={q} hint="Part of the address." />
          <Button type="submit">Search</Button>
          <Button variant="secondary" loading={exporting} loadingLabel="Exporting" onClick={download}>
            Export CSV
          </Button>
        </form>
      </section>
      {isLoading ? <Spinner label="Loading the subscribers" /> : null}
      {error ? <Failed error={error} retry={refetch} /> : null}
      {data ? (
        <section className={styles.section} aria-label="Subscribers found" aria-busy={isFetching}>
          <p className={styles.muted}>
            {data.total} {data.total === 1 ? 'subscriber' : 'subscribers'}; page {data.page} of {data.pages}
          </p>
          <TableRegion label="Subscribers">
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">Email</th>
                  <th scope="col">Subscribed</th>
                  <th scope="col">From</th>
                  <th scope="col">Actions</th>
                </tr>
              </thead>
              <tbody>
                {data.subscribers.map((s) => (
                  <tr key={s.id}>
                    <td>{s.email}</td>
                    <td>{new Date(s.subscribed_at).toLocaleString('en-GB')}</td>
                    <td>{s.partner ?? 'The shop'}</td>
                    <td>
                      <Unsubscribe id={s.id} email={s.email} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableRegion>
          <Pager of="subscribers" page={data.page} pages={data.pages} onPage={goTo} />
        </section>
      ) : null}
    </div>
  );
}
