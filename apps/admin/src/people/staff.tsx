// Staff accounts (the owner's): who can log in, with which role; a new account; deactivating one.
import type { AdminRole, AdminStaff } from '@sajilo/api/admin';
import { errorMessages, type RequestError } from '@sajilo/store';
import { Button, SelectField, TextField, VisuallyHidden } from '@sajilo/ui';
import { type FormEvent, useState } from 'react';
import toast from 'react-hot-toast';
import type { Column } from '../components/data-table.js';
import { ListScreen } from '../components/list-screen.js';
import styles from '../components/screens.module.css';
import { useCreateStaffMutation, useStaffListQuery, useUpdateStaffMutation } from './people-api.js';

const ROLES: { value: AdminRole; label: string }[] = [
  { value: 'owner', label: 'Owner: everything, manages staff' },
  { value: 'manager', label: 'Manager: catalogue, content, orders, inbox' },
  { value: 'staff', label: 'Staff: orders and inbox' },
];

/** Why the last active owner keeps the role and the account (the server refuses it too: 409). */
const LAST_OWNER = 'The only active owner: make another account an owner first.';

/** A change to one account: its role or whether it may log in; what the server refused is shown as it says it. */
function useStaffChange(member: AdminStaff) {
  const [update, { isLoading }] = useUpdateStaffMutation();
  async function change(body: { role?: AdminRole; active?: boolean }) {
    const result = await update({ id: member.id, ...body });
    if ('error' in result && result.error) {
      for (const message of errorMessages(result.error as RequestError)) toast.error(message);
    } else {
      toast.success(`${member.name}'s account is saved.`);
    }
  }
  return { change, isLoading };
}

const lastOwnerReason = (member: AdminStaff) => `staff-${member.id}-last-owner`;

/** `lastOwner`: the shop's only active owner, who is offered no other role. */
function RoleCell({ member, lastOwner }: { member: AdminStaff; lastOwner: boolean }) {
  const { change, isLoading } = useStaffChange(member);
  return (
    <label className={styles.muted}>
      <VisuallyHidden>Role of {member.name}</VisuallyHidden>
      <select
        value={member.role}
        disabled={isLoading || lastOwner}
        aria-describedby={lastOwner ? lastOwnerReason(member) : undefined}
        onChange={(e) => change({ role: e.target.value as AdminRole })}
      >
        {ROLES.map((r) => (
          <option key={r.value} value={r.value}>
            {r.value}
          </option>
        ))}
      </select>
    </label>
  );
}

/** Deactivate or reactivate; for the last active owner, why neither is offered. */
function AccessCell({ member, lastOwner }: { member: AdminStaff; lastOwner: boolean }) {
  const { change, isLoading } = useStaffChange(member);
  if (lastOwner) {
    return (
      <span id={lastOwnerReason(member)} className={`${styles.muted} ${styles.note}`}>
        {LAST_OWNER}
      </span>
    );
  }
  return (
    <Button
      variant="secondary"
      size="small"
      loading={isLoading}
      onClick={() => change({ active: !member.active })}
      aria-label={`${member.active ? 'Deactivate' : 'Reactivate'} ${member.name}`}
    >
      {member.active ? 'Deactivate' : 'Reactivate'}
    </Button>
  );
}

function NewStaffForm() {
  const [create, { isLoading, error, reset }] = useCreateStaffMutation();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<AdminRole>('staff');
  const [password, setPassword] = useState('');
  const fields = (error as RequestError | undefined)?.fieldErrors ?? {};

  async function submit(event: FormEvent) {
    event.preventDefault();
    const result = await create({ name, email, role, password });
    if ('data' in result && result.data) {
      toast.success(result.data.message);
      setName('');
      setEmail('');
      setPassword('');
      reset();
    } else if ('error' in result && Object.keys(fields).length === 0) {
      toast.error((result.error as RequestError).message);
    }
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="new-staff-heading">
      <h2 id="new-staff-heading">New account</h2>
      <TextField
        label="Name"
        required
        value={name}
        onChange={(e) => setName(e.target.value)}
        error={fields.name}
      />
      <TextField
        label="Email"
        type="email"
        required
        autoComplete="off"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={fields.email}
      />
      <SelectField
        label="Role"
        required
        options={ROLES}
        value={role}
        onChange={(e) => setRole(e.target.value as AdminRole)}
        error={fields.role}
      />
      <TextField
        label="First password"
        type="password"
        required
        autoComplete="new-password"
        hint="At least 12 characters. They change it after logging in."
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={fields.password}
      />
      <Button type="submit" loading={isLoading} loadingLabel="Creating the account">
        Create the account
      </Button>
    </form>
  );
}

export function StaffScreen() {
  const result = useStaffListQuery(undefined);
  const staff = result.data?.staff;
  const activeOwners = staff?.filter((m) => m.role === 'owner' && m.active).length ?? 0;
  const lastOwner = (m: AdminStaff) => m.role === 'owner' && m.active && activeOwners <= 1;
  const columns: Column<AdminStaff>[] = [
    { label: 'Name', cell: (m) => m.name },
    { label: 'Email', cell: (m) => m.email },
    { label: 'Role', cell: (m) => <RoleCell member={m} lastOwner={lastOwner(m)} /> },
    { label: 'Status', cell: (m) => (m.active ? 'Active' : 'Deactivated') },
    {
      label: 'Last login',
      cell: (m) => (m.last_login_at ? new Date(m.last_login_at).toLocaleString('en-GB') : 'Never'),
    },
    { label: 'Actions', labelHidden: true, cell: (m) => <AccessCell member={m} lastOwner={lastOwner(m)} /> },
  ];
  return (
    <ListScreen
      title="Staff"
      heading="Accounts"
      tableLabel="Staff accounts"
      noun={['account', 'accounts']}
      result={result}
      rows={staff}
      columns={columns}
    >
      <section className={styles.section}>
        <NewStaffForm />
      </section>
    </ListScreen>
  );
}
