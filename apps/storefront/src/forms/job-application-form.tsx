// docs/customer.md §2, §3, §5 job application: Personal Details, Address Details and Education & Experience
// Detail, every field required; sent as multipart POST /api/careers/{slug}. The resume is a PDF, DOC or DOCX
// file of at most 5 MB: checked here before sending, and again by the server by its content.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useApplyForJobMutation } from '@sajilo/store';
import { FileField, TextAreaField, TextField } from '@sajilo/ui';
import { useServerForm } from '../lib/use-server-form.js';
import { firstFile, MAX_UPLOAD_BYTES, missingField, todayIso } from '../lib/validation.js';
import { acceptOf, GENDERS, RESUME_FILES } from './constants.js';
import styles from './form-layout.module.css';
import { FormSection } from './form-section.js';
import { RadioField } from './radio-field.js';
import { RequiredNote } from './required-note.js';
import { SubmitButton } from './submit-button.js';

interface JobApplicationValues {
  first_name: string;
  last_name: string;
  email: string;
  phone_number: string;
  date_of_birth: string;
  gender: string;
  current_address: string;
  permanent_address: string;
  qualification: string;
  experience: string;
  resume?: FileList;
  about_yourself: string;
}

const EMPTY = {
  first_name: '',
  last_name: '',
  email: '',
  phone_number: '',
  date_of_birth: '',
  gender: '',
  current_address: '',
  permanent_address: '',
  qualification: '',
  experience: '',
  about_yourself: '',
};

/** The genders' words in the page's language; the English one is the value sent. */
const GENDER_LABELS: Readonly<Record<(typeof GENDERS)[number], MessageDescriptor>> = {
  Male: msg`Male`,
  Female: msg`Female`,
  Other: msg`Other`,
};

export interface JobApplicationFormProps {
  /** The job applied for (the route's careerId). */
  slug: string;
}

export function JobApplicationForm({ slug }: JobApplicationFormProps) {
  const { t, i18n } = useLingui();
  const [applyForJob] = useApplyForJobMutation();
  const today = todayIso();
  const maxMegabytes = MAX_UPLOAD_BYTES / 1024 / 1024;
  const { field, onSubmit, submitting, generation } = useServerForm<JobApplicationValues>({
    defaultValues: EMPTY,
    send: ({ gender, resume, ...rest }) => {
      const chosenGender = GENDERS.find((option) => option === gender);
      if (!chosenGender) return Promise.reject(missingField('gender'));
      const file = firstFile(resume);
      if (!file) return Promise.reject(missingField('resume'));
      return applyForJob({ slug, ...rest, gender: chosenGender, resume: file }).unwrap();
    },
  });
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-busy={submitting || undefined}>
      <RequiredNote />
      <FormSection title={t`Personal Details`}>
        <TextField
          label={t`First Name`}
          autoComplete="given-name"
          {...field('first_name', { required: true })}
        />
        <TextField
          label={t`Last Name`}
          autoComplete="family-name"
          {...field('last_name', { required: true })}
        />
        <TextField
          label={t`Email`}
          type="email"
          autoComplete="email"
          {...field('email', { required: true, email: true })}
        />
        <TextField
          label={t`Phone Number`}
          type="tel"
          autoComplete="tel"
          {...field('phone_number', { required: true })}
        />
        <TextField
          label={t`Date of Birth`}
          type="date"
          max={today}
          autoComplete="bday"
          {...field('date_of_birth', { required: true, notAfter: today })}
        />
        <RadioField
          label={t`Gender`}
          options={GENDERS}
          optionLabel={(option) => i18n._(GENDER_LABELS[option as (typeof GENDERS)[number]])}
          {...field('gender', { required: true })}
        />
      </FormSection>

      <FormSection title={t`Address Details`}>
        <TextField
          label={t`Current Address`}
          autoComplete="address-line1"
          {...field('current_address', { required: true })}
        />
        <TextField label={t`Permanent Address`} {...field('permanent_address', { required: true })} />
      </FormSection>

      <FormSection title={t`Education & Experience Detail`}>
        <TextField label={t`Qualification`} {...field('qualification', { required: true })} />
        <TextField label={t`Experience`} {...field('experience', { required: true })} />
        <FileField
          key={`resume-${generation}`}
          label={t`Resume`}
          accept={acceptOf(RESUME_FILES)}
          hint={t`PDF, DOC or DOCX, at most ${maxMegabytes} MB.`}
          className={styles.wide}
          {...field('resume', { required: true, file: RESUME_FILES })}
        />
        <TextAreaField
          label={t`About Yourself`}
          rows={5}
          className={styles.wide}
          {...field('about_yourself', { required: true })}
        />
      </FormSection>

      <div className={styles.actions}>
        <SubmitButton submitting={submitting}>
          <Trans>Submit Application</Trans>
        </SubmitButton>
      </div>
    </form>
  );
}
