// One return (docs/returns.md "Staff steps"): its lines and the lots they left from, the customer's words,
// its steps, and what may be done next: approve or decline with a reason, set the pick-up day, receive the
// goods into a location, refund through the gateway or by hand; then its credit note.
import type { AdminComponents } from '@sajilo/api/admin';
import { errorMessages, isRequestError } from '@sajilo/store';
import { Button, formatPrice, Modal, SelectField, Spinner, TextAreaField, TextField } from '@sajilo/ui';
import { type FormEvent, useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { Link, useParams } from 'react-router-dom';
import { Failed } from '../components/failed.js';
import { saveFile } from '../components/save-file.js';
import styles from '../components/screens.module.css';
import { TableRegion } from '../components/table-region.js';
import { useMeQuery } from '../shell/shell-api.js';
import { useStockLocationsQuery } from '../stock/stock-api.js';
import { useAdminStore } from '../store/store.js';
import own from './returns.module.css';
import {
  downloadCreditNote,
  downloadReturnPhoto,
  PAID_WITH,
  REASON_LABELS,
  STATUS_LABELS,
  useDecideReturnMutation,
  useReceiveReturnMutation,
  useRefundReturnMutation,
  useReturnPickupMutation,
  useReturnQuery,
} from './returns-api.js';

type Return = AdminComponents['schemas']['Return'];

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Asia/Kathmandu',
  });

/** Tells how it went; true when it was done. */
export function told(result: { error?: unknown; data?: { message?: string } }): boolean {
  if (result.error === undefined) {
    toast.success(result.data?.message ?? 'Done.');
    return true;
  }
  const messages = isRequestError(result.error)
    ? errorMessages(result.error)
    : ['It could not be done. Please try again.'];
  for (const message of messages) toast.error(message);
  return false;
}

function Decide({ ret }: { ret: Return }) {
  const [decide, { isLoading }] = useDecideReturnMutation();
  const [declining, setDeclining] = useState(false);
  const [reason, setReason] = useState('');
  const decline = async (event: FormEvent) => {
    event.preventDefault();
    if (told(await decide({ id: ret.id, decision: 'decline', reason: reason.trim() }))) setDeclining(false);
  };
  return (
    <>
      <div className={styles.buttons}>
        <Button
          loading={isLoading && !declining}
          onClick={async () => told(await decide({ id: ret.id, decision: 'approve' }))}
        >
          Approve the return
        </Button>
        <Button variant="secondary" onClick={() => setDeclining(!declining)}>
          Decline…
        </Button>
      </div>
      {declining ? (
        <form className={`${styles.form} ${styles.below}`} onSubmit={decline} aria-label="Decline the return">
          <TextAreaField
            label="Why is it declined? The customer is told."
            required
            maxLength={500}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
          />
          <div className={styles.buttons}>
            <Button type="submit" loading={isLoading}>
              Decline the return
            </Button>
          </div>
        </form>
      ) : null}
    </>
  );
}

function Pickup({ ret }: { ret: Return }) {
  const [pickup, { isLoading }] = useReturnPickupMutation();
  const [day, setDay] = useState(ret.pickup_on ?? '');
  const save = async (event: FormEvent) => {
    event.preventDefault();
    told(await pickup({ id: ret.id, pickup_on: day }));
  };
  return (
    <form className={styles.formRow} onSubmit={save} aria-label="Pick-up">
      <TextField
        label="Pick-up day"
        type="date"
        required
        value={day}
        onChange={(e) => setDay(e.target.value)}
      />
      <Button type="submit" variant="secondary" loading={isLoading}>
        Set the pick-up day
      </Button>
      <Button
        type="button"
        variant="secondary"
        onClick={async () => told(await pickup({ id: ret.id, picked_up: true }))}
      >
        Picked up
      </Button>
    </form>
  );
}

function Receive({ ret }: { ret: Return }) {
  const [receive, { isLoading }] = useReceiveReturnMutation();
  const locations = useStockLocationsQuery(undefined);
  const [location, setLocation] = useState('');
  const options = (locations.data?.locations ?? []).map((l) => ({ value: String(l.id), label: l.title }));
  const save = async (event: FormEvent) => {
    event.preventDefault();
    const id = Number(location || options[0]?.value);
    if (id) told(await receive({ id: ret.id, location_id: id }));
  };
  return (
    <form className={styles.formRow} onSubmit={save} aria-label="Receive the goods">
      <SelectField
        label="Received at"
        options={options}
        loading={locations.isLoading}
        value={location || options[0]?.value || ''}
        onChange={(e) => setLocation(e.target.value)}
      />
      {/* Busy until the locations are known: a click before then would have nowhere to receive into. */}
      <Button type="submit" loading={isLoading || locations.isLoading}>
        Receive into stock
      </Button>
    </form>
  );
}

