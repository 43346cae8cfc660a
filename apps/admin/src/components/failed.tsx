import type { RequestError } from '@sajilo/store';
import { Button } from '@sajilo/ui';
import styles from './screens.module.css';

/** A request that failed: what the server said, and a way to try again (never an empty screen). */
export function Failed({ error, retry }: { error: unknown; retry: () => void }) {
  const message =
    typeof error === 'object' && error !== null && 'message' in error
      ? (error as RequestError).message
      : 'Something went wrong. Please try again.';
  return (
    <div role="alert" className={styles.error}>
      <p>{message}</p>
      <Button variant="secondary" size="small" onClick={retry}>
        Try again
      </Button>
    </div>
  );
}
