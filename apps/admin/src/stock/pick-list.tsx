// An order's pick list (docs/back-office.md "Stock"): the page alone, printable like the invoice: what to take
// from each place, lot by lot (product, code, lot, shade, caliber, how many, and for tiles the pieces and m²
// of those boxes), from the order's allocations.
import { Button, CardTable, Spinner } from '@sajilo/ui';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Failed } from '../components/failed.js';
import styles from './pick-list.module.css';
import { type PickLine, usePickListQuery } from './stock-api.js';

const NOT_COUNTED = 'Not counted by place';
/** Samples are counted apart from the lots (docs/tiles.md "Stock of samples"): a piece, not a box of a lot. */
const SAMPLES = 'Samples';
const LAST = [NOT_COUNTED, SAMPLES];
/** A tile's pieces and m² beside its boxes, as the server counted them with @sajilo/units (docs/tiles.md). */
const figure = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 6 });

/** The rows grouped by place, in the order the server gives them (the shop's order of places). */
function byPlace(lines: readonly PickLine[]): [string, PickLine[]][] {
  const groups = new Map<string, PickLine[]>();
  for (const line of lines) {
    const place = line.sample ? SAMPLES : (line.location ?? NOT_COUNTED);
    groups.set(place, [...(groups.get(place) ?? []), line]);
  }
  return [...groups.entries()].sort(([a], [b]) => LAST.indexOf(a) - LAST.indexOf(b));
}

export function PickListScreen() {
  const id = Number(useParams().id);
  const { data, error, isLoading, refetch } = usePickListQuery(id, { skip: !Number.isInteger(id) || id < 1 });
  const order = data?.order;
  useEffect(() => {
    // A page of its own (no frame names it): the title is what a printout and the tab show.
    document.title = order
      ? `Pick list ${order.number} · Sajilo back office`
      : 'Pick list · Sajilo back office';
  }, [order]);
  const closed = order && ['cancelled', 'rejected'].includes(order.status);
  return (
    <main className={styles.sheet}>
      <p className={styles.screenOnly}>
        <Link to={`/orders/${id}`}>← Back to the order</Link>{' '}
        <Button size="small" onClick={() => window.print()}>
          Print
        </Button>
      </p>
      {isLoading ? <Spinner label="Loading the pick list" /> : null}
      {error ? <Failed error={error} retry={refetch} /> : null}
      {data && order ? (
        <article aria-label="Pick list">
          <header className={styles.head}>
            <h1>Pick list {order.number}</h1>
            <p>
              {order.name} · placed {new Date(order.created_at).toLocaleDateString('en-GB')} · {order.status}
            </p>
          </header>
          {closed ? (
            <p className={styles.note} role="status">
              This order is {order.status}: its goods went back to stock, nothing is to be picked.
            </p>
          ) : null}
          {byPlace(data.lines).map(([place, lines]) => (
            <section key={place} className={styles.place} aria-label={place}>
              <h2>{place}</h2>
              <CardTable className={styles.lines}>
                <thead>
                  <tr>
                    <th scope="col">Product</th>
                    <th scope="col">Code</th>
                    <th scope="col">Lot</th>
                    <th scope="col">Shade</th>
                    <th scope="col">Caliber</th>
                    <th scope="col" className={styles.figure}>
                      Qty
                    </th>
                    <th scope="col" className={styles.figure}>
                      Pieces
                    </th>
                    <th scope="col" className={styles.figure}>
                      m²
                    </th>
                    <th scope="col" className={styles.tick}>
                      Picked
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {lines.map((line) => (
                    <tr key={line.id}>
                      <td>{line.sample ? `Sample — ${line.title}` : line.title}</td>
                      <td className={styles.code} data-label="Code">
                        {line.product_code ?? '—'}
                      </td>
                      <td className={styles.code} data-label="Lot">
                        {line.lot_code && line.lot_code !== '-' ? line.lot_code : '—'}
                      </td>
                      <td data-label="Shade">{line.shade || '—'}</td>
                      <td data-label="Caliber">{line.caliber || '—'}</td>
                      <td className={styles.figure} data-label="Qty">
                        {line.quantity}
                      </td>
                      <td className={styles.figure} data-label="Pieces">
                        {line.tile ? figure.format(line.tile.pieces) : '—'}
                      </td>
                      <td className={styles.figure} data-label="m²">
                        {line.tile ? figure.format(line.tile.m2) : '—'}
                      </td>
                      <td className={styles.tick} aria-hidden="true" data-label="Picked">
                        ☐
                      </td>
                    </tr>
                  ))}
                </tbody>
              </CardTable>
            </section>
          ))}
        </article>
      ) : null}
    </main>
  );
}
