// seed 001 §2 "Update profile": name, email, phone, date of birth. Starts from the saved profile; the saved
// values stay in the form after a success (they are the profile now).
import type { Profile } from '@sajilo/api';
import { useUpdateProfileMutation } from '@sajilo/store';
import { Button, TextField, toast } from '@sajilo/ui';
import formStyles from './auth-form.module.css';
import styles from './auth-page.module.css';
import { useServerForm } from './use-server-form.js';

export function ProfileForm({ profile }: { profile: Profile }) {
  const [update] = useUpdateProfileMutation();
  const form = useServerForm({
    name: profile.name,
    email: profile.email,
    phone_number: profile.phone_number,
    date_of_birth: profile.date_of_birth ?? '',
  });

  const submit = form.onSubmit(
    (values) =>
      update({
        name: values.name.trim(),
        email: values.email.trim(),
        phone_number: values.phone_number.trim(),
        date_of_birth: values.date_of_birth || null,
      }).unwrap(),
    (answer) => toast.success(answer.message),
  );

  return (
    <section className={styles.card} aria-labelledby="profile-heading">
      <h2 id="profile-heading" className={styles.heading}>
        Profile
      </h2>
      <p className={styles.lead}>Your name, email and phone number are used for your orders.</p>
      <form className={formStyles.form} onSubmit={submit} noValidate aria-labelledby="profile-heading">
        <div className={formStyles.grid}>
          <TextField {...form.field('name')} label="Name" autoComplete="name" required />
          <TextField {...form.field('email')} label="Email" type="email" autoComplete="email" required />
          <TextField
            {...form.field('phone_number')}
            label="Phone"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            required
          />
          <TextField {...form.field('date_of_birth')} label="Date of Birth" type="date" autoComplete="bday" />
        </div>
        {form.formError ? (
          <p className={formStyles.formError} role="alert">
            {form.formError}
          </p>
        ) : null}
        <div className={formStyles.actions}>
          <Button type="submit" loading={form.submitting} loadingLabel="Saving">
            Update Profile
          </Button>
        </div>
      </form>
    </section>
  );
}
