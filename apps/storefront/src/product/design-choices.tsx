// "Other sizes and finishes of this design" under a product's price (docs/tiles.md "Designs"): the design's
// sizes and finishes as two groups of links, the current product's own marked (aria-current), each choice
// a real link to that product's own page (server-rendered, so it works without JavaScript and keeps /ne), a
// member with no goods left marked "Out of stock". A choice that changes the other value too (the design has
// no such combination) says which it goes to. Rendered with the page, like the availability beside it.
import { Trans, useLingui } from '@lingui/react/macro';
import { catalogApi, useAppDispatch, useProductDesignQuery } from '@sajilo/store';
import { type ReactNode, useId } from 'react';
import { Link } from 'react-router-dom';
import { useContentText } from '../i18n/localized.js';
import styles from './design-choices.module.css';
import { type DesignChoice, type DesignMember, designOptions, sizeLabel } from './design-options.js';

/** A design's answer older than this (a page a CDN kept) is asked for again when the page opens; the page
 * server keeps its pages half as long (docs/storefront.md "The page cache"). */
const FRESH_SECONDS = 60;

function ChoiceGroup({
  label,
  choices,
  show,
  showOther,
  go,
}: {
  label: string;
  choices: DesignChoice[];
  show: (value: string) => ReactNode;
  showOther: (value: string) => ReactNode;
  go: (member: DesignMember) => void;
}) {
  const { t } = useLingui();
  const selected = choices.find((c) => c.selected);
  return (
    <fieldset className={styles.group}>
      <legend className={styles.label}>
        {label}
        {selected ? <span className={styles.value}>{show(selected.value)}</span> : null}
      </legend>
      <ul className={styles.choices}>
        {choices.map((choice) => (
          <li key={choice.value}>
            <Link
              to={`/products/${encodeURIComponent(choice.member.slug)}`}
              className={styles.choice}
              aria-current={choice.selected ? 'page' : undefined}
              data-out={choice.member.in_stock ? undefined : ''}
              onClick={() => go(choice.member)}
            >
              <span>{show(choice.value)}</span>
              {choice.other ? <span className={styles.note}>{showOther(choice.other)}</span> : null}
              {choice.member.in_stock ? null : <span className={styles.out}>{t`Out of stock`}</span>}
            </Link>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

export function DesignChoices({ slug }: { slug: string }) {
  const { t } = useLingui();
  const contentText = useContentText();
  const headingId = useId();
  const dispatch = useAppDispatch();
  const { data } = useProductDesignQuery(slug, { refetchOnMountOrArgChange: FRESH_SECONDS });
  const design = data?.design;
  if (!design) return null;
  const { sizes, finishes } = designOptions(design.members);
  if (sizes.length === 0 && finishes.length === 0) return null;
  const name = contentText(design.title, design.title_ne);
  // A finish in Nepali where its product has it, else the maker's English word, marked so on the Nepali page
  // (docs/nepal.md "Catalogue content in Nepali"); the choices group the members by the English.
  const finishNe = new Map(
    design.members.flatMap((m) => (m.finish && m.finish_ne ? [[m.finish, m.finish_ne] as const] : [])),
  );
  const finish = (value: string) => {
    const shown = contentText(value, finishNe.get(value));
    return shown.lang ? <span lang={shown.lang}>{shown.text}</span> : shown.text;
  };
  const size = (value: string) => sizeLabel(value);
  // The chosen product's page shows the same design: its answer is this one with another member current, so
  // the choices stay in place while the page changes instead of disappearing until it is asked for.
  const go = (member: DesignMember) => {
    dispatch(
      catalogApi.util.upsertQueryData('productDesign', member.slug, {
        result: 'success',
        design: {
          ...design,
          members: design.members.map((m) => ({ ...m, current: m.slug === member.slug })),
        },
      }),
    );
  };
  return (
    <section className={styles.design} aria-labelledby={headingId} data-testid="design-choices">
      <h2 id={headingId} className={styles.heading}>
        <Trans>Other sizes and finishes of this design</Trans>
      </h2>
      <p className={styles.name} lang={name.lang}>
        {name.text}
      </p>
      {sizes.length > 0 ? (
        <ChoiceGroup
          label={t`Size`}
          choices={sizes}
          show={size}
          showOther={(value) => (
            <>
              {t`Finish:`} {finish(value)}
            </>
          )}
          go={go}
        />
      ) : null}
      {finishes.length > 0 ? (
        <ChoiceGroup
          label={t`Finish`}
          choices={finishes}
          show={finish}
          showOther={(value) => t`in ${size(value)}`}
          go={go}
        />
      ) : null}
    </section>
  );
}
