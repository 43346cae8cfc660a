// A dealer company's page (docs/dealers.md, docs/back-office.md "Dealers"): who they are, their terms (status,
// price tier, credit limit, days), the partner keys given to them with each key's origins and the snippet
// their site pastes, a key given, taken back or made for them, their members and their statement. Every
// change is audited.
import type { AdminComponents } from '@sajilo/api/admin';
import type { RequestError } from '@sajilo/store';
import { Button, SelectField, Spinner, TextAreaField, TextField } from '@sajilo/ui';
import { type FormEvent, useState } from 'react';
import toast from 'react-hot-toast';
import { Link, useParams } from 'react-router-dom';
import { showError } from '../catalog/catalog-shared.js';
import { DataTable } from '../components/data-table.js';
import { Failed } from '../components/failed.js';
import { RowAction } from '../components/row-action.js';
import styles from '../components/screens.module.css';
import { readConfig } from '../config.js';
import { useCreatePartnerMutation, usePartnersQuery } from '../people/people-api.js';
import own from './dealers.module.css';
import {
  type DealerDetail,
  PAYMENT_METHODS,
  type PriceTier,
  useAssignPartnerDealerMutation,
  useDealerQuery,
  usePriceTiersQuery,
  useUpdateDealerMutation,
} from './dealers-api.js';
import { breakWords } from './price-tiers.js';

type Partner = AdminComponents['schemas']['Partner'];

const STATUS = { pending: 'Pending', approved: 'Approved', declined: 'Declined' } as const;

const rupees = (n: number) => `Rs ${n.toLocaleString('en-IN')}`;

/** The snippet a dealer's site pastes (apps/widgets/README.md), with the key when it was just made. */
function snippet(apiBaseUrl: string, key: string): string {
  return [
    '<script>',
    '  window.Sajilo=window.Sajilo||function(){(Sajilo.q=Sajilo.q||[]).push(arguments)};',
    '</script>',
    '<script async src="WIDGETS-HOST/loader.js"',
    `  data-key="${key}"`,
    `  data-api="${apiBaseUrl}"`,
    '  data-widgets="enquiry,subscribe,support-ticket"',
    '  data-locale="en"></script>',
  ].join('\n');
}

function Snippet({ partnerKey }: { partnerKey: string }) {
  return <pre className={own.snippet}>{snippet(readConfig().apiBaseUrl, partnerKey)}</pre>;
}

function Terms({ detail, tiers }: { detail: DealerDetail; tiers: PriceTier[] }) {
  const { dealer } = detail;
  const [update, { isLoading, error }] = useUpdateDealerMutation();
  const [status, setStatus] = useState<string>(dealer.status);
  const [tier, setTier] = useState(dealer.tier_id ? String(dealer.tier_id) : '');
  const [limit, setLimit] = useState(String(dealer.credit_limit));
  const [terms, setTerms] = useState(String(dealer.terms_days));
  const [local, setLocal] = useState<Record<string, string[]>>({});
  const fields = { ...(error as RequestError | undefined)?.fieldErrors, ...local };
  async function submit(event: FormEvent) {
    event.preventDefault();
    const problems: Record<string, string[]> = {};
    if (!/^\d+$/.test(limit.replace(/,/g, '').trim()))
      problems.credit_limit = ['Enter whole rupees (0: no credit).'];
    if (!/^\d+$/.test(terms.trim())) problems.terms_days = ['Enter the days, 0 to 365.'];
    setLocal(problems);
    if (Object.keys(problems).length > 0) return;
    const result = await update({
      id: dealer.id,
      status: status === 'approved' ? 'approved' : status === 'declined' ? 'declined' : 'pending',
      ...(tier ? { tier_id: Number(tier) } : {}),
      credit_limit: Number(limit.replace(/,/g, '').trim()),
      terms_days: Number(terms.trim()),
    });
    if ('data' in result && result.data) toast.success(result.data.message ?? 'Saved.');
    else if (Object.keys((result.error as RequestError | undefined)?.fieldErrors ?? {}).length === 0)
      showError(result.error);
  }
  const chosen = tiers.find((t) => String(t.id) === tier);
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="terms-heading">
      <h2 id="terms-heading">Terms</h2>
      <SelectField
        label="Status"
        options={[
          { value: 'approved', label: 'Approved' },
          { value: 'declined', label: 'Declined' },
          { value: 'pending', label: 'Pending' },
        ]}
        value={status}
        onChange={(e) => setStatus(e.target.value)}
        error={fields.status}
      />
      <SelectField
        label="Price tier"
        placeholder="The shop's prices"
        options={tiers.map((t) => ({ value: String(t.id), label: t.name }))}
        value={tier}
        onChange={(e) => setTier(e.target.value)}
        hint={chosen ? `Volume breaks: ${breakWords(chosen)}.` : undefined}
        error={fields.tier_id}
      />
      <TextField
        label="Credit limit (Rs)"
        inputMode="numeric"
        hint="Whole rupees; 0: no credit."
        value={limit}
        onChange={(e) => setLimit(e.target.value)}
        error={fields.credit_limit}
      />
      <TextField
        label="Terms (days)"
        inputMode="numeric"
        value={terms}
        onChange={(e) => setTerms(e.target.value)}
        error={fields.terms_days}
      />
      <Button type="submit" loading={isLoading} loadingLabel="Saving">
        Save the terms
      </Button>
    </form>
  );
}

