// Brands, colours and sizes: listed with how many products use each; added, renamed (brands; colours with
// their Nepali names), and deleted when no product uses them (the server refuses otherwise and says why).
import type { RequestError } from '@sajilo/store';
import { Button, FileField, TextField } from '@sajilo/ui';
import { type FormEvent, useState } from 'react';
import toast from 'react-hot-toast';
import type { Column } from '../components/data-table.js';
import { List } from '../components/list.js';
import { RowAction, type RowActionResult } from '../components/row-action.js';
import styles from '../components/screens.module.css';
import { useMeQuery } from '../shell/shell-api.js';
import { useAdminStore } from '../store/store.js';
import own from './catalog.module.css';
import {
  type AdminBrand,
  type AdminColour,
  type AdminSize,
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
  useUpdateColourMutation,
} from './catalog-api.js';
import { showError } from './catalog-shared.js';

const useCanWrite = () => useMeQuery(undefined).data?.permissions.includes('catalog.write') ?? false;

/**
 * The columns every list of this screen ends with: how many products use the row, and Delete, which asks
 * first; the server's refusal (in use) is shown as it says it.
 */
function usage<R extends { id: number; products: number }>(
  name: (row: R) => string,
  remove: (id: number) => Promise<RowActionResult>,
  canWrite: boolean,
): Column<R>[] {
  return [
    { label: 'Products', kind: 'number', cell: (row) => row.products },
    {
      label: 'Actions',
      cell: (row) =>
        canWrite ? (
          <RowAction
            name={`Delete ${name(row)}`}
            confirm={`Delete ${name(row)}?`}
            run={() => remove(row.id)}
            done="Deleted."
          >
            Delete
          </RowAction>
        ) : null,
    },
  ];
}

function Brands() {
  const { client } = useAdminStore();
  const canWrite = useCanWrite();
  const brands = useBrandsQuery(undefined);
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
    <List
      heading="Brands"
      tableLabel="Every brand"
      noun={['brand', 'brands']}
      result={brands}
      rows={brands.data?.brands}
      columns={[
        {
          label: 'Brand',
          cell: (b) => (
            <span className={own.productCell}>
              <img src={b.picture.url} alt="" width={40} height={40} className={own.thumb} />
              {b.title}
            </span>
          ),
        },
        ...usage((b: AdminBrand) => b.title, remove, canWrite),
      ]}
      footer={
        canWrite ? (
          <form className={styles.formRow} onSubmit={submit} noValidate aria-label="New brand">
            <TextField
              label="New brand"
              required
              value={title}
              onChange={(e) => setTitle(e.target.value)}
              error={fields.title}
            />
            <FileField
              label="Its logo"
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
            <Button type="submit" loading={created.isLoading} loadingLabel="Adding the brand">
              Add the brand
            </Button>
          </form>
        ) : null
      }
    />
  );
}

/** A colour's name, its name in Nepali and its swatch: a new colour, or the one being changed. */
function ColourForm({ editing, onDone }: { editing: AdminColour | null; onDone: () => void }) {
  const [create, created] = useCreateColourMutation();
  const [update, updated] = useUpdateColourMutation();
  const [name, setName] = useState(editing?.name ?? '');
  const [nameNe, setNameNe] = useState(editing?.name_ne ?? '');
  const [value, setValue] = useState(editing?.value.toLowerCase() ?? '#ffffff');
  const sent = editing ? updated : created;
  const fields = (sent.error as RequestError | undefined)?.fieldErrors ?? {};
  async function submit(event: FormEvent) {
    event.preventDefault();
    const body = { name, name_ne: nameNe, value };
    const result = editing ? await update({ id: editing.id, ...body }) : await create(body);
    if ('data' in result && result.data) {
      toast.success(result.data.message ?? 'Saved.');
      setName('');
      setNameNe('');
      onDone();
    } else if (Object.keys((result.error as RequestError | undefined)?.fieldErrors ?? {}).length === 0)
      showError(result.error);
  }
  const what = editing ? `Change ${editing.name}` : 'New colour';
  return (
    <form className={styles.formRow} onSubmit={submit} noValidate aria-label={what}>
      <TextField
        label={editing ? 'Name' : "New colour's name"}
        required
        value={name}
        onChange={(e) => setName(e.target.value)}
        error={fields.name}
      />
      {/* The storefront's Nepali pages show it (docs/nepal.md "Catalogue content in Nepali"). */}
      <TextField
        label="Name in Nepali"
        lang="ne"
        hint="e.g. सेतो; the English name there when empty."
        value={nameNe}
        onChange={(e) => setNameNe(e.target.value)}
        error={fields.name_ne}
      />
      <TextField
        label="Its swatch"
        type="color"
        required
        value={value}
        onChange={(e) => setValue(e.target.value)}
        error={fields.value}
      />
      {editing ? (
        <>
          <Button type="submit" loading={updated.isLoading} loadingLabel="Saving the colour">
            Save the colour
          </Button>
          <Button type="button" variant="secondary" onClick={onDone}>
            Cancel
          </Button>
        </>
      ) : (
        <Button type="submit" loading={created.isLoading} loadingLabel="Adding the colour">
          Add the colour
        </Button>
      )}
    </form>
  );
}

function Colours() {
  const canWrite = useCanWrite();
  const colours = useColoursQuery(undefined);
  const [remove] = useDeleteColourMutation();
  const [editing, setEditing] = useState<AdminColour | null>(null);
  return (
    <List
      heading="Colours"
      tableLabel="Every colour"
      noun={['colour', 'colours']}
      result={colours}
      rows={colours.data?.colours}
      columns={[
        {
          label: 'Colour',
          cell: (c) => (
            <>
              <span className={own.swatch} style={{ background: c.value }} />
              {c.name} <span className={styles.muted}>{c.value}</span>
            </>
          ),
        },
        {
          label: 'In Nepali',
          cell: (c) =>
            c.name_ne ? <span lang="ne">{c.name_ne}</span> : <span className={styles.muted}>None</span>,
        },
        ...(canWrite
          ? [
              {
                label: 'Change',
                cell: (c: AdminColour) => (
                  <Button
                    variant="link"
                    size="small"
                    aria-label={`Change ${c.name}`}
                    onClick={() => setEditing(c)}
                  >
                    Change
                  </Button>
                ),
              },
            ]
          : []),
        ...usage((c: AdminColour) => c.name, remove, canWrite),
      ]}
      footer={
        canWrite ? (
          // Keyed by the colour, so choosing another fills the form with its values.
          <ColourForm key={editing?.id ?? 'new'} editing={editing} onDone={() => setEditing(null)} />
        ) : null
      }
    />
  );
}

function Sizes() {
  const canWrite = useCanWrite();
  const sizes = useSizesQuery(undefined);
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
    <List
      heading="Sizes"
      tableLabel="Every size"
      noun={['size', 'sizes']}
      result={sizes}
      rows={sizes.data?.sizes}
      columns={[
        {
          label: 'Size',
          cell: (size) => (
            <>
              {size.name} <span className={styles.muted}>{size.label}</span>
            </>
          ),
        },
        ...usage((size: AdminSize) => size.name, remove, canWrite),
      ]}
      footer={
        canWrite ? (
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
        ) : null
      }
    />
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
