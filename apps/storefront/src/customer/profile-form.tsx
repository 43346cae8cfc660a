// docs/customer.md §2.7 "Update profile": name, email, phone, date of birth. Starts from the saved profile;
// the saved values stay in the form after a success (they are the profile now).
// Changing the email takes the current password (the server refuses it without): the field appears as soon
// as the typed email differs from the saved one, and `current_password` is sent only then. On success the
// server mails the old address and ends the customer's other sessions; this one stays.
import { Trans, useLingui } from '@lingui/react/macro';
import type { Profile } from '@sajilo/api';
import { useUpdateProfileMutation } from '@sajilo/store';
import { Button, TextField } from '@sajilo/ui';
import { useEffect, useState } from 'react';
import { useServerForm } from '../lib/use-server-form.js';
import { AddressFields } from './address-fields.js';
import formStyles from './auth-form.module.css';
import styles from './auth-page.module.css';

/** Whether the typed email is another address than the saved one (what the server asks the password for). */
const emailChanged = (typed: string, saved: string) => typed.trim() !== saved;

export function ProfileForm({ profile }: { profile: Profile }) {
  const { t } = useLingui();
  const [update] = useUpdateProfileMutation();
  // The email the server holds: the profile's, or the one just saved (before the profile is fetched again).
  const [savedEmail, setSavedEmail] = useState(profile.email);
  useEffect(() => setSavedEmail(profile.email), [profile.email]);

  const { form, field, onSubmit, submitting, formError } = useServerForm({
    defaultValues: {
      name: profile.name,
      email: profile.email,
      phone_number: profile.phone_number,
      date_of_birth: profile.date_of_birth ?? '',
      current_password: '',
      // The delivery address from the pickers (the checkout starts from it).
      state: profile.address?.province ?? '',
      district: profile.address?.district ?? '',
      city: profile.address?.municipality ?? '',
      ward: profile.address?.ward ? String(profile.address.ward) : '',
      street_address: profile.address?.street_address ?? '',
    },
    // The server names the address's parts as the data does.
    serverFields: { province: 'state', municipality: 'city' },
    send: ({ date_of_birth, current_password, state, district, city, ward, street_address, ...rest }) =>
      update({
        ...rest,
        date_of_birth: date_of_birth || null,
        ...(state
          ? {
              address: {
                province: state,
                district: district || null,
                municipality: city || null,
                ward: ward ? Number(ward) : null,
                street_address: street_address || null,
              },
            }
          : {}),
        // Left out when empty: the server then says the password is needed, beside the field.
        ...(emailChanged(rest.email, savedEmail) && current_password ? { current_password } : {}),
      }).unwrap(),
    checks: 'server',
    resetOnSuccess: false,
    onSent: (_reply, values) => {
      setSavedEmail(values.email.trim());
      // The password did its job; it is not kept in the page.
      form.setValue('current_password', '');
    },
  });
  const needsPassword = emailChanged(form.watch('email') ?? '', savedEmail);
  // Back to the saved email: the password's message no longer applies (what was typed stays).
  useEffect(() => {
    if (!needsPassword) form.clearErrors('current_password');
  }, [needsPassword, form]);

  return (
    <section className={styles.card} aria-labelledby="profile-heading">
      <h2 id="profile-heading" className={styles.heading}>
        <Trans>Profile</Trans>
      </h2>
      <p className={styles.lead}>
        <Trans>Your name, email and phone number are used for your orders.</Trans>
      </p>
      <form className={formStyles.form} onSubmit={onSubmit} noValidate aria-labelledby="profile-heading">
        <div className={formStyles.grid}>
          <TextField {...field('name', { required: true })} label={t`Name`} autoComplete="name" />
          <TextField
            {...field('email', { required: true })}
            label={t`Email`}
            type="email"
            autoComplete="email"
          />
          <TextField
            {...field('phone_number', { required: true })}
            label={t`Phone`}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
          />
          <TextField {...field('date_of_birth')} label={t`Date of Birth`} type="date" autoComplete="bday" />
        </div>
        <fieldset className={formStyles.grid}>
          <legend>
            <Trans>Delivery address (optional)</Trans>
          </legend>
          <AddressFields form={form} field={field} optional />
          <TextField
            {...field('street_address')}
            label={t`Street Address`}
            autoComplete="address-line1"
            optional
          />
        </fieldset>
        {needsPassword ? (
          <TextField
            {...field('current_password', { required: true, trim: false })}
            label={t`Current Password`}
            type="password"
            autoComplete="current-password"
            hint={t`To change your email, enter your password. We will send a notice to ${savedEmail}.`}
          />
        ) : null}
        {formError ? (
          <p className={formStyles.formError} role="alert">
            {formError}
          </p>
        ) : null}
        <div className={formStyles.actions}>
          <Button type="submit" loading={submitting} loadingLabel={t`Saving`}>
            <Trans>Update Profile</Trans>
          </Button>
        </div>
      </form>
    </section>
  );
}
