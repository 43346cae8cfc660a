// docs/dealers.md: the company the customer buys for, its tier, credit and terms.
import { Trans, useLingui } from '@lingui/react/macro';
import type { DealerCompany as Company } from '@sajilo/api';
import { Price } from '@sajilo/ui';
import styles from '../customer/auth-page.module.css';
import own from './dealer.module.css';

export function DealerCompany({ company }: { company: Company }) {
  const { t } = useLingui();
  const status =
    company.status === 'approved'
      ? t`Approved`
      : company.status === 'pending'
        ? t`Under review`
        : t`Declined`;
  return (
    <section className={styles.card} aria-labelledby="dealer-company-heading">
      <h2 id="dealer-company-heading" className={styles.heading}>
        {company.name}
      </h2>
      <dl className={own.facts}>
        <div>
          <dt>
            <Trans>Status</Trans>
          </dt>
          <dd data-testid="dealer-status">{status}</dd>
        </div>
        <div>
          <dt>
            <Trans>VAT/PAN Number</Trans>
          </dt>
          <dd>{company.vat_pan}</dd>
        </div>
        <div>
          <dt>
            <Trans>Address</Trans>
          </dt>
          <dd>{company.address}</dd>
        </div>
        <div>
          <dt>
            <Trans>Your role</Trans>
          </dt>
          <dd>{company.role === 'owner' ? t`Owner` : t`Buyer`}</dd>
        </div>
        {company.status === 'approved' ? (
          <>
            <div>
              <dt>
                <Trans>Price tier</Trans>
              </dt>
              <dd>{company.tier ?? t`Shop prices`}</dd>
            </div>
            <div>
              <dt>
                <Trans>Credit limit</Trans>
              </dt>
              <dd>
                <Price amount={company.credit_limit} />
              </dd>
            </div>
            <div>
              <dt>
                <Trans>Credit available</Trans>
              </dt>
              <dd data-testid="dealer-available">
                <Price amount={company.available ?? 0} />
              </dd>
            </div>
            <div>
              <dt>
                <Trans>Terms</Trans>
              </dt>
              <dd>{t`${company.terms_days} days`}</dd>
            </div>
          </>
        ) : null}
      </dl>
      {company.status === 'approved' ? (
        <p className={own.note}>
          <Trans>
            Your prices show on listings, product pages, the cart, the checkout and your invoices, with the
            shop's price struck through. Choose “On account” at checkout to use your credit.
          </Trans>
        </p>
      ) : company.status === 'pending' ? (
        <p className={own.note}>
          <Trans>We are reviewing your application and will write to you.</Trans>
        </p>
      ) : (
        <p className={own.note}>
          <Trans>Your application was declined. Please contact us if you have questions.</Trans>
        </p>
      )}
    </section>
  );
}
