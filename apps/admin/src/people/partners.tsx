// Partner keys: each partner's origins and state; a new key is shown once (only its hash is kept); revoking
// one stops it at once on the widgets' routes of every server.

import type { AdminComponents } from '@sajilo/api/admin';
import type { RequestError } from '@sajilo/store';
import { Button, TextAreaField, TextField } from '@sajilo/ui';
import { type FormEvent, useState } from 'react';
import toast from 'react-hot-toast';
import type { Column } from '../components/data-table.js';
import { ListScreen } from '../components/list-screen.js';
import { RowAction } from '../components/row-action.js';
import styles from '../components/screens.module.css';
import own from './people.module.css';

type Partner = AdminComponents['schemas']['Partner'];

import { useCreatePartnerMutation, usePartnersQuery, useRevokePartnerMutation } from './people-api.js';

function Revoke({ id, name }: { id: number; name: string }) {
  const [revoke] = useRevokePartnerMutation();
  return (
    <RowAction
      name={`Revoke ${name}'s key`}
      confirm={`Revoke ${name}'s key? Their widgets stop working at once.`}
      run={() => revoke(id)}
      done="Revoked."
    >
      Revoke
    </RowAction>
  );
}

function NewPartner() {
  const [create, { isLoading }] = useCreatePartnerMutation();
  const [name, setName] = useState('');
  const [origins, setOrigins] = useState('');
  const [perMinute, setPerMinute] = useState('10');
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [created, setCreated] = useState<{ name: string; key: string } | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const list = origins
      .split(/[\s,]+/)
      .map((o) => o.trim())
      .filter(Boolean);
    const result = await create({ name, origins: list, forms_per_minute: Number(perMinute) || 10 });
    if ('data' in result && result.data) {
      setCreated({ name: result.data.partner.name, key: result.data.key });
      setErrors({});
      setName('');
      setOrigins('');
      toast.success(result.data.message);
      return;
    }
    const failure = result.error as RequestError;
    // The origins' messages come per item (`origins/0`): shown together under the field.
    const fields: Record<string, string[]> = {};
    for (const [field, messages] of Object.entries(failure.fieldErrors)) {
      const key = field.split(/[./]/)[0] ?? field;
      fields[key] = [...(fields[key] ?? []), ...messages];
    }
    setErrors(fields);
    if (Object.keys(fields).length === 0) toast.error(failure.message);
  }

  return (
    <>
      {created ? (
        <div role="status" className={styles.section}>
          <h3>{created.name}'s key</h3>
          <p>Copy it now and give it to the partner: it is not shown again.</p>
          <p className={own.key} data-testid="partner-key">
            {created.key}
          </p>
        </div>
      ) : null}
      <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="new-partner-heading">
        <h2 id="new-partner-heading">New partner key</h2>
        <TextField
          label="Partner"
          required
          value={name}
          onChange={(e) => setName(e.target.value)}
          error={errors.name}
        />
        <TextAreaField
          label="Origins"
          required
          hint="The sites that may use it, one a line: https://dealer.example.com"
          value={origins}
          onChange={(e) => setOrigins(e.target.value)}
          error={errors.origins}
        />
        <TextField
          label="Forms a minute"
          type="number"
          hint="How many forms one visitor may send a minute through their widgets."
          value={perMinute}
          onChange={(e) => setPerMinute(e.target.value)}
          error={errors.forms_per_minute}
        />
        <Button type="submit" loading={isLoading} loadingLabel="Creating the key">
          Create the key
        </Button>
      </form>
    </>
  );
}

const COLUMNS: Column<Partner>[] = [
  { label: 'Partner', cell: (p) => p.name },
  { label: 'Origins', cell: (p) => p.origins.join(', ') },
  { label: 'Sent', kind: 'number', cell: (p) => p.submissions },
  {
    label: 'State',
    cell: (p) => (p.revoked_at ? `Revoked ${new Date(p.revoked_at).toLocaleDateString('en-GB')}` : 'Active'),
  },
  { label: 'Actions', cell: (p) => (p.revoked_at ? null : <Revoke id={p.id} name={p.name} />) },
];

export function PartnersScreen() {
  const result = usePartnersQuery(undefined, { refetchOnMountOrArgChange: true });
  return (
    <ListScreen
      title="Partner keys"
      heading="Keys"
      tableLabel="Partner keys"
      noun={['key', 'keys']}
      result={result}
      rows={result.data?.partners}
      columns={COLUMNS}
    >
      <section className={styles.section}>
        <NewPartner />
      </section>
    </ListScreen>
  );
}
