// docs/browsing.md §2: any other path shows a page-not-found screen containing only a title.
import { Trans } from '@lingui/react/macro';
import { usePageStatus } from '../app/page-status.js';

export function Component() {
  usePageStatus(404);
  return (
    <h1 className="not-found">
      <Trans>Page Not Found</Trans>
    </h1>
  );
}
