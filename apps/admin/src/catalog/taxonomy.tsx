// Brands, colours and sizes: listed with how many products use each; added, renamed (brands), and deleted
// when no product uses them (the server refuses otherwise and says why).
import type { RequestError } from '@sajilo/store';
import { Button, Spinner, TextField } from '@sajilo/ui';
import { type FormEvent, useState } from 'react';
import toast from 'react-hot-toast';
import { Failed } from '../components/failed.js';
import styles from '../components/screens.module.css';
import { TableRegion } from '../components/table-region.js';
import { useMeQuery } from '../shell/shell-api.js';
import { useAdminStore } from '../store/store.js';
import own from './catalog.module.css';
import {
  uploadPicture,
  useBrandsQuery,
  useColoursQuery,
  useCreateBrandMutation,
  useCreateColourMutation,
  useCreateSizeMutation,
  useDeleteBrandMutation,
  useDeleteColourMutation,
  useDeleteSizeMutation,
  useSizesQuery,
} from './catalog-api.js';
import { showError } from './catalog-shared.js';

const useCanWrite = () => useMeQuery(undefined).data?.permissions.includes('catalog.write') ?? false;

/** Deletes after asking; the server's refusal (in use) is shown as it says it. */
function DeleteButton({ label, run }: { label: string; run: () => Promise<unknown> }) {
  const [busy, setBusy] = useState(false);
  async function click() {
    if (!window.confirm(`Delete ${label}?`)) return;
    setBusy(true);
    const result = (await run()) as { data?: { message: string }; error?: unknown };
    setBusy(false);
    if (result.data) toast.success(result.data.message);
    else showError(result.error);
  }
  return (
    <Button size="small" variant="secondary" loading={busy} onClick={click} aria-label={`Delete ${label}`}>
      Delete
    </Button>
  );
}

