// The 'Read More' link of a blog post or a job (docs/browsing.md §2.11, §2.13). The title is in the link's
// own text, hidden on screen, so its words say where it goes to a screen reader and a crawler alike (an
// aria-label is not read as link text: docs/storefront.md "Search engines and link previews").
import { Trans } from '@lingui/react/macro';
import { VisuallyHidden } from '@sajilo/ui';
import { Link } from 'react-router-dom';

export function ReadMoreLink({
  to,
  title,
  className,
}: {
  to: string;
  title: string;
  className?: string | undefined;
}) {
  return (
    <Link to={to} className={className}>
      <Trans>
        Read More<VisuallyHidden> about {title}</VisuallyHidden>
      </Trans>
    </Link>
  );
}