function Refund({ ret }: { ret: Return }) {
  const [refund, { isLoading }] = useRefundReturnMutation();
  // docs/returns.md "Refunds": an order on account is credited to the dealer's statement, nothing paid out.
  const onAccount = ret.payment_method === 'account';
  const online = ret.payment_method === 'esewa' || ret.payment_method === 'khalti';
  const [method, setMethod] = useState<'gateway' | 'cash' | 'bank' | 'account'>(
    onAccount ? 'account' : online ? 'gateway' : 'cash',
  );
  const [reference, setReference] = useState('');
  const byHand = method === 'cash' || method === 'bank';
  const save = async (event: FormEvent) => {
    event.preventDefault();
    told(
      await refund({
        id: ret.id,
        method,
        ...(byHand && reference ? { reference: reference.trim() } : {}),
      }),
    );
  };
  return (
    <form className={styles.formRow} onSubmit={save} aria-label="Refund the return">
      <SelectField
        label="Refund"
        value={method}
        onChange={(e) => setMethod(e.target.value as typeof method)}
        options={
          onAccount
            ? [{ value: 'account', label: 'Credit the dealer’s account' }]
            : [
                ...(online ? [{ value: 'gateway', label: `Through ${PAID_WITH[ret.payment_method]}` }] : []),
                { value: 'cash', label: 'Cash, by hand' },
                { value: 'bank', label: 'Bank transfer, by hand' },
              ]
        }
      />
      {byHand ? (
        <TextField
          label="Reference"
          required
          maxLength={200}
          hint="The receipt or transfer."
          value={reference}
          onChange={(e) => setReference(e.target.value)}
        />
      ) : null}
      <Button type="submit" loading={isLoading}>
        {onAccount ? 'Credit' : 'Refund'} {formatPrice(ret.refund_amount)}
      </Button>
    </form>
  );
}

/**
 * The customer's photos as thumbnails; a click enlarges one. They are private files (docs/returns.md
 * "Asking for a return"), so each is fetched with the staff session as a Blob, never by a public address.
 */
function Photos({ ret }: { ret: Return }) {
  const { client } = useAdminStore();
  const [urls, setUrls] = useState<(string | null)[]>([]);
  const [failed, setFailed] = useState(false);
  const [open, setOpen] = useState<number | null>(null);
  useEffect(() => {
    let live = true;
    const made: string[] = [];
    setFailed(false);
    Promise.all(
      Array.from({ length: ret.photos }, (_, i) =>
        downloadReturnPhoto(client, ret.id, i + 1).then(
          (blob) => {
            const url = URL.createObjectURL(blob);
            made.push(url);
            return url;
          },
          () => null,
        ),
      ),
    ).then((loaded) => {
      if (!live) return;
      setUrls(loaded);
      setFailed(loaded.includes(null));
    });
    return () => {
      live = false;
      for (const url of made) URL.revokeObjectURL(url);
    };
  }, [client, ret.id, ret.photos]);
  if (ret.photos === 0) return <p className={styles.muted}>No photos.</p>;
  const shown = open === null ? null : urls[open];
  return (
    <>
      <ul className={own.photos} aria-label="The customer’s photos">
        {Array.from({ length: ret.photos }, (_, i) => {
          const url = urls[i];
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: a photo is its place in the return, from 1.
            <li key={i}>
              {url ? (
                <button
                  type="button"
                  className={own.thumb}
                  onClick={() => setOpen(i)}
                  aria-label={`Enlarge photo ${i + 1}`}
                >
                  <img src={url} alt={`Sent with ${ret.number}, ${i + 1} of ${ret.photos}`} />
                </button>
              ) : (
                <span className={own.thumb}>
                  {urls.length === 0 ? <Spinner label="Loading the photo" /> : '—'}
                </span>
              )}
            </li>
          );
        })}
      </ul>
      {failed ? <p role="alert">A photo could not be loaded. Open the return again to retry.</p> : null}
      <Modal
        open={shown != null}
        onClose={() => setOpen(null)}
        title={`Photo ${(open ?? 0) + 1} of ${ret.photos}`}
        size="large"
      >
        {shown ? (
          <img
            className={own.large}
            src={shown}
            alt={`Sent with ${ret.number}, ${(open ?? 0) + 1} of ${ret.photos}`}
          />
        ) : null}
      </Modal>
    </>
  );
}

