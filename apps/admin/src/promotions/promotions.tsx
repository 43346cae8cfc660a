// The Promotions screen (docs/back-office.md "Promotions", docs/promotions.md): every promotion with its
// status, uses and revenue, pause and resume, and a form to create or edit one. Dates are Nepal time, picked
// in BS or AD (a toggle): a Dashain sale is set by its BS dates.
import { formatBs, fromBs, toBs } from '@sajilo/nepal';
import type { RequestError } from '@sajilo/store';
import { Button, SelectField, Spinner, TextField } from '@sajilo/ui';
import { type FormEvent, useState } from 'react';
import toast from 'react-hot-toast';
import { showError } from '../catalog/catalog-shared.js';
import styles from '../components/screens.module.css';
import {
  type Promotion,
  type PromotionInput,
  useCreatePromotionMutation,
  usePausePromotionMutation,
  usePromotionsQuery,
  useUpdatePromotionMutation,
} from './promotions-api.js';

/** Nepal is UTC+05:45 all year (docs/nepal.md). */
const NEPAL_OFFSET_MS = (5 * 60 + 45) * 60_000;
type Calendar = 'bs' | 'ad';

/** An instant as Nepal's day (YYYY-MM-DD, in the calendar asked) and time (HH:MM). */
function nepalParts(iso: string, calendar: Calendar): { date: string; time: string } {
  const shifted = new Date(new Date(iso).getTime() + NEPAL_OFFSET_MS).toISOString();
  const time = shifted.slice(11, 16);
  if (calendar === 'ad') return { date: shifted.slice(0, 10), time };
  const bs = toBs(iso);
  return { date: `${bs.year}-${String(bs.month).padStart(2, '0')}-${String(bs.day).padStart(2, '0')}`, time };
}

/** Nepal's day and time (the day in BS or AD) as an instant, or null when the date is not one. */
function instantOf(date: string, time: string, calendar: Calendar): string | null {
  const match = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(date.trim());
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  let ad: string;
  try {
    ad =
      calendar === 'bs'
        ? fromBs({ year, month, day })
        : `${year}-${match[2]?.padStart(2, '0')}-${match[3]?.padStart(2, '0')}`;
  } catch {
    return null;
  }
  const at = new Date(`${ad}T${/^\d{2}:\d{2}$/.test(time) ? time : '00:00'}:00+05:45`);
  return Number.isNaN(at.getTime()) ? null : at.toISOString();
}

interface Draft {
  name: string;
  name_ne: string;
  kind: 'code' | 'automatic';
  code: string;
  type: 'percentage' | 'fixed' | 'free_delivery';
  value: string;
  target: 'order' | 'brands' | 'categories' | 'products';
  target_ids: string;
  min_subtotal: string;
  starts_date: string;
  starts_time: string;
  ends_date: string;
  ends_time: string;
  usage_limit: string;
  per_customer_limit: string;
  exclusive: boolean;
}

const EMPTY: Draft = {
  name: '',
  name_ne: '',
  kind: 'code',
  code: '',
  type: 'percentage',
  value: '10',
  target: 'order',
  target_ids: '',
  min_subtotal: '0',
  starts_date: '',
  starts_time: '00:00',
  ends_date: '',
  ends_time: '23:59',
  usage_limit: '',
  per_customer_limit: '',
  exclusive: false,
};

function draftOf(p: Promotion, calendar: Calendar): Draft {
  const starts = nepalParts(p.starts_at, calendar);
  const ends = p.ends_at ? nepalParts(p.ends_at, calendar) : { date: '', time: '23:59' };
  return {
    name: p.name,
    name_ne: p.name_ne ?? '',
    kind: p.kind,
    code: p.code ?? '',
    type: p.type,
    value: String(p.value),
    target: p.target,
    target_ids: p.target_ids.join(', '),
    min_subtotal: String(p.min_subtotal),
    starts_date: starts.date,
    starts_time: starts.time,
    ends_date: ends.date,
    ends_time: ends.time,
    usage_limit: p.usage_limit === null ? '' : String(p.usage_limit),
    per_customer_limit: p.per_customer_limit === null ? '' : String(p.per_customer_limit),
    exclusive: p.exclusive,
  };
}

