// Categories as a tree: each level in its order (moved up or down), a category edited or put under another
// parent (with everything below it), a new one added at the end of its level. The server keeps the rules
// (three levels at most, never under itself, not deleted while it holds products).
import type { RequestError } from '@sajilo/store';
import { Button, FileField, SelectField, Spinner, TextAreaField, TextField } from '@sajilo/ui';
import { type FormEvent, useState } from 'react';
import toast from 'react-hot-toast';
import { Failed } from '../components/failed.js';
import styles from '../components/screens.module.css';
import { useMeQuery } from '../shell/shell-api.js';
import { useAdminStore } from '../store/store.js';
import own from './catalog.module.css';
import {
  type AdminCategory,
  uploadPicture,
  useCategoriesQuery,
  useCreateCategoryMutation,
  useDeleteCategoryMutation,
  useMoveCategoryMutation,
  useUpdateCategoryMutation,
} from './catalog-api.js';
import { categoryOptions, showError } from './catalog-shared.js';

function CategoryForm({
  category,
  all,
  done,
}: {
  category: AdminCategory | undefined;
  all: AdminCategory[];
  done: () => void;
}) {
  const { client } = useAdminStore();
  const [create, created] = useCreateCategoryMutation();
  const [update, updated] = useUpdateCategoryMutation();
  const [title, setTitle] = useState(category?.title ?? '');
  const [titleNe, setTitleNe] = useState(category?.title_ne ?? '');
  const [parent, setParent] = useState(category?.parent_id ? String(category.parent_id) : '');
  const [seoTitle, setSeoTitle] = useState(category?.seo_title ?? '');
  const [seoDescription, setSeoDescription] = useState(category?.seo_description ?? '');
  const [onHome, setOnHome] = useState(category?.show_on_home ?? false);
  const [picture, setPicture] = useState<string | undefined>(category?.picture.path);
  const error = (category ? updated.error : created.error) as RequestError | undefined;
  const fields = error?.fieldErrors ?? {};
  // A category cannot go under itself or below itself: those are left out of the parents offered.
  const below = (id: number): number[] => [
    id,
    ...all.filter((c) => c.parent_id === id).flatMap((c) => below(c.id)),
  ];
  const excluded = new Set(category ? below(category.id) : []);
  const parents = all.filter((c) => c.depth < 2 && !excluded.has(c.id));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const body = {
      title,
      title_ne: titleNe,
      show_on_home: onHome,
      ...(parent ? { parent_id: Number(parent) } : {}),
      // Both always sent: a save replaces the category, and one left out would be emptied.
      seo_title: seoTitle,
      seo_description: seoDescription,
      ...(picture && !picture.startsWith('placeholders/') ? { picture: { path: picture } } : {}),
    };
    const result = category ? await update({ id: category.id, ...body }) : await create(body);
    if ('data' in result && result.data) {
      toast.success(result.data.message ?? 'Saved.');
      done();
    } else if (Object.keys((result.error as RequestError | undefined)?.fieldErrors ?? {}).length === 0) {
      showError(result.error);
    }
  }
  async function choosePicture(file: File | undefined) {
    if (!file) return;
    try {
      setPicture((await uploadPicture(client, file, 'category')).path);
      toast.success('The picture is uploaded: save to use it.');
    } catch (failure) {
      toast.error(failure instanceof Error ? failure.message : 'The upload failed.');
    }
  }
  const label = category ? `Edit ${category.title}` : 'New category';
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={label}>
      <TextField
        label="Title"
        required
        value={title}
        onChange={(e) => setTitle(e.target.value)}
        error={fields.title}
      />
      <TextField
        label="Title in Nepali"
        lang="ne"
        hint="Shown on the shop's Nepali pages; the English title there when empty."
        value={titleNe}
        onChange={(e) => setTitleNe(e.target.value)}
        error={fields.title_ne}
      />
      <SelectField
        label="Parent"
        value={parent}
        onChange={(e) => setParent(e.target.value)}
        options={[{ value: '', label: 'None (top level)' }, ...categoryOptions(parents)]}
        error={fields.parent_id}
      />
      <TextField
        label="SEO title"
        value={seoTitle}
        onChange={(e) => setSeoTitle(e.target.value)}
        error={fields.seo_title}
      />
      <TextAreaField
        label="SEO description"
        value={seoDescription}
        onChange={(e) => setSeoDescription(e.target.value)}
        error={fields.seo_description}
      />
      <label className={own.checkRow}>
        <input
          type="checkbox"
          className={own.check}
          checked={onHome}
          onChange={(e) => setOnHome(e.target.checked)}
        />
        Shown on the home page
      </label>
      <FileField
        label="Picture (JPEG, PNG or WebP)"
        accept="image/jpeg,image/png,image/webp"
        onChange={(e) => choosePicture(e.target.files?.[0])}
        error={fields.picture}
      />
      <p className={own.actions}>
        <Button
          type="submit"
          loading={created.isLoading || updated.isLoading}
          loadingLabel="Saving the category"
        >
          {category ? 'Save the category' : 'Add the category'}
        </Button>
        {category ? (
          <Button type="button" variant="secondary" onClick={done}>
            Cancel
          </Button>
        ) : null}
      </p>
    </form>
  );
}

