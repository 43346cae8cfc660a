// The inbox: what the shop's forms and the partners' widgets sent, unhandled first by default, filtered by
// kind and by who it is assigned to; each item opens with every field, its files (downloaded with the staff
// token: they are private), and the handled / assigned / note controls.
import type { AdminComponents } from '@sajilo/api/admin';
import type { RequestError } from '@sajilo/store';
import { Button, SelectField, Spinner, TextAreaField } from '@sajilo/ui';
import { type FormEvent, useState } from 'react';
import toast from 'react-hot-toast';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { Failed } from '../components/failed.js';
import { Pager } from '../components/pager.js';
import { saveFile } from '../components/save-file.js';
import styles from '../components/screens.module.css';
import { TableRegion } from '../components/table-region.js';
import { useMeQuery } from '../shell/shell-api.js';
import { useAdminStore } from '../store/store.js';
import own from './inbox.module.css';
import {
  downloadInboxFile,
  type InboxQuery,
  useInboxItemQuery,
  useInboxQuery,
  useUpdateInboxItemMutation,
} from './inbox-api.js';

type Schemas = AdminComponents['schemas'];
type Kind = Schemas['InboxKind'];

export const KIND_LABELS: Record<Kind, string> = {
  contact: 'Contact message',
  customer_enquiry: 'Customer enquiry',
  dealer_enquiry: 'Dealer enquiry',
  faq_question: 'Question',
  support_ticket: 'Support ticket',
  job_application: 'Job application',
  feedback: 'Feedback',
};
const isKind = (value: string | null): value is Kind => value !== null && value in KIND_LABELS;
const STATES = [
  { value: 'unhandled', label: 'Unhandled' },
  { value: 'handled', label: 'Handled' },
  { value: 'all', label: 'Everything' },
] as const;
const isState = (value: string | null): value is NonNullable<InboxQuery['state']> =>
  STATES.some((s) => s.value === value);
const when = (iso: string) => new Date(iso).toLocaleString('en-GB');