const whole = (value: string) => Number(value.replace(/,/g, '').trim());
const orNull = (value: string) => (value.trim() === '' ? null : whole(value));

function PromotionForm({ editing, onDone }: { editing: Promotion | null; onDone: () => void }) {
  const [calendar, setCalendar] = useState<Calendar>('bs');
  const [draft, setDraft] = useState<Draft>(() => (editing ? draftOf(editing, 'bs') : EMPTY));
  const [local, setLocal] = useState<Record<string, string[]>>({});
  const [create, created] = useCreatePromotionMutation();
  const [update, updated] = useUpdatePromotionMutation();
  const fields = {
    ...((editing ? updated.error : created.error) as RequestError | undefined)?.fieldErrors,
    ...local,
  };
  const set = (key: keyof Draft, value: string | boolean) => setDraft((d) => ({ ...d, [key]: value }));
  /** The dates shown again in the other calendar, the same moments. */
  function switchCalendar(next: Calendar) {
    if (next === calendar) return;
    const starts = instantOf(draft.starts_date, draft.starts_time, calendar);
    const ends = instantOf(draft.ends_date, draft.ends_time, calendar);
    setDraft((d) => ({
      ...d,
      starts_date: starts ? nepalParts(starts, next).date : '',
      ends_date: ends ? nepalParts(ends, next).date : '',
    }));
    setCalendar(next);
  }
  async function submit(event: FormEvent) {
    event.preventDefault();
    const startsAt = instantOf(draft.starts_date, draft.starts_time, calendar);
    const endsAt = draft.ends_date.trim() ? instantOf(draft.ends_date, draft.ends_time, calendar) : null;
    const problems: Record<string, string[]> = {};
    if (!startsAt) problems.starts_at = ['Enter the first day as YYYY-MM-DD.'];
    if (draft.ends_date.trim() && !endsAt) problems.ends_at = ['Enter the last day as YYYY-MM-DD.'];
    setLocal(problems);
    if (!startsAt || Object.keys(problems).length > 0) return;
    const body: PromotionInput = {
      name: draft.name,
      name_ne: draft.name_ne.trim() || null,
      kind: draft.kind,
      code: draft.kind === 'code' ? draft.code.trim() : null,
      type: draft.type,
      value: draft.type === 'free_delivery' ? 0 : whole(draft.value),
      target: draft.target,
      target_ids:
        draft.target === 'order'
          ? []
          : draft.target_ids
              .split(/[\s,]+/)
              .filter(Boolean)
              .map(Number),
      min_subtotal: whole(draft.min_subtotal || '0'),
      starts_at: startsAt,
      ends_at: endsAt,
      usage_limit: orNull(draft.usage_limit),
      per_customer_limit: orNull(draft.per_customer_limit),
      exclusive: draft.exclusive,
      paused: editing?.paused ?? false,
    };
    const result = editing ? await update({ id: editing.id, ...body }) : await create(body);
    if ('data' in result && result.data) {
      toast.success(result.data.message);
      onDone();
    } else showError(result.error);
  }
  const dateHint = calendar === 'bs' ? 'BS, YYYY-MM-DD (e.g. 2083-06-15)' : 'AD, YYYY-MM-DD';
  return (
    <section className={styles.section} aria-labelledby="promotion-form-heading">
      <h2 id="promotion-form-heading">{editing ? `Edit ${editing.name}` : 'New promotion'}</h2>
      <form className={styles.form} onSubmit={submit} noValidate aria-label="Promotion">
        <div className={styles.formRow}>
          <TextField
            label="Name"
            value={draft.name}
            onChange={(e) => set('name', e.target.value)}
            error={fields.name}
          />
          <TextField
            label="Name in Nepali"
            value={draft.name_ne}
            onChange={(e) => set('name_ne', e.target.value)}
            error={fields.name_ne}
          />
          <SelectField
            label="Kind"
            value={draft.kind}
            options={[
              { value: 'code', label: 'A code the shopper enters' },
              { value: 'automatic', label: 'Automatic (no code)' },
            ]}
            onChange={(e) => set('kind', e.target.value)}
          />
          {draft.kind === 'code' ? (
            <TextField
              label="Code"
              value={draft.code}
              onChange={(e) => set('code', e.target.value)}
              error={fields.code}
            />
          ) : null}
        </div>
        <div className={styles.formRow}>
          <SelectField
            label="Takes off"
            value={draft.type}
            options={[
              { value: 'percentage', label: 'A percentage' },
              { value: 'fixed', label: 'A fixed amount (Rs)' },
              { value: 'free_delivery', label: 'The delivery charge' },
            ]}
            onChange={(e) => set('type', e.target.value)}
          />
          {draft.type !== 'free_delivery' ? (
            <TextField
              label={draft.type === 'percentage' ? 'Per cent' : 'Rupees'}
              inputMode="numeric"
              value={draft.value}
              onChange={(e) => set('value', e.target.value)}
              error={fields.value}
            />
          ) : null}
          <SelectField
            label="Applies to"
            value={draft.target}
            options={[
              { value: 'order', label: 'The whole order' },
              { value: 'brands', label: 'Lines of brands' },
              { value: 'categories', label: 'Lines of categories' },
              { value: 'products', label: 'Lines of products' },
            ]}
            onChange={(e) => set('target', e.target.value)}
          />
          {draft.target !== 'order' ? (
            <TextField
              label="Their ids"
              hint="Separated by commas."
              value={draft.target_ids}
              onChange={(e) => set('target_ids', e.target.value)}
              error={fields.target_ids}
            />
          ) : null}
          <TextField
            label="Minimum order (Rs)"
            inputMode="numeric"
            value={draft.min_subtotal}
            onChange={(e) => set('min_subtotal', e.target.value)}
            error={fields.min_subtotal}
          />
        </div>
        <fieldset className={styles.check}>
          <legend>Dates in (Nepal time)</legend>
          <label>
            <input
              type="radio"
              name="calendar"
              checked={calendar === 'bs'}
              onChange={() => switchCalendar('bs')}
            />{' '}
            BS
          </label>{' '}
          <label>
            <input
              type="radio"
              name="calendar"
              checked={calendar === 'ad'}
              onChange={() => switchCalendar('ad')}
            />{' '}
            AD
          </label>
        </fieldset>
        <div className={styles.formRow}>
          <TextField
            label="First day"
            hint={dateHint}
            value={draft.starts_date}
            onChange={(e) => set('starts_date', e.target.value)}
            error={fields.starts_at}
          />
          <TextField
            label="From (time)"
            type="time"
            value={draft.starts_time}
            onChange={(e) => set('starts_time', e.target.value)}
          />
          <TextField
            label="Last day"
            hint={`${dateHint}; empty: until paused`}
            value={draft.ends_date}
            onChange={(e) => set('ends_date', e.target.value)}
            error={fields.ends_at}
          />
          <TextField
            label="Until (time)"
            type="time"
            value={draft.ends_time}
            onChange={(e) => set('ends_time', e.target.value)}
          />
        </div>
        <div className={styles.formRow}>
          <TextField
            label="Uses in all"
            hint="Empty: no limit."
            inputMode="numeric"
            value={draft.usage_limit}
            onChange={(e) => set('usage_limit', e.target.value)}
            error={fields.usage_limit}
          />
          <TextField
            label="Uses per customer"
            hint="Empty: no limit."
            inputMode="numeric"
            value={draft.per_customer_limit}
            onChange={(e) => set('per_customer_limit', e.target.value)}
            error={fields.per_customer_limit}
          />
        </div>
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={draft.exclusive}
            onChange={(e) => set('exclusive', e.target.checked)}
          />
          Exclusive (combines with no other promotion)
        </label>
        <div className={styles.formRow}>
          <Button type="submit" loading={created.isLoading || updated.isLoading} loadingLabel="Saving">
            Save promotion
          </Button>
          <Button type="button" variant="secondary" onClick={onDone}>
            Cancel
          </Button>
        </div>
      </form>
    </section>
  );
}

