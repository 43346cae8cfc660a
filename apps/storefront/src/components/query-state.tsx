// A section waiting for data shows a spinner; a failed request shows a message the user understands and
// a retry, never a blank page (the earlier site only logged failures, docs/browsing.md §8).
import { Trans } from '@lingui/react/macro';
import type { RequestError } from '@sajilo/store';
import { Button, EmptyState, Spinner } from '@sajilo/ui';
import type { ReactNode } from 'react';

export interface QueryStateProps {
  isLoading: boolean;
  error: unknown;
  refetch: () => unknown;
  /** What the section waits for, announced by the spinner (seed: "Loading"). */
  label?: string;
  children: ReactNode;
}

function describe(error: unknown): string {
  const status = (error as Partial<RequestError> | undefined)?.status;
  if (status === 404) return 'We could not find this page. It may have moved.';
  if (status === 0) return 'We could not reach the shop. Check your connection and try again.';
  return 'Something went wrong while loading this. Please try again.';
}

export function QueryState({ isLoading, error, refetch, label = 'Loading', children }: QueryStateProps) {
  if (isLoading) return <Spinner label={label} block showLabel />;
  if (error) {
    return (
      <EmptyState
        title={describe(error)}
        action={
          <Button variant="secondary" onClick={() => refetch()}>
            <Trans>Try again</Trans>
          </Button>
        }
      />
    );
  }
  return <>{children}</>;
}
