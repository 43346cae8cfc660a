// docs/customer.md §2.8 Contact Us "strip of links": the other ways to reach or read about us.
import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import styles from './contact-links.module.css';

const LINKS = [
  { href: '/showrooms', label: 'Showrooms' },
  { href: '/customer-enquiry', label: 'Customer Enquiry' },
  { href: '/dealer-enquiry', label: 'Dealer Enquiry' },
  { href: '/support-ticket', label: 'Support Ticket' },
  { href: '/ask-your-question', label: 'Ask Your Question' },
  { href: '/faqs', label: 'FAQs' },
  { href: '/careers', label: 'Careers' },
] as const;

export function ContactLinks() {
  const { t } = useLingui();
  return (
    <nav className={styles.strip} aria-label={t`More ways to reach us`}>
      <ul className={styles.list}>
        {LINKS.map((link) => (
          <li key={link.href}>
            <Link to={link.href} className={styles.link}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