export function CategoriesScreen() {
  const { data, error, isLoading, refetch } = useCategoriesQuery(undefined);
  const me = useMeQuery(undefined);
  const canWrite = me.data?.permissions.includes('catalog.write') ?? false;
  const [move, moving] = useMoveCategoryMutation();
  const [remove] = useDeleteCategoryMutation();
  const [editing, setEditing] = useState<number | undefined>();
  const all = data?.categories ?? [];
  const siblings = (c: AdminCategory) => all.filter((x) => x.parent_id === c.parent_id);

  async function moveOne(c: AdminCategory, direction: 'up' | 'down') {
    const result = await move({ id: c.id, direction });
    if ('error' in result) showError(result.error);
  }
  async function removeOne(c: AdminCategory) {
    if (!window.confirm(`Delete ${c.title}?`)) return;
    const result = await remove(c.id);
    if ('data' in result && result.data) toast.success(result.data.message);
    else showError(result.error);
  }

  return (
    <div className={styles.page}>
      <h1>Categories</h1>
      {isLoading ? <Spinner label="Loading the categories" /> : null}
      {error ? <Failed error={error} retry={refetch} /> : null}
      {data ? (
        <section className={styles.section} aria-labelledby="tree-heading" aria-busy={moving.isLoading}>
          <h2 id="tree-heading">The tree</h2>
          <ul className={own.tree}>
            {all.map((c) => {
              const level = siblings(c);
              const at = level.findIndex((x) => x.id === c.id);
              return (
                <li
                  key={c.id}
                  className={`${own.treeItem} ${c.depth === 1 ? own.depth1 : c.depth === 2 ? own.depth2 : ''}`}
                >
                  <span>
                    {c.title} <span className={styles.muted}>({c.products} products)</span>
                  </span>
                  {canWrite ? (
                    <span className={own.buttons}>
                      <Button
                        size="small"
                        variant="secondary"
                        disabled={at === 0}
                        onClick={() => moveOne(c, 'up')}
                        aria-label={`Move ${c.title} up`}
                      >
                        Up
                      </Button>
                      <Button
                        size="small"
                        variant="secondary"
                        disabled={at === level.length - 1}
                        onClick={() => moveOne(c, 'down')}
                        aria-label={`Move ${c.title} down`}
                      >
                        Down
                      </Button>
                      <Button
                        size="small"
                        variant="secondary"
                        onClick={() => setEditing(c.id)}
                        aria-label={`Edit ${c.title}`}
                      >
                        Edit
                      </Button>
                      <Button
                        size="small"
                        variant="secondary"
                        onClick={() => removeOne(c)}
                        aria-label={`Delete ${c.title}`}
                      >
                        Delete
                      </Button>
                    </span>
                  ) : null}
                  {editing === c.id ? (
                    <CategoryForm key={c.id} category={c} all={all} done={() => setEditing(undefined)} />
                  ) : null}
                </li>
              );
            })}
          </ul>
        </section>
      ) : null}
      {canWrite && data ? (
        <section className={styles.section} aria-labelledby="new-category-heading">
          <h2 id="new-category-heading">New category</h2>
          <CategoryForm key={all.length} category={undefined} all={all} done={() => undefined} />
        </section>
      ) : null}
    </div>
  );
}
