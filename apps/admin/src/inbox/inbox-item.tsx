// An inbox item: every field it was sent with, its files (downloaded with the staff token: they are private),
// and the handled / assigned / note controls.
import type { AdminComponents } from '@sajilo/api/admin';
import type { RequestError } from '@sajilo/store';
import { Button, SelectField, Spinner, TextAreaField } from '@sajilo/ui';
import { type FormEvent, useState } from 'react';
import toast from 'react-hot-toast';
import { Link, useParams } from 'react-router-dom';
import { Failed } from '../components/failed.js';
import { saveFile } from '../components/save-file.js';
import styles from '../components/screens.module.css';
import { useAdminStore } from '../store/store.js';
import own from './inbox.module.css';
import { downloadInboxFile, useInboxItemQuery, useUpdateInboxItemMutation } from './inbox-api.js';
import { KIND_LABELS, when } from './kinds.js';

type Schemas = AdminComponents['schemas'];

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
