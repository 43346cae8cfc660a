// A product's stock (docs/back-office.md "Stock"): its totals by place, each lot (code, shade, caliber,
// received) with each place's on hand, allocated and available, the receive, transfer and adjust forms, and its
// movements. A refused form keeps what was typed and shows the server's words beside the field; a done one
// says what changed under its button (a status, not a toast that vanishes) and clears its figures.
import { isRequestError, type RequestError } from '@sajilo/store';
import { Button, CardTable, SelectField, Spinner, TextField } from '@sajilo/ui';
import { type FormEvent, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Failed } from '../components/failed.js';
import { List } from '../components/list.js';
import styles from '../components/screens.module.css';
import own from './stock.module.css';
import {
  type AdjustReason,
  type ProductStock,
  type StockMovement,
  type StockUnits,
  useAdjustStockMutation,
  useProductStockQuery,
  useReceiveStockMutation,
  useStockMovementsQuery,
  useTransferStockMutation,
} from './stock-api.js';

/** A whole number typed in a field, or NaN (the server then says what is wrong beside the field). */
const whole = (value: string) => (value.trim() === '' ? Number.NaN : Number(value.trim()));

/** The outcome of a form's last submit: the server's words by field, the rest above the button, or what was done. */
function useOutcome(fields: readonly string[]) {
  const [error, setError] = useState<RequestError | undefined>();
  const [done, setDone] = useState('');
  const byField = error?.fieldErrors ?? {};
  // Messages for no field of this form (or a failure without fields) are said above its button.
  const elsewhere = error
    ? Object.keys(byField).length === 0
      ? [error.message]
      : Object.entries(byField)
          .filter(([name]) => !fields.includes(name))
          .flatMap(([, messages]) => messages)
    : [];
  return {
    field: (name: string) => byField[name],
    summary: elsewhere.length > 0 ? elsewhere.join(' ') : '',
    done,
    settle(result: { data?: { message?: string } } | { error?: unknown }) {
      if ('data' in result && result.data) {
        setError(undefined);
        setDone(result.data.message ?? 'Done.');
        return true;
      }
      const failure = 'error' in result ? result.error : undefined;
      setDone('');
      setError(
        isRequestError(failure)
          ? failure
          : { status: 0, message: 'The change failed. Please try again.', fieldErrors: {} },
      );
      return false;
    },
  };
}

function FormStatus({ summary, done }: { summary: string; done: string }) {
  return (
    <>
      {summary ? (
        <p className={own.formError} role="alert">
          {summary}
        </p>
      ) : null}
      {done && !summary ? (
        <p className={own.done} role="status">
          {done}
        </p>
      ) : null}
    </>
  );
}

const locationOptions = (stock: ProductStock) =>
  stock.locations.map((l) => ({ value: String(l.id), label: l.title }));
const lotOptions = (stock: ProductStock) =>
  stock.lots.map((lot) => ({
    value: String(lot.id),
    label: [lot.code, lot.shade && `shade ${lot.shade}`, lot.caliber && `caliber ${lot.caliber}`]
      .filter(Boolean)
      .join(', '),
  }));

