// The report of a quick order or a reorder (docs/quotes.md "Quick order", "Reorder"): each line, added or
// why not, in the server's words (in the page's language).
import { Trans, useLingui } from '@lingui/react/macro';
import type { QuickOrderResponse } from '@sajilo/api';
import styles from './quotes.module.css';

export function QuickOrderReport({ report }: { report: QuickOrderResponse }) {
  const { t } = useLingui();
  return (
    <section className={styles.section} aria-labelledby="report-heading">
      <h2 id="report-heading" className={styles.heading}>
        <Trans>What happened to each line</Trans>
      </h2>
      <p role="status">{report.message}</p>
      <ul className={styles.report}>
        {report.lines.map((line) => (
          <li
            // A pasted line's number, or a reorder's product (each once in an order).
            key={line.line > 0 ? line.line : `${line.slug ?? ''}-${line.title ?? ''}`}
            data-ok={line.added > 0 ? 'true' : 'false'}
            data-problem={line.problem ?? ''}
          >
            {line.line > 0 ? <strong>{t`Line ${line.line}`}: </strong> : null}
            {line.code ? <span className={styles.code}>{line.code}</span> : null}
            {line.title ? ` (${line.title})` : ''} — {line.message}
          </li>
        ))}
      </ul>
    </section>
  );
}
