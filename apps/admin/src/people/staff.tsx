// Staff accounts (the owner's): who can log in, with which role; a new account; deactivating one.
import type { AdminRole, AdminStaff } from '@sajilo/api/admin';
import { errorMessages, type RequestError } from '@sajilo/store';
import { Button, SelectField, Spinner, TextField, VisuallyHidden } from '@sajilo/ui';
import { type FormEvent, useState } from 'react';
import toast from 'react-hot-toast';
import { Failed } from '../components/failed.js';
import styles from '../components/screens.module.css';
import { TableRegion } from '../components/table-region.js';
import { useCreateStaffMutation, useStaffListQuery, useUpdateStaffMutation } from './people-api.js';

const ROLES: { value: AdminRole; label: string }[] = [
  { value: 'owner', label: 'Owner: everything, manages staff' },
  { value: 'manager', label: 'Manager: catalogue, content, orders, inbox' },
  { value: 'staff', label: 'Staff: orders and inbox' },
];

/** Why the last active owner keeps the role and the account (the server refuses it too: 409). */
const LAST_OWNER = 'The only active owner: make another account an owner first.';

/** `lastOwner`: the shop's only active owner, who is offered neither deactivation nor another role. */
function StaffRow({ member, lastOwner }: { member: AdminStaff; lastOwner: boolean }) {
  const [update, { isLoading }] = useUpdateStaffMutation();
  const reasonId = `staff-${member.id}-last-owner`;
  async function change(body: { role?: AdminRole; active?: boolean }) {
    const result = await update({ id: member.id, ...body });
    if ('error' in result && result.error) {
      for (const message of errorMessages(result.error as RequestError)) toast.error(message);
    } else {
      toast.success(`${member.name}'s account is saved.`);
    }
  }
  return (
    <tr>
      <td>{member.name}</td>
      <td>{member.email}</td>
      <td>
        <label className={styles.muted}>
          <VisuallyHidden>Role of {member.name}</VisuallyHidden>
          <select
            value={member.role}
            disabled={isLoading || lastOwner}
            aria-describedby={lastOwner ? reasonId : undefined}
            onChange={(e) => change({ role: e.target.value as AdminRole })}
          >
            {ROLES.map((r) => (
              <option key={r.value} value={r.value}>
                {r.value}
              </option>
            ))}
          </select>
        </label>
      </td>
      <td>{member.active ? 'Active' : 'Deactivated'}</td>
      <td>{member.last_login_at ? new Date(member.last_login_at).toLocaleString('en-GB') : 'Never'}</td>
      <td>
        {lastOwner ? (
          <span id={reasonId} className={`${styles.muted} ${styles.note}`}>
            {LAST_OWNER}
          </span>
        ) : (
          <Button
            variant="secondary"
            size="small"
            loading={isLoading}
            onClick={() => change({ active: !member.active })}
            aria-label={`${member.active ? 'Deactivate' : 'Reactivate'} ${member.name}`}
          >
            {member.active ? 'Deactivate' : 'Reactivate'}
          </Button>
        )}
      </td>
    </tr>
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
  const { data, error, isLoading, refetch } = useStaffListQuery(undefined);
  const activeOwners = data?.staff.filter((m) => m.role === 'owner' && m.active).length ?? 0;
  return (
    <div className={styles.page}>
      <h1>Staff</h1>
      {isLoading ? <Spinner label="Loading the staff" /> : null}
      {error ? <Failed error={error} retry={refetch} /> : null}
      {data ? (
        <section className={styles.section} aria-labelledby="accounts-heading">
          <h2 id="accounts-heading">Accounts</h2>
          <TableRegion label="Staff accounts">
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">Name</th>
                  <th scope="col">Email</th>
                  <th scope="col">Role</th>
                  <th scope="col">Status</th>
                  <th scope="col">Last login</th>
                  <th scope="col">
                    <VisuallyHidden>Actions</VisuallyHidden>
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.staff.map((member) => (
                  <StaffRow
                    key={member.id}
                    member={member}
                    lastOwner={member.role === 'owner' && member.active && activeOwners <= 1}
                  />
                ))}
              </tbody>
            </table>
          </TableRegion>
        </section>
      ) : null}
      <section className={styles.section}>
        <NewStaffForm />
      </section>
    </div>
  );
}
