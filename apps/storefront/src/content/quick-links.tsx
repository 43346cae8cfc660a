// docs/browsing.md §2 / docs/customer.md §9 FAQs quick links: Customer Enquiry, Dealer Enquiry, Terms &
// Conditions and Support Ticket in a carousel of 1 item below 600 px, 2 at 600, 3 at 700 and 4 at 1000.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Slider } from '@sajilo/ui';
import { useSyncExternalStore } from 'react';
import { Link } from 'react-router-dom';
import { ContentIcon, type ContentIconName } from './content-icon.js';
import styles from './quick-links.module.css';

/** Titles and texts are catalogue messages (docs/nepal.md "Languages"), shown with `i18n._(…)`. */
const LINKS: ReadonlyArray<{
  href: string;
  title: MessageDescriptor;
  text: MessageDescriptor;
  icon: ContentIconName;
}> = [
  {
    href: '/customer-enquiry',
    title: msg`Customer Enquiry`,
    text: msg`Ask about a product, price or stock.`,
    icon: 'mail',
  },
  {
    href: '/dealer-enquiry',
    title: msg`Dealer Enquiry`,
    text: msg`Become a Sajilo dealer in your district.`,
    icon: 'handshake',
  },
  {
    href: '/terms-and-conditions',
    title: msg`Terms & Conditions`,
    text: msg`Orders, delivery, returns and warranty.`,
    icon: 'document',
  },
  {
    href: '/support-ticket',
    title: msg`Support Ticket`,
    text: msg`Report a problem with a product you bought.`,
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
  const { t, i18n } = useLingui();
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
            <span className={styles.title}>{i18n._(link.title)}</span>
            <span className={styles.text}>{i18n._(link.text)}</span>
          </Link>
        ))}
      </Slider>
    </section>
  );
}