function TakeBack({ partner, company }: { partner: { id: number; name: string }; company: string }) {
  const [assign] = useAssignPartnerDealerMutation();
  return (
    <RowAction
      name={`Take back the key ${partner.name}`}
      confirm={`Take the key ${partner.name} back from ${company}? What it sends from now on is the shop’s.`}
      run={() => assign({ id: partner.id, dealer_id: null })}
      done="Taken back."
    >
      Take back
    </RowAction>
  );
}

function GiveKey({ detail, partners }: { detail: DealerDetail; partners: Partner[] }) {
  const { dealer } = detail;
  const [assign, { isLoading }] = useAssignPartnerDealerMutation();
  const [chosen, setChosen] = useState('');
  const [replace, setReplace] = useState(true);
  const available = partners.filter((p) => !p.revoked_at && p.dealer_id !== dealer.id);
  const current = detail.partners;
  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!chosen) return;
    const result = await assign({ id: Number(chosen), dealer_id: dealer.id });
    if (!('data' in result) || !result.data) {
      showError(result.error);
      return;
    }
    if (replace) {
      for (const old of current) {
        const back = await assign({ id: old.id, dealer_id: null });
        if (!('data' in back)) showError(back.error);
      }
    }
    setChosen('');
    toast.success(result.data.message);
  }
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="give-key-heading">
      <h3 id="give-key-heading">Give a partner key</h3>
      <SelectField
        label="Partner key"
        placeholder="Choose a key"
        emptyText="No other active key"
        options={available.map((p) => ({
          value: String(p.id),
          label: `${p.name}${p.dealer_id ? ' (another dealer’s)' : ''} · ${p.origins.join(', ')}`,
        }))}
        value={chosen}
        onChange={(e) => setChosen(e.target.value)}
      />
      {current.length > 0 ? (
        <label className={styles.check}>
          <input type="checkbox" checked={replace} onChange={(e) => setReplace(e.target.checked)} />
          Instead of its key{current.length === 1 ? '' : 's'} now ({current.map((p) => p.name).join(', ')})
        </label>
      ) : null}
      <Button type="submit" loading={isLoading} loadingLabel="Giving the key" disabled={!chosen}>
        Give the key
      </Button>
    </form>
  );
}