function ReceiveForm({ stock }: { stock: ProductStock }) {
  const [receive, state] = useReceiveStockMutation();
  const outcome = useOutcome([
    'location_id',
    'lot_id',
    'code',
    'shade',
    'caliber',
    'received_on',
    'quantity',
    'note',
  ]);
  const [draft, setDraft] = useState({
    lot: stock.lots.length > 0 ? String(stock.lots[stock.lots.length - 1]?.id) : 'new',
    code: '',
    shade: '',
    caliber: '',
    received_on: '',
    location: String(stock.locations[0]?.id ?? ''),
    quantity: '',
    note: '',
  });
  const set = (key: keyof typeof draft) => (e: { target: { value: string } }) =>
    setDraft((d) => ({ ...d, [key]: e.target.value }));
  const isNew = draft.lot === 'new';
  async function submit(event: FormEvent) {
    event.preventDefault();
    const result = await receive({
      id: stock.product.id,
      location_id: Number(draft.location),
      quantity: whole(draft.quantity),
      ...(isNew
        ? {
            code: draft.code,
            ...(draft.shade.trim() ? { shade: draft.shade } : {}),
            ...(draft.caliber.trim() ? { caliber: draft.caliber } : {}),
            ...(draft.received_on ? { received_on: draft.received_on } : {}),
          }
        : { lot_id: Number(draft.lot) }),
      ...(draft.note.trim() ? { note: draft.note } : {}),
    });
    if (outcome.settle(result)) {
      // A new lot is chosen for the next receipt; its code, shade and caliber are its own now.
      const made =
        'data' in result ? result.data?.stock.lots.find((l) => l.code === draft.code.trim()) : undefined;
      setDraft((d) => ({
        ...d,
        quantity: '',
        note: '',
        ...(isNew && made ? { lot: String(made.id), code: '', shade: '', caliber: '', received_on: '' } : {}),
      }));
    }
  }
  return (
    <form className={own.formCard} onSubmit={submit} aria-labelledby="receive-heading" noValidate>
      <h3 id="receive-heading">Receive</h3>
      <SelectField
        label="Into lot"
        value={draft.lot}
        onChange={set('lot')}
        options={[...lotOptions(stock), { value: 'new', label: 'A new lot…' }]}
        error={outcome.field('lot_id')}
      />
      {isNew ? (
        <>
          <TextField
            label="Batch code"
            required
            hint="As printed on the boxes."
            value={draft.code}
            onChange={set('code')}
            error={outcome.field('code')}
          />
          <TextField
            label="Shade"
            value={draft.shade}
            onChange={set('shade')}
            error={outcome.field('shade')}
          />
          <TextField
            label="Caliber"
            value={draft.caliber}
            onChange={set('caliber')}
            error={outcome.field('caliber')}
          />
          <TextField
            label="Received on"
            type="date"
            hint="Today when empty."
            value={draft.received_on}
            onChange={set('received_on')}
            error={outcome.field('received_on')}
          />
        </>
      ) : null}
      <SelectField
        label="At"
        value={draft.location}
        onChange={set('location')}
        options={locationOptions(stock)}
        error={outcome.field('location_id')}
      />
      <TextField
        label={`How many (${stock.product.unit})`}
        required
        inputMode="numeric"
        value={draft.quantity}
        onChange={set('quantity')}
        error={outcome.field('quantity')}
      />
      <TextField
        label="Note"
        hint="The delivery, the supplier…"
        value={draft.note}
        onChange={set('note')}
        error={outcome.field('note')}
      />
      <FormStatus summary={outcome.summary} done={outcome.done} />
      <Button type="submit" loading={state.isLoading} loadingLabel="Receiving">
        Receive
      </Button>
    </form>
  );
}

function TransferForm({ stock }: { stock: ProductStock }) {
  const [transfer, state] = useTransferStockMutation();
  const outcome = useOutcome(['lot_id', 'from_location_id', 'to_location_id', 'quantity', 'note']);
  const [draft, setDraft] = useState({
    lot: String(stock.lots[0]?.id ?? ''),
    from: String(stock.locations[0]?.id ?? ''),
    to: String(stock.locations[1]?.id ?? stock.locations[0]?.id ?? ''),
    quantity: '',
    note: '',
  });
  const set = (key: keyof typeof draft) => (e: { target: { value: string } }) =>
    setDraft((d) => ({ ...d, [key]: e.target.value }));
  const lot = stock.lots.find((l) => String(l.id) === draft.lot);
  const free = lot?.places.find((p) => String(p.location_id) === draft.from)?.available ?? 0;
  async function submit(event: FormEvent) {
    event.preventDefault();
    const result = await transfer({
      id: stock.product.id,
      lot_id: Number(draft.lot),
      from_location_id: Number(draft.from),
      to_location_id: Number(draft.to),
      quantity: whole(draft.quantity),
      ...(draft.note.trim() ? { note: draft.note } : {}),
    });
    if (outcome.settle(result)) setDraft((d) => ({ ...d, quantity: '', note: '' }));
  }
  return (
    <form className={own.formCard} onSubmit={submit} aria-labelledby="transfer-heading" noValidate>
      <h3 id="transfer-heading">Transfer</h3>
      <SelectField
        label="Lot"
        value={draft.lot}
        onChange={set('lot')}
        options={lotOptions(stock)}
        error={outcome.field('lot_id')}
      />
      <SelectField
        label="From"
        value={draft.from}
        onChange={set('from')}
        options={locationOptions(stock)}
        hint={`${free} available there.`}
        error={outcome.field('from_location_id')}
      />
      <SelectField
        label="To"
        value={draft.to}
        onChange={set('to')}
        options={locationOptions(stock)}
        error={outcome.field('to_location_id')}
      />
      <TextField
        label={`How many (${stock.product.unit})`}
        required
        inputMode="numeric"
        value={draft.quantity}
        onChange={set('quantity')}
        error={outcome.field('quantity')}
      />
      <TextField label="Note" value={draft.note} onChange={set('note')} error={outcome.field('note')} />
      <FormStatus summary={outcome.summary} done={outcome.done} />
      <Button type="submit" loading={state.isLoading} loadingLabel="Moving">
        Transfer
      </Button>
    </form>
  );
}

