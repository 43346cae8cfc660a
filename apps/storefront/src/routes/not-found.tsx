// docs/browsing.md §2: any other path shows a page-not-found screen containing only a title.
import { Trans, useLingui } from '@lingui/react/macro';
import { usePageStatus } from '../app/page-status.js';
import { Seo } from '../components/seo.js';

export function Component() {
  const { t } = useLingui();
  usePageStatus(404);
  return (
    <>
      {/* The document's <title> (a page without one is not valid HTML); the screen shows only the h1. */}
      <Seo title={t`Page Not Found`} hiddenHeading={false} />
      <h1 className="not-found">
        <Trans>Page Not Found</Trans>
      </h1>
    </>
  );
}
