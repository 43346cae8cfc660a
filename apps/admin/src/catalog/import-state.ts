// How the products' import screen words a recorded import (openapi/admin.yaml `ProductImport`): an import is
// all-or-nothing (docs/back-office.md "CSV import and export"), so a failed one imported nothing.
import type { AdminComponents } from '@sajilo/api/admin';

export type ProductImport = AdminComponents['schemas']['ProductImport'];

/** A count as the shop writes numbers (lakh grouping, as prices are). */
const count = (n: number) => n.toLocaleString('en-IN');

/** The import's state in a word, and what it did or why it failed. */
export function describeImport(record: ProductImport): { state: string; detail: string } {
  switch (record.status) {
    case 'running':
      return {
        state: 'Running',
        detail: 'Its lines are written together when it ends; nothing of it is on the shop yet.',
      };
    case 'done':
      return {
        state: 'Done',
        detail: `${count(record.lines)} ${record.lines === 1 ? 'line' : 'lines'}: ${count(record.created)} created, ${count(record.updated)} updated, ${count(record.unchanged)} unchanged, ${count(record.refused)} refused.`,
      };
    case 'failed':
      return {
        state: 'Failed: nothing imported',
        detail: record.reason ?? 'The import failed; nothing of it was imported.',
      };
  }
}
