// The seller's legal facts at the foot of every page (docs/nepal.md "The seller on the site"): the E-Commerce
// Act asks a seller to show its name, registration numbers, PAN/VAT number and the officer who hears
// grievances. From GET /api/seller, server-rendered with the page; a fact the shop has not entered is left
// out, and nothing shows until the answer is there.
import { Trans, useLingui } from '@lingui/react/macro';
import { useSellerQuery } from '@sajilo/store';
import { Link } from 'react-router-dom';
import styles from './footer.module.css';

export function SellerFacts() {
  const { t } = useLingui();
  const { data } = useSellerQuery();
  const seller = data?.seller;
  if (!seller) return null;
  const numbers = [
    seller.company_registration ? t`Company reg. no. ${seller.company_registration}` : null,
    seller.pan ? t`PAN/VAT no. ${seller.pan}` : null,
    seller.ecommerce_listing ? t`E-commerce listing no. ${seller.ecommerce_listing}` : null,
  ].filter((fact): fact is string => fact !== null);
  const officer = seller.grievance_officer;
  return (
    <div className={styles.seller}>
      <p className={styles.sellerLine}>
        <span>{seller.name}</span>
        {numbers.map((fact) => (
          <span key={fact}>{fact}</span>
        ))}
      </p>
      <p className={styles.sellerLine}>
        {officer ? (
          <span>
            <Trans>
              Grievance officer: {officer.name},{' '}
              <a href={`tel:${officer.phone.replace(/[^\d+]/g, '')}`} className={styles.link}>
                {officer.phone}
              </a>
            </Trans>
          </span>
        ) : null}
        <Link to="/grievances" className={styles.link}>
          <Trans>File or follow a grievance</Trans>
        </Link>
      </p>
    </div>
  );
}
