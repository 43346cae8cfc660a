// The products' CSV: the export (every product, the columns the import reads), the import of a file with
// its report, line by line: what was created, updated, left unchanged or refused and why (refused first), and
// the recent imports with how each ended. An import is all-or-nothing (docs/back-office.md "CSV import and
// export"): the screen says so before the file is sent.
import { Button, FileField, Spinner } from '@sajilo/ui';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { Link } from 'react-router-dom';
import { Failed } from '../components/failed.js';
import styles from '../components/screens.module.css';
import { TableRegion } from '../components/table-region.js';
import { useAdminDispatch, useAdminStore } from '../store/store.js';
import own from './catalog.module.css';
import {
  catalogApi,
  exportProducts,
  type ImportReport,
  importProducts,
  useProductImportsQuery,
} from './catalog-api.js';
import { describeImport } from './import-state.js';

/** The report's table shows this many lines; the counts above it cover every line. */
const SHOWN = 200;
const OUTCOME: Record<ImportReport['lines'][number]['outcome'], string> = {
  created: 'Created',
  updated: 'Updated',
  unchanged: 'Unchanged',
  refused: 'Refused',
};

export function ProductImportScreen() {
  const { client } = useAdminStore();
  const dispatch = useAdminDispatch();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [exporting, setExporting] = useState(false);
  const [report, setReport] = useState<ImportReport | undefined>();
  const [failure, setFailure] = useState<string | undefined>();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const file = input.current?.files?.[0];
    if (!file) {
      setFailure('Choose a CSV file to import.');
      return;
    }
    setBusy(true);
    setFailure(undefined);
    setReport(undefined);
    try {
      const answer = await importProducts(client, file);
      setReport(answer);
      toast.success(answer.message);
      dispatch(catalogApi.util.invalidateTags(['Product', 'Dashboard', 'Audit']));
    } catch (error) {
      setFailure(error instanceof Error ? error.message : 'The import failed. Please try again.');
    } finally {
      setBusy(false);
      // Ended either way: the list shows how (a refused or failed import is recorded too).
      dispatch(catalogApi.util.invalidateTags(['ProductImport']));
    }
  }

  async function download() {
    setExporting(true);
    try {
      const csv = await exportProducts(client);
      const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv' }));
      const link = document.createElement('a');
      link.href = url;
      link.download = `products-${new Date().toISOString().slice(0, 10)}.csv`;
      link.click();
      URL.revokeObjectURL(url);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'The export failed. Please try again.');
    } finally {
      setExporting(false);
    }
  }

  const lines = report
    ? [...report.lines].sort(
        (a, b) => Number(b.outcome === 'refused') - Number(a.outcome === 'refused') || a.line - b.line,
      )
    : [];
  return (
    <div className={styles.page}>
      <p>
        <Link to="/products">All products</Link>
      </p>
      <h1>Import or export products</h1>
      <section className={styles.section} aria-labelledby="export-heading">
        <h2 id="export-heading">Export</h2>
        <p className={styles.muted}>Every product, one line each, with the columns the import reads.</p>
        <Button variant="secondary" onClick={download} loading={exporting} loadingLabel="Exporting">
          Export CSV
        </Button>
      </section>
      <section className={styles.section} aria-labelledby="import-heading">
        <h2 id="import-heading">Import</h2>
        {/* Every column of the export (docs/back-office.md "CSV import and export"), so staff know what a
            file may set: the tiles' packaging, finish and sample columns too (docs/tiles.md). */}
        <p className={styles.muted}>
          A CSV file whose first line names the columns, as the export writes them: product_code (required),
          title, slug, brand, category, colour, size, size_unit, unit, price, sale_price, stock, weight_kg
          (one unit as sold, a box of tiles), published, trending, description, seo_title, seo_description,
          seo_keyword, pictures; a tile's finish, finish_ne (the finish in Nepali) and design (the design's
          slug); its packaging pieces_per_box, m2_per_box (as printed on the box, 1.44) and boxes_per_pallet,
          all three or none; and its sample offer sample_offered, sample_kind (piece or cut), sample_size,
          sample_size_ne, sample_price and sample_stock. A known product code updates that product, a new one
          creates a product (title and price required); a column left out is kept, an empty cell clears it.
          Importing the same file again changes nothing.
        </p>
        <p id="all-or-nothing">
          <strong>All or nothing.</strong> The lines that can be used are written together, in one go: if the
          import fails or the server stops midway, nothing of the file is imported and the catalogue stays as
          it was. A line that cannot be used is refused with its reasons, and the others go in. One import
          runs at a time.
        </p>
        <form
          className={styles.formRow}
          onSubmit={submit}
          aria-label="Import products"
          aria-describedby="all-or-nothing"
        >
          <FileField ref={input} label="CSV file" accept=".csv,text/csv" name="file" />
          <Button type="submit" loading={busy} loadingLabel="Importing">
            Import
          </Button>
        </form>
        {busy ? <Spinner label="Importing the file" /> : null}
        {failure ? (
          <p role="alert" className={styles.error}>
            {failure}
          </p>
        ) : null}
      </section>
      {report ? (
        <section className={styles.section} aria-labelledby="report-heading">
          <h2 id="report-heading">Report</h2>
          <p role="status">{report.message}</p>
          <TableRegion label="Lines of the file">
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col" className={styles.number}>
                    Line
                  </th>
                  <th scope="col">Product code</th>
                  <th scope="col">Outcome</th>
                  <th scope="col">Why</th>
                </tr>
              </thead>
              <tbody>
                {lines.slice(0, SHOWN).map((line) => (
                  <tr key={line.line}>
                    <td className={styles.number}>{line.line}</td>
                    <td className={styles.value}>{line.product_code ?? '—'}</td>
                    <td className={line.outcome === 'refused' ? own.refused : undefined}>
                      {OUTCOME[line.outcome]}
                    </td>
                    <td>{line.reasons.join(' ')}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableRegion>
          {lines.length > SHOWN ? (
            <p className={styles.muted}>
              The first {SHOWN} of {lines.length} lines (refused first).
            </p>
          ) : null}
        </section>
      ) : null}
      <RecentImports busy={busy} />
    </div>
  );
}

const when = (iso: string) => new Date(iso).toLocaleString('en-GB');

/** How often the list is read again while an import runs (this one, or another staff member's). */
const WHILE_RUNNING_MS = 2_000;

/** The recent imports, newest first: running, done with its counts, or failed with the reason. */
function RecentImports({ busy }: { busy: boolean }) {
  const [polling, setPolling] = useState(false);
  const { data, error, isLoading, isFetching, refetch } = useProductImportsQuery(undefined, {
    refetchOnMountOrArgChange: true,
    pollingInterval: busy || polling ? WHILE_RUNNING_MS : 0,
  });
  const running = data?.imports.some((record) => record.status === 'running') ?? false;
  useEffect(() => setPolling(running), [running]);
  return (
    <section className={styles.section} aria-labelledby="imports-heading" aria-busy={isLoading}>
      <h2 id="imports-heading">Recent imports</h2>
      {isLoading ? <Spinner label="Loading the recent imports" /> : null}
      {error && !isFetching ? <Failed error={error} retry={refetch} /> : null}
      {data && data.imports.length === 0 ? <p className={styles.muted}>No import yet.</p> : null}
      {data && data.imports.length > 0 ? (
        // A list, not a table: on a phone each import reads whole, its reason under its state.
        <ol className={own.imports} aria-label="Imports, newest first">
          {data.imports.map((record) => {
            const { state, detail } = describeImport(record);
            return (
              <li key={record.id} className={own.import}>
                <p>
                  <strong className={record.status === 'failed' ? own.refused : undefined}>{state}</strong>{' '}
                  <span className={styles.muted}>
                    started <span className={styles.value}>{when(record.started_at)}</span> by{' '}
                    {record.staff_name ?? 'a former staff member'}
                  </span>
                </p>
                <p>{detail}</p>
              </li>
            );
          })}
        </ol>
      ) : null}
    </section>
  );
}
