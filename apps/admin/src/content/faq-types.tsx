// The FAQ types (the FAQ page's tabs and the question form's choices): renamed, reordered, added, and
// deleted once no question uses them.
import type { AdminComponents } from '@sajilo/api/admin';
import type { RequestError } from '@sajilo/store';
import { Button, TextField } from '@sajilo/ui';
import { type FormEvent, useState } from 'react';
import toast from 'react-hot-toast';
import styles from '../components/screens.module.css';
import { contentApi } from './content-api.js';

type FaqType = AdminComponents['schemas']['FaqType'];

function report(result: { data?: { message?: string }; error?: unknown }, done?: () => void) {
  if (result.error) {
    const failure = result.error as RequestError;
    toast.error(Object.values(failure.fieldErrors).flat()[0] ?? failure.message);
    return;
  }
  toast.success(result.data?.message ?? 'Saved.');
  done?.();
}

function TypeRow({ type }: { type: FaqType }) {
  const [update, updating] = contentApi.useUpdateFaqTypeMutation();
  const [remove, removing] = contentApi.useDeleteFaqTypeMutation();
  const [title, setTitle] = useState(type.title);
  const [titleNe, setTitleNe] = useState(type.title_ne ?? '');
  const [order, setOrder] = useState(String(type.sort_order));
  function save(event: FormEvent) {
    event.preventDefault();
    void update({ id: type.id, title, title_ne: titleNe, sort_order: Number(order) || 0 }).then((r) =>
      report(r),
    );
  }
  return (
    <form className={styles.formRow} onSubmit={save} aria-label={`FAQ type ${type.title}`}>
      <TextField label="Title" required value={title} onChange={(e) => setTitle(e.target.value)} />
      <TextField
        label="Title in Nepali"
        lang="ne"
        value={titleNe}
        onChange={(e) => setTitleNe(e.target.value)}
      />
      <TextField label="Order" type="number" value={order} onChange={(e) => setOrder(e.target.value)} />
      <Button type="submit" variant="secondary" loading={updating.isLoading}>
        Save
      </Button>
      <Button
        variant="secondary"
        loading={removing.isLoading}
        aria-label={`Delete the FAQ type ${type.title}`}
        onClick={() => remove(type.id).then((r) => report(r))}
      >
        Delete
      </Button>
    </form>
  );
}

export function FaqTypes({ types }: { types: FaqType[] }) {
  const [create, { isLoading }] = contentApi.useCreateFaqTypeMutation();
  const [title, setTitle] = useState('');
  function add(event: FormEvent) {
    event.preventDefault();
    void create({ title, sort_order: types.length + 1 }).then((r) => report(r, () => setTitle('')));
  }
  return (
    <section className={styles.section} aria-labelledby="faq-types-heading">
      <h2 id="faq-types-heading">FAQ types</h2>
      {types.map((type) => (
        <TypeRow key={`${type.id}-${type.title}-${type.title_ne}-${type.sort_order}`} type={type} />
      ))}
      <form className={styles.formRow} onSubmit={add} aria-label="New FAQ type">
        <TextField label="New type" required value={title} onChange={(e) => setTitle(e.target.value)} />
        <Button type="submit" loading={isLoading}>
          Add the type
        </Button>
      </form>
    </section>
  );
}
