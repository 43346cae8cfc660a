// docs/returns.md "Asking for a return": on a delivered order inside the return window, "Return or
// exchange": lines and how many (boxes for tiles), a reason and the customer's words, up to three photos,
// a refund or an exchange; refused with the server's reasons. Under it, each return with its status, steps
// and, once refunded, its credit note (the VAT reversed) to download.
import { Trans, useLingui } from '@lingui/react/macro';
import type { components } from '@sajilo/api';
import { type RequestError, useCreditNotePdfMutation, useRequestReturnMutation } from '@sajilo/store';
import { Button, FileField, Price, SelectField, TextAreaField, TextField } from '@sajilo/ui';
import { type FormEvent, useState } from 'react';
import { useContentText, useLocalized } from '../i18n/localized.js';
import { useCounted, usePageDigits } from '../i18n/numbers.js';
import { asRequestError, showErrorToasts, toastErrors } from '../lib/request-errors.js';
import { toast } from '../lib/toast.js';
import { useOrderDates } from './order-format.js';
import styles from './order-returns.module.css';

type Schemas = components['schemas'];
type OrderReturn = Schemas['OrderReturn'];
type Reason = Schemas['ReturnRequestInput']['reason'];

function useLabels() {
  const { t } = useLingui();
  const status: Record<OrderReturn['status'], string> = {
    requested: t`Requested`,
    approved: t`Approved`,
    declined: t`Declined`,
    picked_up: t`Picked up`,
    received: t`Received`,
    refunded: t`Refunded`,
  };
  const reasons: Record<Reason, string> = {
    damaged: t`Damaged or broken`,
    wrong_item: t`Wrong item`,
    not_as_described: t`Not as described`,
    changed_mind: t`Changed my mind`,
    other: t`Other`,
  };
  return { status, reasons };
}

function CreditNoteButton({ slug, ret }: { slug: string; ret: OrderReturn }) {
  const { t } = useLingui();
  const [download, { isLoading }] = useCreditNotePdfMutation();
  const note = ret.credit_note;
  if (!note) return null;
  const save = () =>
    download({ slug, id: ret.id })
      .unwrap()
      .then((url) => {
        const link = document.createElement('a');
        link.href = url;
        link.download = `credit-note-${note.number.replace(/[^A-Za-z0-9-]+/g, '-')}.pdf`;
        document.body.append(link);
        link.click();
        link.remove();
        setTimeout(() => URL.revokeObjectURL(url), 10_000);
      }, toastErrors);
  return (
    <Button
      variant="secondary"
      size="small"
      onClick={save}
      loading={isLoading}
      loadingLabel={t`Preparing PDF`}
    >
      <Trans>Download credit note</Trans>
    </Button>
  );
}

function ReturnCard({ slug, ret }: { slug: string; ret: OrderReturn }) {
  const { status } = useLabels();
  const counted = useCounted();
  // The name as sold, in Nepali on a Nepali page, the English marked as such where there is none.
  const contentText = useContentText();
  const dates = useOrderDates();
  const note = ret.credit_note;
  return (
    <li className={styles.card} data-status={ret.status}>
      <h3 className={styles.cardTitle}>
        <Trans>
          Return {ret.number}: {status[ret.status]}
        </Trans>
      </h3>
      <ul className={styles.lines}>
        {ret.lines.map((line) => {
          const name = contentText(line.product_name, line.product_name_ne);
          return (
            <li key={line.item}>
              {counted(line.quantity).count} × <span lang={name.lang}>{name.text}</span>
            </li>
          );
        })}
      </ul>
      <p>
        {ret.kind === 'exchange' ? <Trans>Exchange.</Trans> : <Trans>Refund.</Trans>}{' '}
        <Trans>
          Back to you: <Price amount={ret.refund_amount} />
        </Trans>
        {ret.restocking_fee > 0 ? (
          <>
            {' '}
            <Trans>
              (restocking fee <Price amount={ret.restocking_fee} />)
            </Trans>
          </>
        ) : null}
      </p>
      {ret.decline_reason ? (
        <p>
          <Trans>Declined: {ret.decline_reason}</Trans>
        </p>
      ) : null}
      {ret.pickup_on && !ret.steps.some((s) => s.step === 'picked_up') ? (
        <p>
          <Trans>We pick the goods up on {dates.date(ret.pickup_on)}.</Trans>
        </p>
      ) : null}
      <ol className={styles.steps}>
        {ret.steps.map((s) => (
          <li key={s.step}>
            {status[s.step]}: {dates.date(s.at)}
          </li>
        ))}
      </ol>
      {note ? (
        <div className={styles.note}>
          <p>
            <Trans>
              Credit note {note.number} against invoice {note.invoice_number ?? '—'}: taxable{' '}
              <Price amount={note.taxable_amount} />, VAT {note.vat_rate} % <Price amount={note.vat_amount} />
              , total <Price amount={note.total_amount} />.
            </Trans>
          </p>
          <CreditNoteButton slug={slug} ret={ret} />
        </div>
      ) : null}
    </li>
  );
}

