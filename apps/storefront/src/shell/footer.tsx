// docs/customer.md §2.9 "Footer": company overview with the head office, Chabahil and Pepsicola addresses, a
// phone and an email, the working hours, the footer links, social links in a new tab, a copyright line and a
// Powered By link, the seller's legal facts (docs/nepal.md "The seller on the site"), and the newsletter
// subscribe box (docs/customer.md §2.8 Forms).
import { Trans, useLingui } from '@lingui/react/macro';
import { useShowroomsQuery } from '@sajilo/store';
import { VisuallyHidden } from '@sajilo/ui';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { useLocalized } from '../i18n/localized.js';
import { usePageDigits } from '../i18n/numbers.js';
import {
  BRANCHES,
  type Branch,
  COMPANY_NAME,
  CONTACT_EMAIL,
  CONTACT_PHONE,
  POWERED_BY,
  SOCIAL_LINKS,
} from './company.js';
import styles from './footer.module.css';
import { Icon } from './icon.js';
import { Logo } from './logo.js';
import { FOOTER_LINKS } from './navigation.js';
import { SellerFacts } from './seller-facts.js';

// The subscribe box and its form code load beside the page, not with the scripts every page waits for.
const SubscribeBox = lazy(() =>
  import('../forms/subscribe-box.js').then((module) => ({ default: module.SubscribeBox })),
);

export function Footer() {
  const { t, i18n } = useLingui();
  // The branches' addresses are part of every server-rendered page (src/entry-server.tsx): the answer
  // comes with the page, not when the visitor scrolls to the footer.
  const { data } = useShowroomsQuery();
  const localized = useLocalized();
  // The addresses' postcodes and the hours in the page's digits, as its prices and dates (docs/nepal.md
  // "Languages"), whatever digits the showroom's address was typed in.
  const pageDigits = usePageDigits();
  const branchLabels: Record<string, string> = {
    'head-office': t`Head Office`,
    chabahil: t`Chabahil Branch`,
    pepsicola: t`Pepsicola Branch`,
  };
  const showrooms = data?.showrooms ?? [];
  // Addresses from the showrooms call when it answered (matched by slug, else by position), the fallbacks
  // otherwise, so a failed call still leaves a useful footer.
  const branches: Branch[] = BRANCHES.map((branch, index) => {
    const showroom = showrooms.find((s) => s.slug === branch.slug) ?? showrooms[index];
    return showroom ? { ...branch, address: localized(showroom.address, showroom.address_ne) } : branch;
  });
  const year = new Date().getFullYear();

  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <section className={styles.about} aria-labelledby="footer-about">
          <VisuallyHidden as="h2" id="footer-about">
            {t`About ${COMPANY_NAME}`}
          </VisuallyHidden>
          <Logo className={styles.logo} />
          <p className={styles.summary}>
            {t`Tiles, sanitaryware, bath ware, kitchen and lighting from the brands Nepal trusts, with showrooms across Kathmandu and dealers across the country.`}
          </p>
          <ul className={styles.social} aria-label={t`Follow us`}>
            {SOCIAL_LINKS.map((link) => (
              <li key={link.network}>
                <a href={link.href} target="_blank" rel="noopener noreferrer" className={styles.socialLink}>
                  <Icon name={link.network} size={18} />
                  <VisuallyHidden>{t`${link.label} (opens in a new tab)`}</VisuallyHidden>
                </a>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="footer-showrooms">
          <h2 id="footer-showrooms" className={styles.heading}>
            <Trans>Our Showrooms</Trans>
          </h2>
          <ul className={styles.branches}>
            {branches.map((branch) => (
              <li key={branch.slug} className={styles.branch}>
                <Icon name="map-pin" size={18} className={styles.itemIcon} />
                <span>
                  <strong className={styles.branchLabel}>{branchLabels[branch.slug] ?? branch.label}</strong>
                  <span className={styles.address}>{pageDigits(branch.address)}</span>
                </span>
              </li>
            ))}
          </ul>
        </section>

        <nav aria-labelledby="footer-links">
          <h2 id="footer-links" className={styles.heading}>
            <Trans>Quick Links</Trans>
          </h2>
          <ul className={styles.links}>
            {FOOTER_LINKS.map((link) => (
              <li key={link.href}>
                <Link to={link.href} className={styles.link}>
                  {i18n._(link.label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className={styles.heading}>
            <Trans>Get in Touch</Trans>
          </h2>
          <ul className={styles.contact}>
            <li>
              <Icon name="phone" size={18} className={styles.itemIcon} />
              <a href={`tel:${CONTACT_PHONE.replace(/[^\d+]/g, '')}`} className={styles.link}>
                {CONTACT_PHONE}
              </a>
            </li>
            <li>
              <Icon name="mail" size={18} className={styles.itemIcon} />
              <a href={`mailto:${CONTACT_EMAIL}`} className={styles.link}>
                {CONTACT_EMAIL}
              </a>
            </li>
            <li>
              <Icon name="clock" size={18} className={styles.itemIcon} />
              <span>{pageDigits(t`10:00Am - 6:00PM (Sunday - Friday)`)}</span>
            </li>
          </ul>
          {/* The newsletter subscribe box (docs/customer.md §2.8 Forms, 400 px wide). */}
          <div className={styles.newsletter}>
            <Suspense fallback={null}>
              <SubscribeBox />
            </Suspense>
          </div>
        </section>
      </div>

      <div className={styles.bottom}>
        <SellerFacts />
        <div className={styles.bottomInner}>
          <p className={styles.copyright}>
            <Trans>
              © {year} {COMPANY_NAME}. All rights reserved.
            </Trans>
          </p>
          <p className={styles.powered}>
            <Trans>Powered By</Trans>{' '}
            <a href={POWERED_BY.href} target="_blank" rel="noopener noreferrer" className={styles.link}>
              {POWERED_BY.label}
            </a>
          </p>
        </div>
      </div>
    </footer>
  );
}
