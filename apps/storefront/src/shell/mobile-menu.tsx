// docs/customer.md §2: the mobile slide-in menu: a search field at the top, the counters, then a nested list
// (Home; About us with Who we are? and Company Policy; Products; Catalogues; Showroom; Contact us).
// Choosing a link closes it; Escape closes it (the Drawer handles Escape, the backdrop and focus).
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Drawer } from '@sajilo/ui';
import { NavLink } from 'react-router-dom';
import { LanguageSwitch } from '../i18n/language-switch.js';
import { CountBadge } from './count-badge.js';
import { Icon } from './icon.js';
import styles from './mobile-menu.module.css';
import {
  CUSTOMER_LINKS,
  type NavLink as Entry,
  MOBILE_ABOUT_LINKS,
  MOBILE_LINKS_AFTER_ABOUT,
} from './navigation.js';
import { SearchForm } from './search-form.js';
import type { CustomerCounts } from './use-customer-counts.js';

export interface MobileMenuProps {
  open: boolean;
  onClose: () => void;
  counts: CustomerCounts;
}

export function MobileMenu({ open, onClose, counts }: MobileMenuProps) {
  const { t, i18n } = useLingui();
  const item = (link: Entry) => (
    <li key={link.href}>
      <NavLink to={link.href} end className={styles.link} onClick={onClose}>
        {i18n._(link.label)}
        <Icon name="chevron-right" size={18} className={styles.chevron} />
      </NavLink>
    </li>
  );

  return (
    <Drawer open={open} onClose={onClose} title={t`Menu`} closeLabel={t`Close menu`}>
      <div className={styles.menu}>
        <SearchForm size="compact" onSearched={onClose} />
        <LanguageSwitch className={styles.language} />
        <ul className={styles.counters}>
          <li>
            <NavLink to={CUSTOMER_LINKS.wishlist} className={styles.counter} onClick={onClose}>
              <span>
                <Trans>Wishlist</Trans>
              </span>
              <span className={styles.counterIcon}>
                <Icon name="heart" size={20} />
                <CountBadge count={counts.wishlist} />
              </span>
            </NavLink>
          </li>
          <li>
            <NavLink to={CUSTOMER_LINKS.cart} className={styles.counter} onClick={onClose}>
              <span>
                <Trans>Cart</Trans>
              </span>
              <span className={styles.counterIcon}>
                <Icon name="cart" size={20} />
                <CountBadge count={counts.cart} />
              </span>
            </NavLink>
          </li>
          <li>
            <NavLink to={CUSTOMER_LINKS.account} className={styles.counter} onClick={onClose}>
              <span>
                <Trans>Account</Trans>
              </span>
              <span className={styles.counterIcon}>
                <Icon name="user" size={20} />
              </span>
            </NavLink>
          </li>
        </ul>
        <nav aria-label={t`Menu`}>
          <ul className={styles.list}>
            {item({ label: msg`Home`, href: '/' })}
            <li>
              <span className={styles.group} id="mobile-menu-about">
                <Trans>About us</Trans>
              </span>
              <ul className={styles.nested} aria-labelledby="mobile-menu-about">
                {MOBILE_ABOUT_LINKS.map(item)}
              </ul>
            </li>
            {MOBILE_LINKS_AFTER_ABOUT.map(item)}
          </ul>
        </nav>
      </div>
    </Drawer>
  );
}
