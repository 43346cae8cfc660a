// seed 001 §2 "Update profile": name, email, phone, date of birth. Starts from the saved profile; the saved
// values stay in the form after a success (they are the profile now).
import type { Profile } from '@sajilo/api';
import { useUpdateProfileMutation } from '@sajilo/store';
import { Button, TextField } from '@sajilo/ui';
import { useServerForm } from '../lib/use-server-form.js';
import formStyles from './auth-form.module.css';
import styles from './auth-page.module.css';

export function ProfileForm({ profile }: { profile: Profile }) {
  const [update] = useUpdateProfileMutation();
  const { field, onSubmit, submitting, formError } = useServerForm({
    defaultValues: {
      name: profile.name,
      email: profile.email,
      phone_number: profile.phone_number,
      date_of_birth: profile.date_of_birth ?? '',
    },
    send: ({ date_of_birth, ...rest }) => update({ ...rest, date_of_birth: date_of_birth || null }).unwrap(),
    checks: 'server',
    resetOnSuccess: false,
  });

  return (
    <section className={styles.card} aria-labelledby="profile-heading">
      <h2 id="profile-heading" className={styles.heading}>
        Profile
      </h2>
      <p className={styles.lead}>Your name, email and phone number are used for your orders.</p>
      <form className={formStyles.form} onSubmit={onSubmit} noValidate aria-labelledby="profile-heading">
        <div className={formStyles.grid}>
          <TextField {...field('name', { required: true })} label="Name" autoComplete="name" />
          <TextField
            {...field('email', { required: true })}
            label="Email"
            type="email"
            autoComplete="email"
          />
          <TextField
            {...field('phone_number', { required: true })}
            label="Phone"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
          />
          <TextField {...field('date_of_birth')} label="Date of Birth" type="date" autoComplete="bday" />
        </div>
        {formError ? (
          <p className={formStyles.formError} role="alert">
            {formError}
          </p>
        ) : null}
        <div className={formStyles.actions}>
          <Button type="submit" loading={submitting} loadingLabel="Saving">
            Update Profile
          </Button>
        </div>
      </form>
    </section>
  );
}