export function ReturnScreen() {
  const id = Number(useParams().id);
  const { client } = useAdminStore();
  const { data, error, isLoading, refetch } = useReturnQuery(id, { skip: !Number.isInteger(id) || id < 1 });
  // Counter staff receive the goods; approving, the pick-up and the refund are a manager's (docs/returns.md
  // "Staff steps"), so a staff member is offered only what they may do.
  const manages = useMeQuery(undefined).data?.permissions.includes('returns') ?? false;
  if (!Number.isInteger(id) || id < 1) return <h1>Page not found</h1>;
  const ret = data?.return;
  const next = (ret?.next ?? []).filter((step) => manages || step === 'receive');
  return (
    <div className={styles.page}>
      <p>
        <Link to="/returns">← Returns</Link>
      </p>
      {isLoading ? <Spinner label="Loading the return" /> : null}
      {error ? <Failed error={error} retry={refetch} /> : null}
      {ret ? (
        <>
          <h1>
            Return {ret.number}: {STATUS_LABELS[ret.status]}
          </h1>
          <p className={styles.muted}>
            {ret.kind === 'exchange' ? 'Exchange' : 'Refund'} of order{' '}
            <Link to={`/orders/${ret.order_id}`}>{ret.order_number}</Link> for {ret.customer_name}, paid with{' '}
            {PAID_WITH[ret.payment_method]}.
          </p>
          <section className={styles.section} aria-labelledby="next-heading">
            <h2 id="next-heading">Next step</h2>
            {next.includes('decide') ? <Decide ret={ret} /> : null}
            {next.includes('pickup') ? <Pickup ret={ret} /> : null}
            {next.includes('receive') ? (
              <div className={styles.below}>
                <Receive ret={ret} />
              </div>
            ) : null}
            {next.includes('refund') ? <Refund ret={ret} /> : null}
            {ret.next.length === 0 ? <p className={styles.muted}>Nothing more to do.</p> : null}
            {next.length === 0 && ret.next.length > 0 ? (
              <p className={styles.muted}>A manager takes the next step.</p>
            ) : null}
            {ret.credit_note_number ? (
              <p>
                Credit note {ret.credit_note_number}{' '}
                {manages ? (
                  <Button
                    variant="secondary"
                    size="small"
                    onClick={async () =>
                      saveFile(
                        await downloadCreditNote(client, ret.id),
                        `credit-note-${ret.credit_note_number}.pdf`,
                      )
                    }
                  >
                    Download the PDF
                  </Button>
                ) : null}
              </p>
            ) : null}
          </section>
          <section className={styles.section} aria-labelledby="why-heading">
            <h2 id="why-heading">What the customer said</h2>
            <p>
              {REASON_LABELS[ret.reason]}
              {ret.details ? `: ${ret.details}` : ''}
            </p>
            {ret.decline_reason || ret.pickup_on ? (
              <p className={styles.muted}>
                {ret.decline_reason ? `Declined: ${ret.decline_reason}` : ''}
                {ret.decline_reason && ret.pickup_on ? ' ' : ''}
                {ret.pickup_on ? `Pick-up on ${ret.pickup_on}.` : ''}
              </p>
            ) : null}
            <Photos ret={ret} />
          </section>
          <section className={styles.section} aria-labelledby="lines-heading">
            <h2 id="lines-heading">Lines</h2>
            <TableRegion label="Returned lines">
              <table className={styles.table}>
                <thead>
                  <tr>
                    <th scope="col">Product</th>
                    <th scope="col">Lots</th>
                    <th scope="col" className={styles.number}>
                      Quantity
                    </th>
                    <th scope="col" className={styles.number}>
                      Charged
                    </th>
                    <th scope="col" className={styles.number}>
                      Restocking fee
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {ret.lines.map((line) => (
                    <tr key={line.item}>
                      <td>{line.product_name}</td>
                      <td>{line.lots.join(', ') || '—'}</td>
                      <td className={styles.number}>{line.quantity}</td>
                      <td className={styles.number}>{formatPrice(line.amount)}</td>
                      <td className={styles.number}>{formatPrice(line.restocking_fee)}</td>
                    </tr>
                  ))}
                </tbody>
                <tfoot>
                  <tr>
                    <th scope="row" colSpan={4}>
                      Refund
                    </th>
                    <td className={styles.number}>{formatPrice(ret.refund_amount)}</td>
                  </tr>
                </tfoot>
              </table>
            </TableRegion>
          </section>
          <section className={styles.section} aria-labelledby="steps-heading">
            <h2 id="steps-heading">Steps</h2>
            <ol>
              {ret.steps.map((s) => (
                <li key={s.step}>
                  {STATUS_LABELS[s.step]}: {when(s.at)}
                </li>
              ))}
            </ol>
            {ret.refund ? (
              <p className={styles.muted}>
                Refunded by {ret.refund.method} ({ret.refund.reference}).
              </p>
            ) : null}
          </section>
        </>
      ) : null}
    </div>
  );
}
