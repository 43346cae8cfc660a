import { EmptyState } from '@sajilo/ui';
import { Link } from 'react-router-dom';

export function NotFoundScreen() {
  return (
    <div>
      <h1>Page not found</h1>
      <EmptyState
        title="There is nothing at this address."
        description="It may have moved, or the link was mistyped."
        action={<Link to="/">Go to the dashboard</Link>}
      />
    </div>
  );
}
