// docs/nepal.md "Grievances": following a grievance by its tracking number and the mobile or email it was
// filed with (GET /api/grievances/{number}?contact=). The number comes filled in from the acknowledgement
// mail's link (`?number=`).
import { Trans, useLingui } from '@lingui/react/macro';
import type { components } from '@sajilo/api';
import { useLazyTrackGrievanceQuery } from '@sajilo/store';
import { TextField } from '@sajilo/ui';
import { useState } from 'react';
import { useServerForm } from '../lib/use-server-form.js';
import styles from './form-layout.module.css';
import grievanceStyles from './grievance.module.css';
import { GrievanceStatusPanel } from './grievance-status.js';
import { SubmitButton } from './submit-button.js';

type Grievance = components['schemas']['Grievance'];

interface TrackValues {
  tracking_number: string;
  contact: string;
}

export function GrievanceTracker({ initialNumber = '' }: { initialNumber?: string }) {
  const { t } = useLingui();
  const [track] = useLazyTrackGrievanceQuery();
  const [found, setFound] = useState<Grievance | null>(null);
  const { field, onSubmit, submitting, formError } = useServerForm<
    TrackValues,
    { message: string; grievance: Grievance }
  >({
    defaultValues: { tracking_number: initialNumber, contact: '' },
    toastOnSuccess: false,
    resetOnSuccess: false,
    send: async (values) => {
      setFound(null);
      const reply = await track(values).unwrap();
      return { message: '', grievance: reply.grievance };
    },
    onSent: (reply) => setFound(reply.grievance),
  });
  return (
    <>
      <form className={styles.form} onSubmit={onSubmit} noValidate aria-busy={submitting || undefined}>
        <div className={styles.grid}>
          <TextField
            label={t`Tracking number`}
            autoCapitalize="characters"
            spellCheck={false}
            {...field('tracking_number', { required: true })}
          />
          <TextField
            label={t`Mobile or email`}
            hint={t`The one you gave with the grievance.`}
            {...field('contact', { required: true })}
          />
        </div>
        {formError ? (
          <p className={grievanceStyles.formError} role="alert">
            {formError}
          </p>
        ) : null}
        <div className={styles.actions}>
          <SubmitButton submitting={submitting} loadingLabel={t`Looking`}>
            <Trans>Follow Grievance</Trans>
          </SubmitButton>
        </div>
      </form>
      {found ? <GrievanceStatusPanel grievance={found} /> : null}
    </>
  );
}
