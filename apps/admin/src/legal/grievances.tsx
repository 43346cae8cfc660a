// Grievances (docs/back-office.md "Grievances"): consumers' grievances under the E-Commerce Act, open ones
// first by their deadline (past it in red), each taken into review and decided once, in writing, with the
// reason — mailed to the consumer and shown when they follow it by its tracking number.
import { Button, SelectField, TextAreaField } from '@sajilo/ui';
import { type FormEvent, useState } from 'react';
import toast from 'react-hot-toast';
import { showError } from '../catalog/catalog-shared.js';
import type { Column } from '../components/data-table.js';
import { ListScreen } from '../components/list-screen.js';
import { pagedList } from '../components/paged-list.js';
import { RowAction } from '../components/row-action.js';
import styles from '../components/screens.module.css';
import { useListParams } from '../components/use-list-params.js';
import local from './legal.module.css';
import {
  type Grievance,
  type GrievancesQuery,
  useGrievancesQuery,
  useUpdateGrievanceMutation,
} from './legal-api.js';

const SHOWN = [
  { value: 'all', label: 'All (open first)' },
  { value: 'open', label: 'Open' },
  { value: 'decided', label: 'Decided' },
] as const;
const isShown = (value: string | null): value is NonNullable<GrievancesQuery['status']> =>
  SHOWN.some((s) => s.value === value);

const STATUS = {
  received: 'Registered',
  in_review: 'In review',
  resolved: 'Resolved',
  rejected: 'Not accepted',
} as const satisfies Record<Grievance['status'], string>;

const TOPIC = {
  order: 'An order',
  delivery: 'Delivery',
  product: 'A product',
  payment: 'A payment',
  refund: 'A refund',
  other: 'Something else',
} as const satisfies Record<Grievance['topic'], string>;

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Asia/Kathmandu',
  });

const isOpen = (g: Grievance) => g.status === 'received' || g.status === 'in_review';

/** Take into review, or decide with the written reason: a small form under the row's actions. */
function GrievanceActions({ grievance }: { grievance: Grievance }) {
  const [update, updating] = useUpdateGrievanceMutation();
  const [open, setOpen] = useState(false);
  const [status, setStatus] = useState<'resolved' | 'rejected'>('resolved');
  const [decision, setDecision] = useState('');
  const name = `grievance ${grievance.tracking_number}`;
  if (!isOpen(grievance)) return <span className={styles.muted}>Decided</span>;
  const send = async (event: FormEvent) => {
    event.preventDefault();
    const result = await update({ id: grievance.id, status, decision });
    if (result.error !== undefined) {
      showError(result.error);
      return;
    }
    toast.success(result.data.message ?? 'Decided; the consumer is told.');
    setOpen(false);
  };
  return (
    <div className={local.actions}>
      <div className={local.buttons}>
        {grievance.status === 'received' ? (
          <RowAction
            name={`Take ${name} into review`}
            confirm={`Take ${name} into review? The consumer sees that it is being looked into.`}
            run={() => update({ id: grievance.id, status: 'in_review' })}
            done="Taken into review."
          >
            Take into review
          </RowAction>
        ) : null}
        <Button variant="secondary" size="small" aria-label={`Decide ${name}`} onClick={() => setOpen(!open)}>
          Decide
        </Button>
      </div>
      {open ? (
        <form className={local.form} onSubmit={send} aria-label={`Decide ${name}`}>
          <SelectField
            label="Decision"
            options={[
              { value: 'resolved', label: 'Resolved' },
              { value: 'rejected', label: 'Not accepted' },
            ]}
            value={status}
            onChange={(event) => setStatus(event.target.value === 'rejected' ? 'rejected' : 'resolved')}
          />
          <TextAreaField
            label="What we decided, and why (sent to the consumer)"
            required
            rows={4}
            maxLength={5000}
            value={decision}
            onChange={(event) => setDecision(event.target.value)}
          />
          <div className={local.buttons}>
            <Button type="submit" size="small" loading={updating.isLoading}>
              Send decision
            </Button>
            <Button type="button" variant="secondary" size="small" onClick={() => setOpen(false)}>
              Cancel
            </Button>
          </div>
        </form>
      ) : null}
    </div>
  );
}

const COLUMNS: Column<Grievance, never>[] = [
  {
    label: 'Grievance',
    cell: (g) => (
      <>
        <strong>{g.tracking_number}</strong>
        <br />
        <span className={styles.muted}>{when(g.created_at)}</span>
      </>
    ),
  },
  {
    label: 'From',
    cell: (g) => (
      <>
        {g.name}
        <br />
        <a href={`tel:${g.phone.replace(/[^\d+]/g, '')}`}>{g.phone}</a>
        {g.email ? (
          <>
            <br />
            <span className={styles.muted}>{g.email}</span>
          </>
        ) : null}
        {g.order_number ? (
          <>
            <br />
            <span className={styles.muted}>Order {g.order_number}</span>
          </>
        ) : null}
      </>
    ),
  },
  {
    label: 'What happened',
    cell: (g) => (
      <div className={local.grievance}>
        <strong>{TOPIC[g.topic]}</strong>
        <p className={local.text}>{g.details}</p>
        {g.decision ? (
          <p className={local.text}>
            <strong>Decision:</strong> {g.decision}
          </p>
        ) : null}
      </div>
    ),
  },
  {
    label: 'Decide by',
    cell: (g) =>
      g.decided_at ? (
        <span className={styles.muted}>
          Decided {when(g.decided_at)}
          {g.decided_by ? ` by ${g.decided_by}` : ''}
        </span>
      ) : (
        <span className={g.overdue ? local.overdue : undefined}>
          {when(g.due_at)}
          {g.overdue ? ' — overdue' : ''}
        </span>
      ),
  },
  { label: 'State', cell: (g) => STATUS[g.status] },
  { label: 'Actions', cell: (g) => <GrievanceActions grievance={g} /> },
];

export function GrievancesScreen() {
  const list = useListParams();
  const { params } = list;
  const shown = params.get('status');
  const query: GrievancesQuery = { ...(isShown(shown) ? { status: shown } : {}), page: list.page };
  const result = useGrievancesQuery(query, { refetchOnMountOrArgChange: true });
  const { data } = result;
  return (
    <ListScreen
      title="Grievances"
      intro={
        <p className={styles.muted}>
          {data
            ? `${data.open} open, ${data.overdue} past the deadline. The law gives the consumer a written decision with its reason by the deadline.`
            : 'Counting the open grievances…'}
        </p>
      }
      filters={{
        fields: (
          <SelectField
            label="Show"
            name="status"
            options={SHOWN}
            defaultValue={isShown(shown) ? shown : 'all'}
          />
        ),
        submit: 'Show',
        onSubmit: list.filter(['status']),
        formKey: params.toString(),
      }}
      label="Consumers' grievances"
      tableLabel="Grievances"
      noun={['grievance', 'grievances']}
      columns={COLUMNS}
      {...pagedList(list, result, (d) => d.grievances)}
    />
  );
}