const REASONS: { value: AdjustReason; label: string }[] = [
  { value: 'counted', label: 'Counted: set what is on hand' },
  { value: 'damaged', label: 'Damaged: take boxes away' },
  { value: 'lost', label: 'Lost: take boxes away' },
  { value: 'found', label: 'Found: add boxes' },
  { value: 'other', label: 'Other (say why)' },
];

function AdjustForm({ stock }: { stock: ProductStock }) {
  const [adjust, state] = useAdjustStockMutation();
  const outcome = useOutcome(['lot_id', 'location_id', 'reason', 'on_hand', 'change', 'note']);
  const [draft, setDraft] = useState({
    lot: String(stock.lots[0]?.id ?? ''),
    location: String(stock.locations[0]?.id ?? ''),
    reason: 'counted' as AdjustReason,
    figure: '',
    note: '',
  });
  const set = (key: keyof typeof draft) => (e: { target: { value: string } }) =>
    setDraft((d) => ({ ...d, [key]: e.target.value }));
  const lot = stock.lots.find((l) => String(l.id) === draft.lot);
  const place = lot?.places.find((p) => String(p.location_id) === draft.location);
  const counting = draft.reason === 'counted';
  const taking = draft.reason === 'damaged' || draft.reason === 'lost';
  async function submit(event: FormEvent) {
    event.preventDefault();
    const figure = whole(draft.figure);
    const result = await adjust({
      id: stock.product.id,
      lot_id: Number(draft.lot),
      location_id: Number(draft.location),
      reason: draft.reason,
      // Damaged and lost boxes are typed as a count and sent as what leaves.
      ...(counting ? { on_hand: figure } : { change: taking ? -Math.abs(figure) : figure }),
      ...(draft.note.trim() ? { note: draft.note } : {}),
    });
    if (outcome.settle(result)) setDraft((d) => ({ ...d, figure: '', note: '' }));
  }
  const figureError = outcome.field(counting ? 'on_hand' : 'change');
  return (
    <form className={own.formCard} onSubmit={submit} aria-labelledby="adjust-heading" noValidate>
      <h3 id="adjust-heading">Adjust</h3>
      <SelectField
        label="Lot"
        value={draft.lot}
        onChange={set('lot')}
        options={lotOptions(stock)}
        error={outcome.field('lot_id')}
      />
      <SelectField
        label="At"
        value={draft.location}
        onChange={set('location')}
        options={locationOptions(stock)}
        hint={
          place
            ? `${place.on_hand} on hand, ${place.allocated} for open orders.`
            : 'None of this lot here yet.'
        }
        error={outcome.field('location_id')}
      />
      <SelectField
        label="Why"
        value={draft.reason}
        onChange={set('reason')}
        options={REASONS}
        error={outcome.field('reason')}
      />
      <TextField
        label={counting ? `Counted on hand (${stock.product.unit})` : `How many (${stock.product.unit})`}
        required
        inputMode="numeric"
        hint={
          counting
            ? 'Boxes held for orders included.'
            : draft.reason === 'other'
              ? 'Below zero takes away.'
              : undefined
        }
        value={draft.figure}
        onChange={set('figure')}
        error={figureError}
      />
      <TextField
        label="Note"
        required={draft.reason === 'other'}
        value={draft.note}
        onChange={set('note')}
        error={outcome.field('note')}
      />
      <FormStatus summary={outcome.summary} done={outcome.done} />
      <Button type="submit" loading={state.isLoading} loadingLabel="Saving the count">
        Adjust
      </Button>
    </form>
  );
}