function Brands() {
  const { client } = useAdminStore();
  const canWrite = useCanWrite();
  const { data, error, isLoading, refetch } = useBrandsQuery(undefined);
  const [create, created] = useCreateBrandMutation();
  const [remove] = useDeleteBrandMutation();
  const [title, setTitle] = useState('');
  const [picture, setPicture] = useState<string | undefined>();
  const fields = (created.error as RequestError | undefined)?.fieldErrors ?? {};
  async function submit(event: FormEvent) {
    event.preventDefault();
    const result = await create({ title, ...(picture ? { picture: { path: picture } } : {}) });
    if ('data' in result && result.data) {
      toast.success(result.data.message ?? 'Saved.');
      setTitle('');
      setPicture(undefined);
    } else if (Object.keys(fields).length === 0) showError(result.error);
  }
  return (
    <section className={styles.section} aria-labelledby="brands-heading">
      <h2 id="brands-heading">Brands</h2>
      {isLoading ? <Spinner label="Loading the brands" /> : null}
      {error ? <Failed error={error} retry={refetch} /> : null}
      {data ? (
        <TableRegion label="Every brand">
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">Brand</th>
                <th scope="col" className={styles.number}>
                  Products
                </th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {data.brands.map((b) => (
                <tr key={b.id}>
                  <td>
                    <span className={own.productCell}>
                      <img src={b.picture.url} alt="" width={40} height={40} className={own.thumb} />
                      {b.title}
                    </span>
                  </td>
                  <td className={styles.number}>{b.products}</td>
                  <td>{canWrite ? <DeleteButton label={b.title} run={() => remove(b.id)} /> : null}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableRegion>
      ) : null}
      {canWrite ? (
        <form className={styles.formRow} onSubmit={submit} noValidate aria-label="New brand">
          <TextField
            label="New brand"
            required
            value={title}
            onChange={(e) => setTitle(e.target.value)}
            error={fields.title}
          />
          <label className={own.stack}>
            <span>Its logo</span>
            <input
              type="file"
              accept="image/jpeg,image/png,image/webp"
              onChange={async (e) => {
                const file = e.target.files?.[0];
                if (!file) return;
                try {
                  setPicture((await uploadPicture(client, file, 'brand')).path);
                } catch (failure) {
                  toast.error(failure instanceof Error ? failure.message : 'The upload failed.');
                }
              }}
            />
          </label>
          <Button type="submit" loading={created.isLoading} loadingLabel="Adding the brand">
            Add the brand
          </Button>
        </form>
      ) : null}
    </section>
  );
}

function Colours() {
  const canWrite = useCanWrite();
  const { data, error, isLoading, refetch } = useColoursQuery(undefined);
  const [create, created] = useCreateColourMutation();
  const [remove] = useDeleteColourMutation();
  const [name, setName] = useState('');
  const [value, setValue] = useState('#ffffff');
  const fields = (created.error as RequestError | undefined)?.fieldErrors ?? {};
  async function submit(event: FormEvent) {
    event.preventDefault();
    const result = await create({ name, value });
    if ('data' in result && result.data) {
      toast.success(result.data.message ?? 'Saved.');
      setName('');
    } else if (Object.keys(fields).length === 0) showError(result.error);
  }
  return (
    <section className={styles.section} aria-labelledby="colours-heading">
      <h2 id="colours-heading">Colours</h2>
      {isLoading ? <Spinner label="Loading the colours" /> : null}
      {error ? <Failed error={error} retry={refetch} /> : null}
      {data ? (
        <TableRegion label="Every colour">
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">Colour</th>
                <th scope="col" className={styles.number}>
                  Products
                </th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {data.colours.map((c) => (
                <tr key={c.id}>
                  <td>
                    <span className={own.swatch} style={{ background: c.value }} />
                    {c.name} <span className={styles.muted}>{c.value}</span>
                  </td>
                  <td className={styles.number}>{c.products}</td>
                  <td>{canWrite ? <DeleteButton label={c.name} run={() => remove(c.id)} /> : null}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableRegion>
      ) : null}
      {canWrite ? (
        <form className={styles.formRow} onSubmit={submit} noValidate aria-label="New colour">
          <TextField
            label="New colour's name"
            required
            value={name}
            onChange={(e) => setName(e.target.value)}
            error={fields.name}
          />
          <TextField
            label="Its swatch"
            type="color"
            required
            value={value}
            onChange={(e) => setValue(e.target.value)}
            error={fields.value}
          />
          <Button type="submit" loading={created.isLoading} loadingLabel="Adding the colour">
            Add the colour
          </Button>
        </form>
      ) : null}
    </section>
  );
}

function Sizes() {
  const canWrite = useCanWrite();
  const { data, error, isLoading, refetch } = useSizesQuery(undefined);
  const [create, created] = useCreateSizeMutation();
  const [remove] = useDeleteSizeMutation();
  const [name, setName] = useState('');
  const [label, setLabel] = useState('');
  const fields = (created.error as RequestError | undefined)?.fieldErrors ?? {};
  async function submit(event: FormEvent) {
    event.preventDefault();
    const result = await create({ name, label: label || name });
    if ('data' in result && result.data) {
      toast.success(result.data.message ?? 'Saved.');
      setName('');
      setLabel('');
    } else if (Object.keys(fields).length === 0) showError(result.error);
  }
  return (
    <section className={styles.section} aria-labelledby="sizes-heading">
      <h2 id="sizes-heading">Sizes</h2>
      {isLoading ? <Spinner label="Loading the sizes" /> : null}
      {error ? <Failed error={error} retry={refetch} /> : null}
      {data ? (
        <TableRegion label="Every size">
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">Size</th>
                <th scope="col" className={styles.number}>
                  Products
                </th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {data.sizes.map((s) => (
                <tr key={s.id}>
                  <td>
                    {s.name} <span className={styles.muted}>{s.label}</span>
                  </td>
                  <td className={styles.number}>{s.products}</td>
                  <td>{canWrite ? <DeleteButton label={s.name} run={() => remove(s.id)} /> : null}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableRegion>
      ) : null}
      {canWrite ? (
        <form className={styles.formRow} onSubmit={submit} noValidate aria-label="New size">
          <TextField
            label="New size"
            hint="e.g. 600x600"
            required
            value={name}
            onChange={(e) => setName(e.target.value)}
            error={fields.name}
          />
          <TextField
            label="Shown as"
            hint="e.g. 600 x 600 mm"
            value={label}
            onChange={(e) => setLabel(e.target.value)}
            error={fields.label}
          />
          <Button type="submit" loading={created.isLoading} loadingLabel="Adding the size">
            Add the size
          </Button>
        </form>
      ) : null}
    </section>
  );
}

export function TaxonomyScreen() {
  return (
    <div className={styles.page}>
      <h1>Brands, colours and sizes</h1>
      <Brands />
      <Colours />
      <Sizes />
    </div>
  );
}
