// The inbox: what the shop's forms and the partners' widgets sent, unhandled first by default, filtered by
// kind and by who it is assigned to, newest first or oldest first; an item opens on its own screen
// (./inbox-item.tsx).
import type { AdminComponents } from '@sajilo/api/admin';
import { SelectField } from '@sajilo/ui';
import { Link } from 'react-router-dom';
import type { Column } from '../components/data-table.js';
import { ListScreen } from '../components/list-screen.js';
import { pagedList } from '../components/paged-list.js';
import styles from '../components/screens.module.css';
import { useListParams } from '../components/use-list-params.js';
import { useMeQuery } from '../shell/shell-api.js';
import { type InboxQuery, useInboxQuery } from './inbox-api.js';
import { isKind, KIND_LABELS, type Kind, when } from './kinds.js';

type InboxSummary = AdminComponents['schemas']['InboxSummary'];

const STATES = [
  { value: 'unhandled', label: 'Unhandled' },
  { value: 'handled', label: 'Handled' },
  { value: 'all', label: 'Everything' },
] as const;
const isState = (value: string | null): value is NonNullable<InboxQuery['state']> =>
  STATES.some((s) => s.value === value);

const SORTS = ['received'] as const;

const COLUMNS: Column<InboxSummary, (typeof SORTS)[number]>[] = [
  {
    label: 'From',
    cell: (item) => (
      <>
        <Link to={`/inbox/${item.id}`}>{item.name}</Link>
        {item.email ? (
          <>
            <br />
            <span className={styles.muted}>{item.email}</span>
          </>
        ) : null}
      </>
    ),
  },
  {
    label: 'Kind',
    cell: (item) => (
      <>
        {KIND_LABELS[item.kind]}
        {item.partner ? (
          <>
            <br />
            <span className={styles.muted}>via {item.partner}</span>
          </>
        ) : null}
      </>
    ),
  },
  { label: 'Received', sort: 'received', descendingFirst: true, cell: (item) => when(item.received_at) },
  { label: 'Assigned to', cell: (item) => item.assigned_to?.name ?? 'No one' },
  { label: 'State', cell: (item) => (item.handled_at ? 'Handled' : 'Unhandled') },
];

export function InboxScreen() {
  const list = useListParams(SORTS);
  const { params } = list;
  const me = useMeQuery(undefined);
  const kind = params.get('kind');
  const state = params.get('state');
  const query: InboxQuery = {
    ...(isKind(kind) ? { kind } : {}),
    ...(isState(state) ? { state } : {}),
    ...(params.get('mine') && me.data ? { assigned_to: me.data.staff.id } : {}),
    ...(list.sort ? { sort: list.sort } : {}),
    page: list.page,
  };
  const result = useInboxQuery(query, { refetchOnMountOrArgChange: true });
  const { data } = result;

  return (
    <ListScreen
      title="Inbox"
      intro={
        // The line is there before the counts arrive, so the filters below it never move under a pointer.
        <p className={styles.muted}>
          {data ? (
            <>
              {data.unhandled.total} unhandled:{' '}
              {(Object.keys(KIND_LABELS) as Kind[])
                .filter((k) => data.unhandled[k] > 0)
                .map((k) => `${data.unhandled[k]} ${KIND_LABELS[k].toLowerCase()}`)
                .join(', ') || 'nothing waiting'}
            </>
          ) : (
            'Counting what is waiting…'
          )}
        </p>
      }
      filters={{
        fields: (
          <>
            <SelectField
              label="Kind"
              name="kind"
              options={[
                { value: '', label: 'Every kind' },
                ...Object.entries(KIND_LABELS).map(([value, label]) => ({ value, label })),
              ]}
              defaultValue={isKind(kind) ? kind : ''}
            />
            <SelectField
              label="State"
              name="state"
              options={STATES}
              defaultValue={isState(state) ? state : 'unhandled'}
            />
            <label className={styles.check}>
              <input type="checkbox" name="mine" value="1" defaultChecked={Boolean(params.get('mine'))} />{' '}
              Assigned to me
            </label>
          </>
        ),
        submit: 'Show',
        onSubmit: list.filter(['kind', 'state', 'mine']),
        formKey: params.toString(),
      }}
      label="Inbox items"
      tableLabel="Items"
      noun={['item', 'items']}
      columns={COLUMNS}
      {...pagedList(list, result, (data) => data.items, { defaultSort: '-received', of: 'messages' })}
    />
  );
}
