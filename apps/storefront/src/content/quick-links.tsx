// docs/browsing.md §2 / docs/customer.md §9 FAQs quick links: Customer Enquiry, Dealer Enquiry, Terms &
// Conditions and Support Ticket in a carousel of 1 item below 600 px, 2 at 600, 3 at 700 and 4 at 1000.
import { Trans, useLingui } from '@lingui/react/macro';
import { Slider } from '@sajilo/ui';
import { useSyncExternalStore } from 'react';
import { Link } from 'react-router-dom';
import { ContentIcon, type ContentIconName } from './content-icon.js';
import styles from './quick-links.module.css';

const LINKS: ReadonlyArray<{ href: string; title: string; text: string; icon: ContentIconName }> = [
  {
    href: '/customer-enquiry',
    title: 'Customer Enquiry',
    text: 'Ask about a product, price or stock.',
    icon: 'mail',
  },
  {
    href: '/dealer-enquiry',
    title: 'Dealer Enquiry',
    text: 'Become a Sajilo dealer in your district.',
    icon: 'handshake',
  },
  {
    href: '/terms-and-conditions',
    title: 'Terms & Conditions',
    text: 'Orders, delivery, returns and warranty.',
    icon: 'document',
  },
  {
    href: '/support-ticket',
    title: 'Support Ticket',
    text: 'Report a problem with a product you bought.',
    icon: 'tool',
  },
];

const BREAKPOINTS = { 600: { slidesPerView: 2 }, 700: { slidesPerView: 3 }, 1000: { slidesPerView: 4 } };
/** From 1000 px every link is in view, so the previous/next buttons would do nothing. */
const ALL_IN_VIEW = '(min-width: 1000px)';

function subscribe(onChange: () => void) {
  const query = window.matchMedia(ALL_IN_VIEW);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

export function QuickLinks() {
  const { t } = useLingui();
  const allInView = useSyncExternalStore(
    subscribe,
    () => window.matchMedia(ALL_IN_VIEW).matches,
    () => false,
  );
  return (
    <section className={styles.quickLinks} aria-labelledby="quick-links-heading">
      <h2 id="quick-links-heading" className={styles.heading}>
        <Trans>Still need help?</Trans>
      </h2>
      <Slider label={t`Quick links`} slidesPerView={1} breakpoints={BREAKPOINTS} navigation={!allInView}>
        {LINKS.map((link) => (
          <Link key={link.href} to={link.href} className={styles.card}>
            <span className={styles.icon}>
              <ContentIcon name={link.icon} size={22} />
            </span>
            <span className={styles.title}>{link.title}</span>
            <span className={styles.text}>{link.text}</span>
          </Link>
        ))}
      </Slider>
    </section>
  );
}