export function InboxScreen() {
  const [params, setParams] = useSearchParams();
  const me = useMeQuery(undefined);
  const kind = params.get('kind');
  const state = params.get('state');
  const query: InboxQuery = {
    ...(isKind(kind) ? { kind } : {}),
    ...(isState(state) ? { state } : {}),
    ...(params.get('mine') && me.data ? { assigned_to: me.data.staff.id } : {}),
    page: Number(params.get('page') ?? 1) || 1,
  };
  const { data, error, isLoading, isFetching, refetch } = useInboxQuery(query, {
    refetchOnMountOrArgChange: true,
  });

  function filter(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const next = new URLSearchParams();
    for (const name of ['kind', 'state']) {
      const value = String(form.get(name) ?? '');
      if (value) next.set(name, value);
    }
    if (form.get('mine')) next.set('mine', '1');
    setParams(next);
  }
  const goTo = (page: number) => {
    const next = new URLSearchParams(params);
    next.set('page', String(page));
    setParams(next);
  };

  return (
    <div className={styles.page}>
      <h1>Inbox</h1>
      {/* The line is there before the counts arrive, so the filters below it never move under a pointer. */}
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
      <section className={styles.section} aria-label="Filters">
        <form className={styles.formRow} onSubmit={filter} key={params.toString()}>
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
            <input type="checkbox" name="mine" defaultChecked={Boolean(params.get('mine'))} /> Assigned to me
          </label>
          <Button type="submit">Show</Button>
        </form>
      </section>
      {isLoading ? <Spinner label="Loading the inbox" /> : null}
      {error ? <Failed error={error} retry={refetch} /> : null}
      {data ? (
        <section className={styles.section} aria-label="Inbox items" aria-busy={isFetching}>
          <p className={styles.muted}>
            {data.total} {data.total === 1 ? 'item' : 'items'}; page {data.page} of {data.pages}
          </p>
          <TableRegion label="Items">
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">From</th>
                  <th scope="col">Kind</th>
                  <th scope="col">Received</th>
                  <th scope="col">Assigned to</th>
                  <th scope="col">State</th>
                </tr>
              </thead>
              <tbody>
                {data.items.map((item) => (
                  <tr key={item.id}>
                    <td>
                      <Link to={`/inbox/${item.id}`}>{item.name}</Link>
                      {item.email ? (
                        <>
                          <br />
                          <span className={styles.muted}>{item.email}</span>
                        </>
                      ) : null}
                    </td>
                    <td>
                      {KIND_LABELS[item.kind]}
                      {item.partner ? (
                        <>
                          <br />
                          <span className={styles.muted}>via {item.partner}</span>
                        </>
                      ) : null}
                    </td>
                    <td>{when(item.received_at)}</td>
                    <td>{item.assigned_to?.name ?? 'No one'}</td>
                    <td>{item.handled_at ? 'Handled' : 'Unhandled'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableRegion>
          <Pager of="messages" page={data.page} pages={data.pages} onPage={goTo} />
        </section>
      ) : null}
    </div>
  );
}

function Attachments({ item }: { item: Schemas['InboxItem'] }) {
  const { client } = useAdminStore();
  const [busy, setBusy] = useState<number | null>(null);
  async function download(file: Schemas['InboxFile']) {
    setBusy(file.id);
    try {
      saveFile(await downloadInboxFile(client, item.id, file.id), file.name);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'The download failed. Please try again.');
    } finally {
      setBusy(null);
    }
  }
  if (item.attachments.length === 0) return <p className={styles.muted}>No files came with it.</p>;
  return (
    <ul className={own.list}>
      {item.attachments.map((file) => (
        <li key={file.id}>
          <Button
            variant="secondary"
            size="small"
            loading={busy === file.id}
            onClick={() => download(file)}
            aria-label={`Download ${file.name} (${file.field.replace(/_/g, ' ')})`}
          >
            Download {file.name}
          </Button>{' '}
          <span className={styles.muted}>{Math.ceil(file.size / 1024)} KB</span>
        </li>
      ))}
    </ul>
  );
}

function Handling({ item, assignees }: { item: Schemas['InboxItem']; assignees: Schemas['StaffRef'][] }) {
  const [update, { isLoading }] = useUpdateInboxItemMutation();
  const [note, setNote] = useState(item.note);
  const [assigned, setAssigned] = useState(item.assigned_to ? String(item.assigned_to.id) : '');
  const [errors, setErrors] = useState<Record<string, string[]>>({});

  async function save(body: Schemas['InboxUpdateInput']) {
    const result = await update({ id: item.id, ...body });
    if ('error' in result && result.error) {
      const failure = result.error as RequestError;
      setErrors(failure.fieldErrors);
      if (Object.keys(failure.fieldErrors).length === 0) toast.error(failure.message);
      return;
    }
    setErrors({});
    toast.success(result.data?.message ?? 'Saved.');
  }
  /**
   * What the form holds that the item has not saved yet, sent with either button: a note typed and then
   * "Mark handled" is kept, not silently dropped. An emptied note is a change too.
   */
  function typed(): Schemas['InboxUpdateInput'] {
    const assignedTo = assigned ? Number(assigned) : null;
    return {
      ...(assignedTo !== (item.assigned_to?.id ?? null) ? { assigned_to: assignedTo } : {}),
      ...(note !== item.note ? { note } : {}),
    };
  }
  function submit(event: FormEvent) {
    event.preventDefault();
    void save({ assigned_to: assigned ? Number(assigned) : null, ...typed() });
  }

  return (
    <>
      <p>
        {item.handled_at
          ? `Handled ${when(item.handled_at)}${item.handled_by ? ` by ${item.handled_by.name}` : ''}.`
          : 'Not handled yet.'}{' '}
        <Button
          variant={item.handled_at ? 'secondary' : 'primary'}
          loading={isLoading}
          onClick={() => save({ handled: !item.handled_at, ...typed() })}
        >
          {item.handled_at ? 'Reopen' : 'Mark handled'}
        </Button>
      </p>
      {Object.keys(typed()).length > 0 ? (
        <p className={styles.muted}>
          Not saved yet: {item.handled_at ? 'Reopen' : 'Mark handled'} saves the assignment and note below
          too.
        </p>
      ) : null}
      <form className={styles.form} onSubmit={submit} noValidate aria-label="Assignment and note">
        <SelectField
          label="Assigned to"
          options={[
            { value: '', label: 'No one' },
            ...assignees.map((a) => ({ value: String(a.id), label: a.name })),
          ]}
          value={assigned}
          onChange={(e) => setAssigned(e.target.value)}
          error={errors.assigned_to}
        />
        <TextAreaField
          label="Note"
          value={note}
          onChange={(e) => setNote(e.target.value)}
          error={errors.note}
        />
        <Button type="submit" variant="secondary" loading={isLoading} loadingLabel="Saving">
          Save assignment and note
        </Button>
      </form>
    </>
  );
}

export function InboxItemScreen() {
  const id = Number(useParams().id);
  const { data, error, isLoading, refetch } = useInboxItemQuery(id, {
    refetchOnMountOrArgChange: true,
  });
  const item = data?.item;
  return (
    <div className={styles.page}>
      <p>
        <Link to="/inbox">Back to the inbox</Link>
      </p>
      {isLoading ? <Spinner label="Loading the item" /> : null}
      {error ? <Failed error={error} retry={refetch} /> : null}
      {item && data ? (
        <>
          <h1>
            {KIND_LABELS[item.kind]} from {item.name}
          </h1>
          <p className={styles.muted}>
            Received {when(item.received_at)}
            {item.partner ? ` through ${item.partner}'s site` : ' on the shop'}
            {item.job ? ` for the job ${item.job.title}` : ''}.
          </p>
          <section className={styles.section} aria-labelledby="handling-heading">
            <h2 id="handling-heading">Handling</h2>
            <Handling
              key={`${item.id}-${item.note}-${item.assigned_to?.id}`}
              item={item}
              assignees={data.assignees}
            />
          </section>
          <section className={styles.section} aria-labelledby="sent-heading">
            <h2 id="sent-heading">What was sent</h2>
            <dl className={own.fields}>
              {item.fields.map((field) => (
                <div key={field.name} className={own.fieldRow}>
                  <dt>{field.name.replace(/_/g, ' ')}</dt>
                  <dd>{field.value}</dd>
                </div>
              ))}
            </dl>
          </section>
          <section className={styles.section} aria-labelledby="files-heading">
            <h2 id="files-heading">Files</h2>
            <Attachments item={item} />
          </section>
        </>
      ) : null}
    </div>
  );
}
