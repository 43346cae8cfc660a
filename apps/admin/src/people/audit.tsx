// The audit log (the owner's): every change, newest first or oldest first, with the record before and after.
import type { AdminAuditEntry } from '@sajilo/api/admin';
import type { Column } from '../components/data-table.js';
import { ListScreen } from '../components/list-screen.js';
import { pagedList } from '../components/paged-list.js';
import styles from '../components/screens.module.css';
import { useListParams } from '../components/use-list-params.js';
import { useAuditQuery } from './people-api.js';

const show = (value: Record<string, unknown> | null) => (value ? JSON.stringify(value, null, 1) : '—');

const SORTS = ['at'] as const;

const COLUMNS: Column<AdminAuditEntry, (typeof SORTS)[number]>[] = [
  {
    label: 'When',
    sort: 'at',
    descendingFirst: true,
    cell: (entry) => new Date(entry.at).toLocaleString('en-GB'),
  },
  { label: 'Who', cell: (entry) => entry.staff_email ?? '—' },
  { label: 'What', cell: (entry) => entry.action },
  { label: 'Record', cell: (entry) => `${entry.entity}${entry.entity_id ? ` #${entry.entity_id}` : ''}` },
  { label: 'Before', cell: (entry) => <pre className={styles.pre}>{show(entry.before)}</pre> },
  { label: 'After', cell: (entry) => <pre className={styles.pre}>{show(entry.after)}</pre> },
];

export function AuditScreen() {
  const list = useListParams(SORTS);
  const result = useAuditQuery({ ...(list.sort ? { sort: list.sort } : {}), page: list.page });
  return (
    <ListScreen
      title="Audit log"
      label="Changes"
      tableLabel={list.sort === 'at' ? 'Changes, oldest first' : 'Changes, newest first'}
      noun={['change', 'changes']}
      columns={COLUMNS}
      {...pagedList(list, result, (data) => data.entries, { defaultSort: '-at' })}
    />
  );
}