function ReturnForm({
  slug,
  items,
  close,
}: {
  slug: string;
  items: Schemas['OrderItem'][];
  close: () => void;
}) {
  const { t } = useLingui();
  const pageDigits = usePageDigits();
  const { reasons } = useLabels();
  const counted = useCounted();
  // Each line as the order names it, in Nepali on /ne when it had one (docs/nepal.md "Orders in Nepali").
  const localized = useLocalized();
  const [send, { isLoading }] = useRequestReturnMutation();
  const [quantities, setQuantities] = useState<Record<number, string>>({});
  const [kind, setKind] = useState<'refund' | 'exchange'>('refund');
  const [reason, setReason] = useState<Reason>('damaged');
  const [details, setDetails] = useState('');
  const [unopened, setUnopened] = useState(false);
  const [photos, setPhotos] = useState<File[]>([]);
  const [errors, setErrors] = useState<RequestError['fieldErrors']>({});
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const lines = items.flatMap((item) => {
      const quantity = Number(quantities[item.id ?? 0] ?? 0);
      return item.id && quantity > 0 ? [{ item: item.id, quantity }] : [];
    });
    if (lines.length === 0) {
      setErrors({ lines: [t`Choose at least one item and how many to return.`] });
      return;
    }
    try {
      const answer = await send({ slug, kind, reason, details, lines, unopened, photos }).unwrap();
      toast.success(answer.message);
      close();
    } catch (error) {
      const failure = asRequestError(error);
      setErrors(failure.fieldErrors);
      if (Object.keys(failure.fieldErrors).length === 0) showErrorToasts(failure);
    }
  };
  const photoError = ['photo_1', 'photo_2', 'photo_3'].flatMap((f) => errors[f] ?? []).join(' ');
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={t`Return or exchange`}>
      <fieldset className={styles.fieldset}>
        <legend>
          <Trans>What to send back</Trans>
        </legend>
        {items.some((item) => item.sample) ? (
          // docs/tiles.md "Samples": a sample is the shopper's to keep.
          <p className={styles.note}>
            <Trans>Samples are not returnable: they are yours to keep.</Trans>
          </p>
        ) : null}
        {items.map((item) =>
          item.id && !item.sample ? (
            <TextField
              key={item.id}
              label={
                item.tile
                  ? t`${localized(item.product_name, item.product_name_ne)}: boxes (of ${counted(item.quantity).count})`
                  : t`${localized(item.product_name, item.product_name_ne)}: how many (of ${counted(item.quantity).count})`
              }
              type="number"
              inputMode="numeric"
              min={0}
              max={item.quantity}
              value={quantities[item.id] ?? ''}
              onChange={(event) => setQuantities({ ...quantities, [item.id ?? 0]: event.target.value })}
            />
          ) : null,
        )}
        {errors.lines ? (
          <p className={styles.error} role="alert">
            {errors.lines.join(' ')}
          </p>
        ) : null}
      </fieldset>
      <SelectField
        label={t`Reason`}
        value={reason}
        onChange={(event) => setReason(event.target.value as Reason)}
        options={(Object.keys(reasons) as Reason[]).map((value) => ({ value, label: reasons[value] }))}
      />
      <TextAreaField
        label={t`Tell us more`}
        optional
        rows={3}
        maxLength={1000}
        value={details}
        onChange={(event) => setDetails(event.target.value)}
        error={errors.details?.join(' ')}
      />
      <fieldset className={styles.fieldset}>
        <legend>
          <Trans>What would you like?</Trans>
        </legend>
        <label className={styles.choice}>
          <input type="radio" name="kind" checked={kind === 'refund'} onChange={() => setKind('refund')} />
          <Trans>My money back</Trans>
        </label>
        <label className={styles.choice}>
          <input
            type="radio"
            name="kind"
            checked={kind === 'exchange'}
            onChange={() => setKind('exchange')}
          />
          <Trans>An exchange (we refund, you order the replacement)</Trans>
        </label>
      </fieldset>
      <label className={styles.choice}>
        <input type="checkbox" checked={unopened} onChange={(event) => setUnopened(event.target.checked)} />
        <Trans>The boxes are unopened (tiles are taken back in unopened boxes only)</Trans>
      </label>
      {errors.unopened ? (
        <p className={styles.error} role="alert">
          {errors.unopened.join(' ')}
        </p>
      ) : null}
      <FileField
        label={t`Photos`}
        optional
        multiple
        accept="image/jpeg,image/png,image/webp"
        hint={pageDigits(t`Up to 3 photos, 5 MB each.`)}
        onChange={(event) => setPhotos(Array.from(event.target.files ?? []).slice(0, 3))}
        error={photoError || undefined}
      />
      <div className={styles.actions}>
        <Button type="submit" disabled={isLoading}>
          <Trans>Send request</Trans>
        </Button>
        <Button type="button" variant="secondary" onClick={close}>
          <Trans>Cancel</Trans>
        </Button>
      </div>
    </form>
  );
}

export interface OrderReturnsProps {
  slug: string;
  items: Schemas['OrderItem'][];
  returns: OrderReturn[];
  returnUntil: string | null;
}

export function OrderReturns({ slug, items, returns, returnUntil }: OrderReturnsProps) {
  const [open, setOpen] = useState(false);
  const dates = useOrderDates();
  if (returns.length === 0 && !returnUntil) return null;
  return (
    <section className={styles.returns} aria-labelledby="returns-heading">
      <h2 id="returns-heading" className={styles.heading}>
        <Trans>Returns and exchanges</Trans>
      </h2>
      {returnUntil ? (
        <>
          <p>
            <Trans>
              You can ask to return or exchange goods of this order until {dates.date(returnUntil)}.
            </Trans>
          </p>
          {open ? (
            <ReturnForm slug={slug} items={items} close={() => setOpen(false)} />
          ) : (
            <Button onClick={() => setOpen(true)}>
              <Trans>Return or exchange</Trans>
            </Button>
          )}
        </>
      ) : null}
      {returns.length > 0 ? (
        <ul className={styles.list}>
          {returns.map((ret) => (
            <ReturnCard key={ret.id} slug={slug} ret={ret} />
          ))}
        </ul>
      ) : null}
    </section>
  );
}