const rupees = (n: number) => `Rs ${new Intl.NumberFormat('en-IN').format(n)}`;

function what(p: Promotion): string {
  const off =
    p.type === 'percentage'
      ? `${p.value} % off`
      : p.type === 'fixed'
        ? `${rupees(p.value)} off`
        : 'Free delivery';
  const on = p.target === 'order' ? '' : ` ${p.target} ${p.target_ids.join(', ')}`;
  const min = p.min_subtotal > 0 ? `, from ${rupees(p.min_subtotal)}` : '';
  return `${off}${on}${min}`;
}

export function PromotionsScreen() {
  const list = usePromotionsQuery(undefined);
  const [pause, pausing] = usePausePromotionMutation();
  const [editing, setEditing] = useState<Promotion | 'new' | null>(null);
  async function toggle(p: Promotion) {
    const result = await pause({ id: p.id, paused: !p.paused });
    if ('data' in result && result.data) toast.success(result.data.message);
    else showError(result.error);
  }
  return (
    <div className={styles.page}>
      <h1>Promotions</h1>
      <p className={styles.muted}>
        Codes shoppers enter and automatic promotions. Uses count orders not cancelled or rejected; revenue is
        those orders' totals. Every change is in the audit log.
      </p>
      {editing ? (
        <PromotionForm
          key={editing === 'new' ? 'new' : editing.id}
          editing={editing === 'new' ? null : editing}
          onDone={() => setEditing(null)}
        />
      ) : (
        <div>
          <Button onClick={() => setEditing('new')}>New promotion</Button>
        </div>
      )}
      {list.isLoading ? <Spinner label="Loading the promotions" /> : null}
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">Promotion</th>
              <th scope="col">Code</th>
              <th scope="col">Dates</th>
              <th scope="col">Status</th>
              <th scope="col" className={styles.number}>
                Uses
              </th>
              <th scope="col" className={styles.number}>
                Revenue
              </th>
              <th scope="col">
                <span className={styles.muted}>Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {list.data?.promotions.map((p) => (
              <tr key={p.id} data-testid="promotion-row">
                <td>
                  <strong>{p.name}</strong>
                  <br />
                  <span className={styles.muted}>{what(p)}</span>
                </td>
                <td>{p.code ?? 'automatic'}</td>
                <td>
                  {formatBs(p.starts_at)} – {p.ends_at ? formatBs(p.ends_at) : '…'}
                  <br />
                  <span className={styles.muted}>
                    {nepalParts(p.starts_at, 'ad').date} –{' '}
                    {p.ends_at ? nepalParts(p.ends_at, 'ad').date : '…'} AD
                  </span>
                </td>
                <td>{p.status}</td>
                <td className={styles.number}>{p.uses}</td>
                <td className={styles.number}>{rupees(p.revenue)}</td>
                <td>
                  <div className={styles.formRow}>
                    <Button size="small" variant="secondary" onClick={() => setEditing(p)}>
                      Edit {p.name}
                    </Button>
                    {p.status !== 'ended' ? (
                      <Button
                        size="small"
                        variant="secondary"
                        loading={pausing.isLoading}
                        onClick={() => void toggle(p)}
                      >
                        {p.paused ? `Resume ${p.name}` : `Pause ${p.name}`}
                      </Button>
                    ) : null}
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