function NewKey({ detail }: { detail: DealerDetail }) {
  const { dealer } = detail;
  const [create, created] = useCreatePartnerMutation();
  const [assign, assigned] = useAssignPartnerDealerMutation();
  const [name, setName] = useState(dealer.name);
  const [origins, setOrigins] = useState('');
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [made, setMade] = useState<{ name: string; key: string } | null>(null);
  async function submit(event: FormEvent) {
    event.preventDefault();
    const list = origins
      .split(/[\s,]+/)
      .map((o) => o.trim())
      .filter(Boolean);
    const problems: Record<string, string[]> = {};
    if (!name.trim()) problems.name = ['Enter the key’s name.'];
    if (list.length === 0) problems.origins = ['Enter the dealer’s site, like https://dealer.example.com.'];
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    const result = await create({ name: name.trim(), origins: list, forms_per_minute: 10 });
    if (!('data' in result) || !result.data) {
      const failure = result.error as RequestError;
      // The origins' messages come per item (`origins/0`): shown together under the field.
      const fields: Record<string, string[]> = {};
      for (const [field, messages] of Object.entries(failure.fieldErrors)) {
        const key = field.split(/[./]/)[0] ?? field;
        fields[key] = [...(fields[key] ?? []), ...messages];
      }
      setErrors(fields);
      if (Object.keys(fields).length === 0) showError(result.error);
      return;
    }
    const key = result.data.key;
    const given = await assign({ id: result.data.partner.id, dealer_id: dealer.id });
    setMade({ name: result.data.partner.name, key });
    setOrigins('');
    if ('data' in given && given.data) toast.success('The key is made and is the dealer’s.');
    else showError(given.error);
  }
  return (
    <>
      {made ? (
        <div role="status" className={styles.section}>
          <h3>{made.name}’s key</h3>
          <p>Copy it now and give it to the dealer with the snippet: it is not shown again.</p>
          <p className={styles.value} data-testid="partner-key">
            <code>{made.key}</code>
          </p>
          <Snippet partnerKey={made.key} />
        </div>
      ) : null}
      <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="new-key-heading">
        <h3 id="new-key-heading">Make a key for this dealer</h3>
        <TextField
          label="Key’s name"
          required
          value={name}
          onChange={(e) => setName(e.target.value)}
          error={errors.name}
        />
        <TextAreaField
          label="Allowed origins"
          required
          hint="The dealer’s sites, one a line: https://dealer.example.com"
          value={origins}
          onChange={(e) => setOrigins(e.target.value)}
          error={errors.origins}
        />
        <Button type="submit" loading={created.isLoading || assigned.isLoading} loadingLabel="Making the key">
          Make the key
        </Button>
      </form>
    </>
  );
}

function Keys({ detail }: { detail: DealerDetail }) {
  const partners = usePartnersQuery(undefined, { refetchOnMountOrArgChange: true });
  const all = partners.data?.partners ?? [];
  const theirs = detail.partners.map((p) => ({ ...p, full: all.find((x) => x.id === p.id) }));
  return (
    <section className={styles.section} aria-labelledby="keys-heading">
      <h2 id="keys-heading">Partner keys</h2>
      <p className={styles.muted}>
        What a key’s widgets send (enquiries, support tickets) are this company’s leads from the moment it is
        theirs. A key is shown once, when it is made; the snippet names it as YOUR-PARTNER-KEY, and
        WIDGETS-HOST is where the shop serves the widgets.
      </p>
      {partners.error ? <Failed error={partners.error} retry={partners.refetch} /> : null}
      {theirs.length === 0 ? <p>No key is this company’s.</p> : null}
      {theirs.map((p) => (
        <article key={p.id} className={styles.section} aria-label={`Key ${p.name}`}>
          <h3>{p.name}</h3>
          <dl className={own.facts}>
            <dt>Origins</dt>
            <dd>{p.full ? p.full.origins.join(', ') : '…'}</dd>
            <dt>State</dt>
            <dd>
              {p.full?.revoked_at
                ? `Revoked ${new Date(p.full.revoked_at).toLocaleDateString('en-GB')}`
                : 'Active'}
            </dd>
            <dt>Sent</dt>
            <dd>{p.full ? p.full.submissions : '…'}</dd>
          </dl>
          <Snippet partnerKey="YOUR-PARTNER-KEY" />
          <div className={styles.below}>
            <TakeBack partner={p} company={detail.dealer.name} />
          </div>
        </article>
      ))}
      <div className={styles.below}>
        <GiveKey detail={detail} partners={all} />
      </div>
      <div className={styles.below}>
        <NewKey detail={detail} />
      </div>
    </section>
  );
}

type Member = DealerDetail['members'][number];
type Entry = DealerDetail['statement']['entries'][number] & { id: number };

/** "Order O-…", "Credit note …", or a payment with its method and reference: "Payment · Cheque · 004512". */
function entryWords(e: Entry): string {
  const kind = e.kind === 'order' ? 'Order' : e.kind === 'payment' ? 'Payment' : 'Credit note';
  return e.method
    ? [kind, PAYMENT_METHODS[e.method], e.reference].filter(Boolean).join(' · ')
    : [kind, e.reference].filter(Boolean).join(' ');
}

