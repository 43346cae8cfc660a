// The product editor's "Design" (docs/tiles.md "Designs"): the design the product is one size and finish of,
// picked from the list or created here by its names in English and Nepali, the product's finish beside it,
// and the design's other members, so the staff see what the product page will offer.
import type { RequestError } from '@sajilo/store';
import { Button, SelectField, TextField } from '@sajilo/ui';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { Link } from 'react-router-dom';
import styles from '../components/screens.module.css';
import own from './catalog.module.css';
import { useCreateDesignMutation, useDesignsQuery } from './catalog-api.js';
import { showError } from './catalog-shared.js';

export interface DesignFieldProps {
  /** The product's own id: left out of the members listed. */
  productId: number | undefined;
  designId: string;
  finish: string;
  finishNe: string;
  onDesign: (id: string) => void;
  onFinish: (finish: string) => void;
  onFinishNe: (finish: string) => void;
  errors: { design_id?: string[] | string; finish?: string[] | string; finish_ne?: string[] | string };
  canWrite: boolean;
}

export function DesignField({
  productId,
  designId,
  finish,
  finishNe,
  onDesign,
  onFinish,
  onFinishNe,
  errors,
  canWrite,
}: DesignFieldProps) {
  const designs = useDesignsQuery(undefined);
  const [create, creating] = useCreateDesignMutation();
  const [title, setTitle] = useState('');
  const [titleNe, setTitleNe] = useState('');
  const list = designs.data?.designs ?? [];
  const chosen = list.find((d) => String(d.id) === designId);
  const others = chosen?.members.filter((m) => m.id !== productId) ?? [];
  const createError = (creating.error as RequestError | undefined)?.fieldErrors ?? {};

  async function createDesign() {
    // An empty name counts as missing: the server says so beside the field.
    const result = await create({
      title: title.trim(),
      ...(titleNe.trim() ? { title_ne: titleNe.trim() } : {}),
    });
    if ('data' in result && result.data) {
      onDesign(String(result.data.design.id));
      setTitle('');
      setTitleNe('');
      toast.success(`${result.data.design.title} is created: save the product to keep it in the design.`);
    } else if (Object.keys((result.error as RequestError | undefined)?.fieldErrors ?? {}).length === 0) {
      showError(result.error);
    }
  }

  return (
    <section className={styles.section} aria-labelledby="design-heading">
      <h2 id="design-heading">Design</h2>
      <p className={own.hint}>
        One look made in several sizes and finishes: each stays its own product, and the product page offers
        the others as choices.
      </p>
      <div className={own.grid}>
        <SelectField
          label="Design"
          value={designId}
          onChange={(e) => onDesign(e.target.value)}
          options={[
            { value: '', label: 'None' },
            ...list.map((d) => ({
              value: String(d.id),
              label: `${d.title} (${d.members.length} ${d.members.length === 1 ? 'product' : 'products'})`,
            })),
          ]}
          error={errors.design_id}
        />
        <TextField
          label="Finish"
          hint="What the choices name, e.g. Glossy or Matt; the size is the product's own."
          value={finish}
          maxLength={60}
          onChange={(e) => onFinish(e.target.value)}
          error={errors.finish}
        />
        {/* The storefront's Nepali pages show it (docs/nepal.md "Catalogue content in Nepali"). */}
        <TextField
          label="Finish in Nepali"
          lang="ne"
          hint="e.g. म्याट; the English finish there when empty."
          value={finishNe}
          maxLength={60}
          onChange={(e) => onFinishNe(e.target.value)}
          error={errors.finish_ne}
        />
      </div>
      {chosen ? (
        others.length > 0 ? (
          <ul className={own.designMembers} aria-label={`The other products of ${chosen.title}`}>
            {others.map((m) => (
              <li key={m.id}>
                <Link to={`/products/${m.id}`}>{m.title}</Link>{' '}
                <span className={own.hint}>
                  {m.product_code} · {[m.size, m.finish].filter(Boolean).join(' · ') || 'no size or finish'}
                  {m.published ? '' : ' · unpublished'}
                </span>
              </li>
            ))}
          </ul>
        ) : (
          <p className={own.hint}>No other product is in this design yet.</p>
        )
      ) : null}
      {canWrite ? (
        <fieldset className={own.designNew}>
          <legend>New design</legend>
          <div className={own.grid}>
            <TextField
              label="Name"
              value={title}
              maxLength={200}
              onChange={(e) => setTitle(e.target.value)}
              error={createError.title ?? createError.slug}
            />
            <TextField
              label="Name in Nepali"
              lang="ne"
              value={titleNe}
              maxLength={200}
              onChange={(e) => setTitleNe(e.target.value)}
              error={createError.title_ne}
            />
          </div>
          <Button type="button" variant="secondary" onClick={createDesign} loading={creating.isLoading}>
            Create the design
          </Button>
        </fieldset>
      ) : null}
    </section>
  );
}
