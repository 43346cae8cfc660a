// docs/customer.md §2.8 Contact Us "strip of links": the other ways to reach or read about us.
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import styles from './contact-links.module.css';

/** Labels are catalogue messages (docs/nepal.md "Languages"), shown with `i18n._(label)`. */
const LINKS = [
  { href: '/showrooms', label: msg`Showrooms` },
  { href: '/customer-enquiry', label: msg`Customer Enquiry` },
  { href: '/dealer-enquiry', label: msg`Dealer Enquiry` },
  { href: '/support-ticket', label: msg`Support Ticket` },
  { href: '/ask-your-question', label: msg`Ask Your Question` },
  { href: '/faqs', label: msg`FAQs` },
  { href: '/careers', label: msg`Careers` },
] as const;

export function ContactLinks() {
  const { t, i18n } = useLingui();
  return (
    <nav className={styles.strip} aria-label={t`More ways to reach us`}>
      <ul className={styles.list}>
        {LINKS.map((link) => (
          <li key={link.href}>
            <Link to={link.href} className={styles.link}>
              {i18n._(link.label)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
