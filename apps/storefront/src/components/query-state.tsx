// A section waiting for data shows a spinner; a failed request shows a message the user understands and
// a retry, never a blank page (the earlier site only logged failures, docs/browsing.md §8).
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { isNotFound, type RequestError } from '@sajilo/store';
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

function describe(error: unknown, i18n: I18n): string {
  const status = (error as Partial<RequestError> | undefined)?.status;
  if (isNotFound(error)) return i18n._(msg`We could not find this page. It may have moved.`);
  if (status === 0) return i18n._(msg`We could not reach the shop. Check your connection and try again.`);
  return i18n._(msg`Something went wrong while loading this. Please try again.`);
}

export function QueryState({ isLoading, error, refetch, label, children }: QueryStateProps) {
  const { t, i18n } = useLingui();
  if (isLoading) return <Spinner label={label ?? t`Loading`} block showLabel />;
  if (error) {
    return (
      <EmptyState
        title={describe(error, i18n)}
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