/** A whole count or an area as the back office prints figures: grouped, an area to its mm² (docs/tiles.md). */
const figure = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 6 });

/** A tile's boxes in pieces and m² too, as the server counted them with @sajilo/units (docs/tiles.md). */
function unitsText(units: StockUnits | undefined): string | null {
  if (!units) return null;
  return `${figure.format(units.pieces)} ${units.pieces === 1 ? 'piece' : 'pieces'} · ${figure.format(units.m2)} m²`;
}

/** A figure of boxes and, for a tile, its pieces and m² under it (none under none). */
function Count({ boxes, units }: { boxes: number; units: StockUnits | undefined }) {
  const more = boxes > 0 ? unitsText(units) : null;
  return (
    <span className={own.count}>
      <span>{figure.format(boxes)}</span>
      {more ? <small className={own.units}>{more}</small> : null}
    </span>
  );
}

/**
 * Each lot (a group of rows headed by its code, shade, caliber and date) at each place. A CardTable: on a
 * phone each place's row is a card (docs/development.md "Tables on phones"), never a table scrolled sideways.
 */
function Lots({ stock }: { stock: ProductStock }) {
  const title = new Map(stock.locations.map((l) => [l.id, l.title]));
  return (
    <CardTable className={styles.table}>
      <caption className={`${styles.muted} ${own.caption}`}>Each lot at each place</caption>
      <thead>
        <tr>
          <th scope="col">Place</th>
          <th scope="col" className={styles.number}>
            On hand
          </th>
          <th scope="col" className={styles.number}>
            For orders
          </th>
          <th scope="col" className={styles.number}>
            Available
          </th>
        </tr>
      </thead>
      {stock.lots.map((lot) => (
        <tbody key={lot.id} className={own.lot}>
          <tr>
            <th scope="rowgroup" colSpan={4} className={own.lotName}>
              Lot <span className={styles.value}>{lot.code}</span>{' '}
              <span className={own.lotFacts}>
                shade {lot.shade || '—'} · caliber {lot.caliber || '—'} · received{' '}
                <span className={styles.value}>{lot.received_on}</span>
              </span>
            </th>
          </tr>
          {(lot.places.length > 0 ? lot.places : [undefined]).map((place) => (
            <tr key={`${lot.id}-${place?.location_id ?? 'none'}`}>
              <td>{place ? title.get(place.location_id) : 'No place yet'}</td>
              <td className={styles.number} data-label="On hand">
                <Count boxes={place?.on_hand ?? 0} units={place?.tile?.on_hand} />
              </td>
              <td className={styles.number} data-label="For orders">
                <Count boxes={place?.allocated ?? 0} units={place?.tile?.allocated} />
              </td>
              <td className={styles.number} data-label="Available">
                <Count boxes={place?.available ?? 0} units={place?.tile?.available} />
              </td>
            </tr>
          ))}
        </tbody>
      ))}
    </CardTable>
  );
}

const REASON_WORDS: Record<StockMovement['reason'], string> = {
  received: 'Received',
  transfer: 'Transfer',
  adjusted: 'Adjusted',
  ordered: 'Ordered',
  released: 'Back from an order',
  returned: 'Returned',
};

