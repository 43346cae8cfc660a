// A button in a list's row that changes the record after asking (Revoke, Unsubscribe, Delete): it waits
// while the change is sent, then says what the server answered, its refusal included, as it says it.
import { errorMessages, isRequestError } from '@sajilo/store';
import { Button } from '@sajilo/ui';
import { type ReactNode, useState } from 'react';
import toast from 'react-hot-toast';

/** What a change answered: RTK Query's mutation result, or any result of the same shape. */
export interface RowActionResult {
  data?: { message?: string } | undefined;
  error?: unknown;
}

export interface RowActionProps {
  /** The button's words ("Revoke"). */
  children: ReactNode;
  /** The button's name, which says which row it changes ("Revoke Everest Tiles's key"). */
  name: string;
  /** The question asked first; the change is sent only on OK. */
  confirm: string;
  run: () => Promise<RowActionResult>;
  /** What to say when the server's answer says nothing. */
  done: string;
}

export function RowAction({ children, name, confirm, run, done }: RowActionProps) {
  const [busy, setBusy] = useState(false);
  async function click() {
    if (!window.confirm(confirm)) return;
    setBusy(true);
    const result = await run().finally(() => setBusy(false));
    if (result.error === undefined) {
      toast.success(result.data?.message ?? done);
      return;
    }
    const messages = isRequestError(result.error)
      ? errorMessages(result.error)
      : ['It could not be done. Please try again.'];
    for (const message of messages) toast.error(message);
  }
  return (
    <Button variant="secondary" size="small" loading={busy} onClick={click} aria-label={name}>
      {children}
    </Button>
  );
}
