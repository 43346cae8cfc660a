// What the catalogue's screens share: the category tree as indented options, and a failed change's toast.
import { errorMessages, type RequestError } from '@sajilo/store';
import toast from 'react-hot-toast';
import type { AdminCategory } from './catalog-api.js';

/** The tree (parents first, as the server sends it) as select options, each level indented. */
export function categoryOptions(categories: AdminCategory[]): { value: string; label: string }[] {
  return categories.map((c) => ({ value: String(c.id), label: `${'— '.repeat(c.depth)}${c.title}` }));
}

/** Every message of a failed request, one toast each (field messages included). */
export function showError(error: unknown): void {
  if (!error) return;
  for (const message of errorMessages(error as RequestError)) toast.error(message);
}