function Movements({ id }: { id: number }) {
  const [page, setPage] = useState(1);
  const result = useStockMovementsQuery({ id, page });
  return (
    <List
      heading="Movements"
      tableLabel="Stock movements"
      cards
      noun={['movement', 'movements']}
      result={result}
      rows={result.data?.movements}
      {...(result.data
        ? {
            paging: {
              page: result.data.page,
              pages: result.data.pages,
              total: result.data.total,
              onPage: setPage,
            },
          }
        : {})}
      columns={[
        {
          label: 'When',
          kind: 'value',
          cell: (m) => new Date(m.created_at).toLocaleString('en-GB'),
        },
        { label: 'Lot', kind: 'value', cell: (m) => m.lot_code },
        { label: 'Place', cell: (m) => m.location },
        { label: 'Change', kind: 'number', cell: (m) => (m.change > 0 ? `+${m.change}` : m.change) },
        { label: 'Why', cell: (m) => REASON_WORDS[m.reason] },
        {
          label: 'Note',
          cell: (m) =>
            m.order_id ? <Link to={`/orders/${m.order_id}`}>{m.order_number}</Link> : (m.note ?? '—'),
        },
        { label: 'By', cell: (m) => m.staff ?? '—' },
      ]}
    />
  );
}

export function ProductStockScreen() {
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const { data, error, isLoading, refetch } = useProductStockQuery(id, { skip: !valid });
  const stock = data?.stock;
  return (
    <div className={styles.page}>
      <p>
        <Link to={`/products/${id}`}>← The product</Link> · <Link to="/stock">Stock of every product</Link>
      </p>
      {isLoading ? <Spinner label="Loading the stock" /> : null}
      {error ? <Failed error={error} retry={refetch} /> : null}
      {stock ? (
        <>
          <h1>Stock: {stock.product.title}</h1>
          <p className={styles.muted}>
            <span className={styles.value}>{stock.product.product_code}</span> ·{' '}
            {stock.counted
              ? `${stock.total.on_hand} on hand, ${stock.total.allocated} for open orders, ${stock.total.available} available (${stock.product.unit})`
              : 'Not counted: it sells without limit until boxes are received into a lot.'}
          </p>
          {stock.counted && stock.total.tile ? (
            <p className={styles.muted} data-testid="stock-units">
              In pieces and m²: {unitsText(stock.total.tile.on_hand)} on hand,{' '}
              {unitsText(stock.total.tile.allocated)} for open orders, {unitsText(stock.total.tile.available)}{' '}
              available.
            </p>
          ) : null}
          <section className={styles.section} aria-labelledby="places-heading">
            <h2 id="places-heading">By place</h2>
            <ul className={styles.cards} aria-label="Available at each place">
              {stock.by_location.map((place) => {
                const location = stock.locations.find((l) => l.id === place.location_id);
                // Low where the place keeps the product (a lot has or had goods there), as the overview says.
                const keeps = stock.lots.some((lot) =>
                  lot.places.some((p) => p.location_id === place.location_id),
                );
                const low = keeps && place.available < stock.threshold;
                return (
                  <li key={place.location_id} className={styles.card}>
                    <p className={styles.cardLabel}>{location?.title}</p>
                    <p className={styles.cardValue}>
                      {place.available}
                      {low ? <span className={own.low}> low</span> : null}
                    </p>
                    <p className={styles.cardHint}>
                      available; {place.on_hand} on hand, {place.allocated} for orders
                    </p>
                    {place.tile && place.available > 0 ? (
                      <p className={styles.cardHint}>available: {unitsText(place.tile.available)}</p>
                    ) : null}
                  </li>
                );
              })}
            </ul>
          </section>
          {stock.lots.length > 0 ? (
            <section className={styles.section} aria-labelledby="lots-heading">
              <h2 id="lots-heading">Lots</h2>
              <Lots stock={stock} />
            </section>
          ) : null}
          <section className={styles.section} aria-labelledby="change-heading">
            <h2 id="change-heading">Receive, move or count</h2>
            <div className={own.forms}>
              <ReceiveForm stock={stock} />
              {stock.lots.length > 0 && stock.locations.length > 1 ? <TransferForm stock={stock} /> : null}
              {stock.lots.length > 0 ? <AdjustForm stock={stock} /> : null}
            </div>
          </section>
          <Movements id={stock.product.id} />
        </>
      ) : null}
    </div>
  );
}
