import { Link, NavLink, useParams } from 'react-router-dom';
import type { Column } from '../components/data-table.js';
import { ListScreen } from '../components/list-screen.js';
import { RowAction, type RowActionResult } from '../components/row-action.js';
import styles from '../components/screens.module.css';
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
  remove: ReturnType<typeof useContent>['remove'];
}) {
  async function run(): Promise<RowActionResult> {
    const result = await remove(row.id);
    return result.ok ? { data: { message: result.message } } : { error: result.error };
  }
  return (
    <RowAction
      name={`Delete ${spec.title(row)}`}
      confirm={`Delete this ${spec.singular}? It leaves the shop at once.`}
      run={run}
      done="Deleted."
    >
      Delete
    </RowAction>
  );
}

export function ContentScreen() {
  const { kind = 'pages' } = useParams();
  const spec = kindOf(kind);
  const content = useContent(spec?.key ?? 'pages');
  if (!spec) return <NotFoundScreen />;
  const columns: Column<Row>[] = [
    {
      label: spec.key === 'faqs' ? 'Question' : 'Title',
      cell: (row) => <Link to={`/content/${spec.key}/${row.id}`}>{spec.title(row)}</Link>,
    },
    { label: 'Details', cell: (row) => <span className={styles.muted}>{spec.detail(row)}</span> },
    {
      label: 'Actions',
      cell: (row) => (
        <>
          {spec.canCreate && spec.undeletable?.(row) === undefined ? (
            <DeleteButton spec={spec} row={row} remove={content.remove} />
          ) : null}
          {spec.undeletable?.(row) ? (
            <span className={`${styles.muted} ${styles.note}`}>{spec.undeletable(row)}</span>
          ) : null}
        </>
      ),
    },
  ];
  return (
    <ListScreen
      title={`Content: ${spec.label}`}
      intro={<KindNav current={spec.key} />}
      label={spec.label}
      count="heading"
      headingActions={
        spec.canCreate ? (
          <Link className={own.buttonLink} to={`/content/${spec.key}/new`}>
            New {spec.singular}
          </Link>
        ) : undefined
      }
      tableLabel={spec.label}
      noun={[spec.singular, `${spec.singular}s`]}
      result={content}
      rows={content.rows}
      columns={columns}
    >
      {spec.key === 'faqs' && content.rows ? <FaqTypes types={content.faqTypeList} /> : null}
    </ListScreen>
  );
}
