// docs/browsing.md §2: any other path shows a page-not-found screen containing only a title.
import { usePageStatus } from '../app/page-status.js';

export function Component() {
  usePageStatus(404);
  return <h1 className="not-found">Page Not Found</h1>;
}
