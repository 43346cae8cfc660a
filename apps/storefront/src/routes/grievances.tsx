// docs/nepal.md "Grievances": /grievances — the E-Commerce Act's grievance duty as a page: who hears
// grievances (the officer from GET /api/seller), how long a decision takes at most, the form that registers
// one with a tracking number, and following one by its number.
import { Trans, useLingui } from '@lingui/react/macro';
import { useSellerQuery } from '@sajilo/store';
import { useSearchParams } from 'react-router-dom';
import { Seo } from '../components/seo.js';
import { FormPage } from '../forms/form-page.js';
import styles from '../forms/grievance.module.css';
import { GrievanceForm } from '../forms/grievance-form.js';
import { GrievanceTracker } from '../forms/grievance-tracker.js';
import { SideNote } from '../forms/side-note.js';
import { useCounted, usePageDigits } from '../i18n/numbers.js';

const ACT_DAYS = 15;

export function Component() {
  const { t } = useLingui();
  const pageDigits = usePageDigits();
  const [search] = useSearchParams();
  const seller = useSellerQuery().data?.seller;
  // The days in the page's digits, as the dates of a grievance beside it (docs/nepal.md "Languages").
  const days = useCounted()(seller?.grievance_days ?? ACT_DAYS).count;
  const officer = seller?.grievance_officer;
  return (
    <FormPage
      title={t`Grievances`}
      intro={t`Not satisfied with something you bought, or started to buy, from us? Tell our grievance officer. We register it at once and give you a tracking number, and we decide it in writing, with our reasons, within ${days} days.`}
      aside={
        <SideNote title={t`Grievance officer`} body="div">
          {officer ? (
            <address className={styles.officer}>
              <span>{officer.name}</span>
              <a href={`tel:${officer.phone.replace(/[^\d+]/g, '')}`}>{officer.phone}</a>
              {officer.email ? <a href={`mailto:${officer.email}`}>{officer.email}</a> : null}
              {officer.address ? <span>{officer.address}</span> : null}
            </address>
          ) : (
            <p className={styles.legal}>
              <Trans>Write to us with this form; our team answers every grievance.</Trans>
            </p>
          )}
          {seller ? (
            <p className={styles.legal}>
              {pageDigits(
                t`${seller.name} hears grievances under the Electronic Commerce Act 2081 (section 33).`,
              )}
            </p>
          ) : null}
        </SideNote>
      }
    >
      <Seo
        title={t`Grievances`}
        description={t`Register a grievance with Sajilo's grievance officer and follow it by its tracking number: a written decision within ${days} days.`}
        hiddenHeading={false}
      />
      <GrievanceForm />
      <section className={styles.track} aria-labelledby="grievance-track">
        <h2 id="grievance-track" className={styles.trackTitle}>
          <Trans>Follow a grievance</Trans>
        </h2>
        <GrievanceTracker initialNumber={search.get('number') ?? ''} />
      </section>
    </FormPage>
  );
}