function Account({ detail }: { detail: DealerDetail }) {
  const { statement } = detail;
  const entries: Entry[] = statement.entries.map((e, i) => ({ ...e, id: i }));
  return (
    <>
      <section className={styles.section} aria-labelledby="members-heading">
        <h2 id="members-heading">Members</h2>
        <DataTable<Member, never>
          label="The company’s members"
          rows={detail.members}
          columns={[
            { label: 'Name', cell: (m) => m.name },
            { label: 'Email', cell: (m) => m.email },
            { label: 'Role', cell: (m) => (m.role === 'owner' ? 'Owner' : 'Buyer') },
          ]}
        />
      </section>
      <section className={styles.section} aria-labelledby="statement-heading">
        <h2 id="statement-heading">Statement of account</h2>
        <dl className={own.facts}>
          <dt>Credit limit</dt>
          <dd>{rupees(statement.credit_limit)}</dd>
          <dt>Owes</dt>
          <dd>{rupees(statement.balance)}</dd>
          <dt>Available</dt>
          <dd>{rupees(statement.available)}</dd>
          <dt>Overdue</dt>
          <dd>{rupees(statement.overdue)}</dd>
        </dl>
        {entries.length > 0 ? (
          <div className={styles.below}>
            <DataTable<Entry, never>
              label="Statement entries"
              rows={entries}
              columns={[
                { label: 'Date', kind: 'value', cell: (e) => e.date },
                {
                  label: 'Entry',
                  cell: (e) => <span className={styles.note}>{entryWords(e)}</span>,
                },
                { label: 'Debit', kind: 'number', cell: (e) => (e.debit ? rupees(e.debit) : '') },
                { label: 'Credit', kind: 'number', cell: (e) => (e.credit ? rupees(e.credit) : '') },
                { label: 'Balance', kind: 'number', cell: (e) => rupees(e.balance) },
                {
                  label: 'Due',
                  kind: 'value',
                  cell: (e) => `${e.due ?? ''}${e.overdue ? ' (overdue)' : ''}`,
                },
              ]}
            />
          </div>
        ) : (
          <p>No order on account yet.</p>
        )}
      </section>
    </>
  );
}

export function DealerScreen() {
  const { id } = useParams();
  const dealerId = Number(id);
  const valid = Number.isInteger(dealerId) && dealerId > 0;
  const result = useDealerQuery(dealerId, { skip: !valid, refetchOnMountOrArgChange: true });
  const tiers = usePriceTiersQuery(undefined);
  const detail = result.data;
  const missing = !valid || (result.error as RequestError | undefined)?.status === 404;
  const tierName = tiers.data?.tiers.find((t) => t.id === detail?.dealer.tier_id)?.name;
  return (
    <div className={styles.page}>
      <p className={own.links}>
        <Link to="/dealers">All dealers</Link>
        <Link to="/price-tiers">Price tiers</Link>
        {detail ? <Link to={`/dealer-leads?dealer_id=${detail.dealer.id}`}>This dealer’s leads</Link> : null}
      </p>
      <h1>{missing ? 'Page not found' : detail ? `Dealer: ${detail.dealer.name}` : 'Dealer'}</h1>
      {missing ? <p>There is no dealer company at this address.</p> : null}
      {result.isLoading ? <Spinner label="Loading the dealer" /> : null}
      {result.error && !missing ? <Failed error={result.error} retry={result.refetch} /> : null}
      {detail ? (
        <>
          <section className={styles.section} aria-labelledby="company-heading">
            <h2 id="company-heading">Company</h2>
            <dl className={own.facts}>
              <dt>Status</dt>
              <dd>{STATUS[detail.dealer.status]}</dd>
              <dt>VAT/PAN</dt>
              <dd>{detail.dealer.vat_pan}</dd>
              <dt>Address</dt>
              <dd>{detail.dealer.address}</dd>
              <dt>Contact</dt>
              <dd>
                {detail.dealer.contact_name}, {detail.dealer.contact_phone}
              </dd>
              <dt>Owner</dt>
              <dd>{detail.dealer.owner_email}</dd>
              <dt>Price tier</dt>
              <dd>{tierName ?? (detail.dealer.tier_id ? '…' : 'The shop’s prices')}</dd>
            </dl>
          </section>
          <section className={styles.section}>
            <Terms key={JSON.stringify(detail.dealer)} detail={detail} tiers={tiers.data?.tiers ?? []} />
          </section>
          <Keys detail={detail} />
          <Account detail={detail} />
        </>
      ) : null}
    </div>
  );
}
