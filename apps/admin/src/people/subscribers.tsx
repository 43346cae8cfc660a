// Newsletter subscribers: searched by email, newest first or sorted by email or when they subscribed, with
// the partner whose box each came from;
// exported as CSV (formulas quoted off on the server); unsubscribed one by one.

import type { AdminComponents } from '@sajilo/api/admin';
import { Button, TextField } from '@sajilo/ui';
import { useState } from 'react';
import toast from 'react-hot-toast';
import type { Column } from '../components/data-table.js';
import { ListScreen } from '../components/list-screen.js';
import { pagedList } from '../components/paged-list.js';
import { RowAction } from '../components/row-action.js';
import { saveFile } from '../components/save-file.js';
import { useListParams } from '../components/use-list-params.js';
import { useAdminStore } from '../store/store.js';

type Subscriber = AdminComponents['schemas']['Subscriber'];

import { exportSubscribers, useSubscribersQuery, useUnsubscribeMutation } from './people-api.js';

function Unsubscribe({ id, email }: { id: number; email: string }) {
  const [unsubscribe] = useUnsubscribeMutation();
  return (
    <RowAction
      name={`Unsubscribe ${email}`}
      confirm={`Unsubscribe ${email}?`}
      run={() => unsubscribe(id)}
      done="Unsubscribed."
    >
      Unsubscribe
    </RowAction>
  );
}

const SORTS = ['email', 'subscribed'] as const;

const COLUMNS: Column<Subscriber, (typeof SORTS)[number]>[] = [
  { label: 'Email', sort: 'email', cell: (s) => s.email },
  {
    label: 'Subscribed',
    sort: 'subscribed',
    descendingFirst: true,
    cell: (s) => new Date(s.subscribed_at).toLocaleString('en-GB'),
  },
  { label: 'From', cell: (s) => s.partner ?? 'The shop' },
  { label: 'Actions', cell: (s) => <Unsubscribe id={s.id} email={s.email} /> },
];

export function SubscribersScreen() {
  const list = useListParams(SORTS);
  const { client } = useAdminStore();
  const [exporting, setExporting] = useState(false);
  const q = list.params.get('q') ?? '';
  const result = useSubscribersQuery(
    { ...(q ? { q } : {}), ...(list.sort ? { sort: list.sort } : {}), page: list.page },
    { refetchOnMountOrArgChange: true },
  );

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

  return (
    <ListScreen
      title="Subscribers"
      filters={{
        label: 'Search and export',
        fields: (
          <TextField label="Email" name="q" type="search" defaultValue={q} hint="Part of the address." />
        ),
        submit: 'Search',
        onSubmit: list.filter(['q']),
        formKey: q,
        extra: (
          <Button variant="secondary" loading={exporting} loadingLabel="Exporting" onClick={download}>
            Export CSV
          </Button>
        ),
      }}
      tableLabel="Subscribers"
      noun={['subscriber', 'subscribers']}
      columns={COLUMNS}
      {...pagedList(list, result, (data) => data.subscribers, { defaultSort: '-subscribed' })}
    />
  );
}
