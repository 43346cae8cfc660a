// The Dealers screen (docs/back-office.md "Dealers", docs/dealers.md): the companies, applications first, each
// opening its own page (dealer.tsx); approving or declining one with a price tier, a credit limit and terms;
// recording a payment. The price tiers and the leads have screens of their own.
import type { RequestError } from '@sajilo/store';
import { Button, SelectField, TextField } from '@sajilo/ui';
import { type FormEvent, useState } from 'react';
import toast from 'react-hot-toast';
import { Link } from 'react-router-dom';
import type { Column } from '../components/data-table.js';
import { ListScreen } from '../components/list-screen.js';
import styles from '../components/screens.module.css';
import {
  type Dealer,
  PAYMENT_METHODS,
  type PaymentMethod,
  useDealersQuery,
  useRecordDealerPaymentMutation,
  useUpdateDealerMutation,
} from './dealers-api.js';

const rupees = (n: number) => `Rs ${n.toLocaleString('en-IN')}`;

const COLUMNS: Column<Dealer>[] = [
  {
    label: 'Company',
    cell: (d) => (
      <>
        <Link to={`/dealers/${d.id}`}>{d.name}</Link> (PAN {d.vat_pan})
      </>
    ),
  },
  { label: 'Owner', cell: (d) => d.owner_email },
  { label: 'Status', cell: (d) => d.status },
  { label: 'Credit limit', kind: 'number', cell: (d) => rupees(d.credit_limit) },
  { label: 'Terms', cell: (d) => `${d.terms_days} days` },
  { label: 'Owes', kind: 'number', cell: (d) => rupees(d.balance) },
];

function failed(result: { error?: unknown }): boolean {
  if (!('error' in result) || !result.error) return false;
  const failure = result.error as RequestError;
  const fields = Object.values(failure.fieldErrors).flat();
  toast.error(fields.length > 0 ? fields.join(' ') : failure.message);
  return true;
}

function Decide({ dealers, tiers }: { dealers: Dealer[]; tiers: { id: number; name: string }[] }) {
  const [update, { isLoading }] = useUpdateDealerMutation();
  const [id, setId] = useState('');
  const [status, setStatus] = useState('approved');
  const [tier, setTier] = useState('');
  const [limit, setLimit] = useState('0');
  const [terms, setTerms] = useState('30');
  const chosen = dealers.find((d) => String(d.id) === id);
  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!chosen) return;
    const result = await update({
      id: chosen.id,
      status: status as Dealer['status'],
      ...(tier ? { tier_id: Number(tier) } : {}),
      credit_limit: Number(limit) || 0,
      terms_days: Number(terms) || 0,
    });
    if (!failed(result) && 'data' in result && result.data) toast.success(result.data.message ?? 'Saved.');
  }
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="decide-heading">
      <h2 id="decide-heading">Decide an application, or change a dealer's terms</h2>
      <SelectField
        label="Company"
        required
        placeholder="Choose a company"
        options={dealers.map((d) => ({ value: String(d.id), label: `${d.name} (${d.status})` }))}
        value={id}
        onChange={(e) => {
          setId(e.target.value);
          const d = dealers.find((x) => String(x.id) === e.target.value);
          if (d) {
            setTier(d.tier_id ? String(d.tier_id) : '');
            setLimit(String(d.credit_limit));
            setTerms(String(d.terms_days || 30));
          }
        }}
      />
      <SelectField
        label="Decision"
        options={[
          { value: 'approved', label: 'Approved' },
          { value: 'declined', label: 'Declined' },
          { value: 'pending', label: 'Pending' },
        ]}
        value={status}
        onChange={(e) => setStatus(e.target.value)}
      />
      <SelectField
        label="Price tier"
        placeholder="The shop's prices"
        options={tiers.map((t) => ({ value: String(t.id), label: t.name }))}
        value={tier}
        onChange={(e) => setTier(e.target.value)}
      />
      <TextField
        label="Credit limit (Rs)"
        type="number"
        min={0}
        value={limit}
        onChange={(e) => setLimit(e.target.value)}
      />
      <TextField
        label="Terms (days)"
        type="number"
        min={0}
        value={terms}
        onChange={(e) => setTerms(e.target.value)}
      />
      <Button type="submit" loading={isLoading} loadingLabel="Saving" disabled={!chosen}>
        Save the decision
      </Button>
    </form>
  );
}

function RecordPayment({ dealers }: { dealers: Dealer[] }) {
  const [record, { isLoading }] = useRecordDealerPaymentMutation();
  const [id, setId] = useState('');
  const [amount, setAmount] = useState('');
  const [paidOn, setPaidOn] = useState(() => new Date().toISOString().slice(0, 10));
  const [method, setMethod] = useState<PaymentMethod>('bank_transfer');
  const [reference, setReference] = useState('');
  async function submit(event: FormEvent) {
    event.preventDefault();
    const result = await record({
      id: Number(id),
      amount: Number(amount) || 0,
      paid_on: paidOn,
      method,
      ...(reference ? { reference } : {}),
    });
    if (!failed(result) && 'data' in result && result.data) {
      toast.success(result.data.message ?? 'Recorded.');
      setAmount('');
      setReference('');
    }
  }
  const approved = dealers.filter((d) => d.status === 'approved');
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="payment-heading">
      <h2 id="payment-heading">Record a payment</h2>
      <SelectField
        label="Company"
        required
        placeholder="Choose a company"
        options={approved.map((d) => ({ value: String(d.id), label: d.name }))}
        value={id}
        onChange={(e) => setId(e.target.value)}
      />
      <TextField
        label="Amount (Rs)"
        type="number"
        min={1}
        required
        value={amount}
        onChange={(e) => setAmount(e.target.value)}
      />
      <TextField
        label="Paid on"
        type="date"
        required
        value={paidOn}
        onChange={(e) => setPaidOn(e.target.value)}
      />
      <SelectField
        label="Method"
        options={Object.entries(PAYMENT_METHODS).map(([value, label]) => ({ value, label }))}
        value={method}
        onChange={(e) => {
          const chosen = e.target.value;
          if (chosen in PAYMENT_METHODS) setMethod(chosen as PaymentMethod);
        }}
      />
      <TextField label="Reference" value={reference} onChange={(e) => setReference(e.target.value)} />
      <Button type="submit" loading={isLoading} loadingLabel="Recording" disabled={!id}>
        Record the payment
      </Button>
    </form>
  );
}

export function DealersScreen() {
  const result = useDealersQuery(undefined, { refetchOnMountOrArgChange: true });
  const dealers = result.data?.dealers ?? [];
  return (
    <ListScreen
      title="Dealers"
      intro={
        <p className={styles.muted}>
          A company’s page has its terms, its partner keys and its statement.{' '}
          <Link to="/price-tiers">Price tiers</Link> · <Link to="/dealer-leads">Dealer leads</Link>
        </p>
      }
      heading="Companies"
      tableLabel="Dealer companies"
      noun={['company', 'companies']}
      result={result}
      rows={result.data?.dealers}
      columns={COLUMNS}
    >
      <section className={styles.section}>
        <Decide dealers={dealers} tiers={result.data?.tiers ?? []} />
      </section>
      <section className={styles.section}>
        <RecordPayment dealers={dealers} />
      </section>
    </ListScreen>
  );
}
