// The products' CSV: the export (every product, the columns the import reads), and the import of a file with
// its report, line by line: what was created, updated, left unchanged or refused and why (refused first).
import { Button, Spinner } from '@sajilo/ui';
import { type FormEvent, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { Link } from 'react-router-dom';
import { catalogApi, exportProducts, type ImportReport, importProducts } from '../store/catalog-api.js';
import { useAdminDispatch, useAdminStore } from '../store/store.js';
import own from './catalog.module.css';
import styles from './screens.module.css';
import { TableRegion } from './table-region.js';

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
        <p className={styles.muted}>
          A CSV file whose first line names the columns: product_code (required), title, slug, brand,
          category, colour, size, size_unit, unit, price, sale_price, stock, published, trending, description,
          seo_title, seo_description, seo_keyword, pictures. A known product code updates that product, a new
          one creates a product (title and price required); a column left out is kept, an empty cell clears
          it. Importing the same file again changes nothing.
        </p>
        <form className={styles.formRow} onSubmit={submit} aria-label="Import products">
          <label className={own.stack}>
            <span>CSV file</span>
            <input ref={input} type="file" accept=".csv,text/csv" name="file" />
          </label>
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
    </div>
  );
}
