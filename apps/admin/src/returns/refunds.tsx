// The refunds the shop owes (docs/returns.md "Refunds owed"): duplicate gateway payments, paid orders
// cancelled or rejected, approved returns; each with its deadline (7 days, the E-Commerce Directive's),
// overdue ones marked. A duplicate or a cancelled order is refunded here; a return on its own page.
import type { AdminComponents } from '@sajilo/api/admin';
import { Button, CardTable, formatPrice, SelectField, Spinner, TextField } from '@sajilo/ui';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router-dom';
import { Failed } from '../components/failed.js';
import styles from '../components/screens.module.css';
import { TableRegion } from '../components/table-region.js';
import { told } from './return.js';
import local from './returns.module.css';
import { PAID_WITH, useRecordRefundMutation, useRefundsOwedQuery } from './returns-api.js';

type Owed = AdminComponents['schemas']['RefundOwed'];

const WHAT: Record<Owed['what'], string> = {
  duplicate_payment: 'Duplicate payment',
  cancelled_paid_order: 'Paid order cancelled',
  return: 'Return',
};
const day = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Asia/Kathmandu',
  });

function RefundRow({ owed }: { owed: Owed }) {
  const [record, { isLoading }] = useRecordRefundMutation();
  const online = owed.method === 'esewa' || owed.method === 'khalti';
  const [method, setMethod] = useState<'gateway' | 'cash' | 'bank'>(online ? 'gateway' : 'bank');
  const [reference, setReference] = useState('');
  const { source } = owed;
  if (source === 'return') return <Link to={`/returns/${owed.id}`}>Open the return</Link>;
  const name = `${WHAT[owed.what]} of ${owed.order_number}`;
  const save = async (event: FormEvent) => {
    event.preventDefault();
    told(
      await record({
        source,
        id: owed.id,
        method,
        ...(method !== 'gateway' && reference ? { reference: reference.trim() } : {}),
      }),
    );
  };
  return (
    <form className={local.refund} onSubmit={save} aria-label={`Refund the ${name}`}>
      <SelectField
        label="How"
        value={method}
        onChange={(e) => setMethod(e.target.value as typeof method)}
        options={[
          ...(online ? [{ value: 'gateway', label: `Through ${PAID_WITH[owed.method]}` }] : []),
          { value: 'bank', label: 'Bank transfer, by hand' },
          { value: 'cash', label: 'Cash, by hand' },
        ]}
      />
      {method !== 'gateway' ? (
        <TextField
          label="Reference"
          required
          maxLength={200}
          value={reference}
          onChange={(e) => setReference(e.target.value)}
        />
      ) : null}
      <Button type="submit" size="small" loading={isLoading}>
        Mark refunded
      </Button>
    </form>
  );
}

export function RefundsScreen() {
  const { data, error, isLoading, refetch } = useRefundsOwedQuery(undefined, {
    refetchOnMountOrArgChange: true,
  });
  return (
    <div className={styles.page}>
      <h1>Refunds owed</h1>
      <p className={styles.muted}>
        The law gives 7 days to refund a payment that failed or was taken twice. Oldest deadline first.
      </p>
      {isLoading ? <Spinner label="Loading the refunds owed" /> : null}
      {error ? <Failed error={error} retry={refetch} /> : null}
      {data ? (
        <>
          <p>
            {data.refunds.length} owed, <strong>{data.overdue} overdue</strong>.
          </p>
          {data.refunds.length === 0 ? (
            <p className={styles.muted}>Nothing is owed.</p>
          ) : (
            <TableRegion label="Refunds owed">
              <CardTable className={styles.table}>
                <thead>
                  <tr>
                    <th scope="col">What</th>
                    <th scope="col">Order</th>
                    <th scope="col" className={styles.number}>
                      Amount
                    </th>
                    <th scope="col">Deadline</th>
                    <th scope="col">Refund</th>
                  </tr>
                </thead>
                <tbody>
                  {data.refunds.map((owed) => (
                    <tr
                      key={`${owed.source}-${owed.id}`}
                      className={owed.overdue ? local.overdue : undefined}
                    >
                      <td>
                        {WHAT[owed.what]}
                        <br />
                        <span className={styles.muted}>{owed.customer_name}</span>
                      </td>
                      <td className={styles.value} data-label="Order">
                        <Link to={`/orders/${owed.order_id}`}>{owed.order_number}</Link>
                      </td>
                      {/* One element a figure, so a phone's card puts it beside its label whole. */}
                      <td className={styles.number} data-label="Amount">
                        <span>
                          {formatPrice(owed.amount)}
                          <br />
                          <span className={styles.muted}>{PAID_WITH[owed.method]}</span>
                        </span>
                      </td>
                      <td className={styles.value} data-label="Deadline">
                        <span>
                          {owed.overdue ? <strong>Overdue: </strong> : null}
                          {day(owed.deadline)}
                          <br />
                          <span className={styles.muted}>owed since {day(owed.owed_since)}</span>
                        </span>
                      </td>
                      <td>
                        <RefundRow owed={owed} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </CardTable>
            </TableRegion>
          )}
        </>
      ) : null}
    </div>
  );
}
