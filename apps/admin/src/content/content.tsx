// Content: the kinds the staff edit (pages, banners, blogs, jobs, FAQs, testimonials, showrooms, catalogues,
// and for the owner plugins), each listed with its records; a record opens in the editor. A change is on
// the shop at once (docs/back-office.md "Content").
import type { RequestError } from '@sajilo/store';
import { Button, Spinner } from '@sajilo/ui';
import toast from 'react-hot-toast';
import { Link, NavLink, useParams } from 'react-router-dom';
import { Failed } from '../components/failed.js';
import styles from '../components/screens.module.css';
import { TableRegion } from '../components/table-region.js';
import { NotFoundScreen } from '../shell/not-found.js';
import { useMeQuery } from '../shell/shell-api.js';
import own from './content.module.css';
import { FaqTypes } from './faq-types.js';
import { KINDS, type KindSpec, kindOf } from './kinds.js';
import { type Row, useContent } from './use-content.js';

/** The kinds this role may edit, as links. */
export function KindNav({ current }: { current: string }) {
  const me = useMeQuery(undefined);
  const permissions = new Set(me.data?.permissions ?? []);
  return (
    <nav aria-label="Kinds of content" className={own.subnav}>
      <ul>
        {KINDS.filter((k) => permissions.has(k.permission)).map((k) => (
          <li key={k.key}>
            <NavLink
              to={`/content/${k.key}`}
              className={k.key === current ? own.subnavActive : undefined}
              aria-current={k.key === current ? 'page' : undefined}
            >
              {k.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function DeleteButton({
  spec,
  row,
  remove,
}: {
  spec: KindSpec;
  row: Row;
  remove: (id: number) => Promise<unknown>;
}) {
  async function click() {
    if (!window.confirm(`Delete this ${spec.singular}? It leaves the shop at once.`)) return;
    const result = (await remove(row.id)) as { ok: boolean; message?: string; error?: RequestError };
    if (result.ok) toast.success(result.message ?? 'Deleted.');
    else toast.error(result.error?.message ?? 'It could not be deleted.');
  }
  return (
    <Button variant="secondary" size="small" onClick={click} aria-label={`Delete ${spec.title(row)}`}>
      Delete
    </Button>
  );
}

export function ContentScreen() {
  const { kind = 'pages' } = useParams();
  const spec = kindOf(kind);
  const content = useContent(spec?.key ?? 'pages');
  if (!spec) return <NotFoundScreen />;
  return (
    <div className={styles.page}>
      <h1>Content: {spec.label}</h1>
      <KindNav current={spec.key} />
      {content.isLoading ? <Spinner label={`Loading the ${spec.label.toLowerCase()}`} /> : null}
      {content.error ? <Failed error={content.error} retry={content.refetch} /> : null}
      {content.rows ? (
        <section className={styles.section} aria-labelledby="content-list-heading">
          <div className={own.headingRow}>
            <h2 id="content-list-heading">
              {content.rows.length} {content.rows.length === 1 ? spec.singular : `${spec.singular}s`}
            </h2>
            {spec.canCreate ? (
              <Link className={own.buttonLink} to={`/content/${spec.key}/new`}>
                New {spec.singular}
              </Link>
            ) : null}
          </div>
          <TableRegion label={spec.label}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">{spec.key === 'faqs' ? 'Question' : 'Title'}</th>
                  <th scope="col">Details</th>
                  <th scope="col">Actions</th>
                </tr>
              </thead>
              <tbody>
                {content.rows.map((row) => (
                  <tr key={row.id}>
                    <td>
                      <Link to={`/content/${spec.key}/${row.id}`}>{spec.title(row)}</Link>
                    </td>
                    <td className={styles.muted}>{spec.detail(row)}</td>
                    <td>
                      {spec.canCreate && spec.undeletable?.(row) === undefined ? (
                        <DeleteButton spec={spec} row={row} remove={content.remove} />
                      ) : null}
                      {spec.undeletable?.(row) ? (
                        <span className={styles.muted}>{spec.undeletable(row)}</span>
                      ) : null}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableRegion>
        </section>
      ) : null}
      {spec.key === 'faqs' && content.rows ? <FaqTypes types={content.faqTypeList} /> : null}
    </div>
  );
}
