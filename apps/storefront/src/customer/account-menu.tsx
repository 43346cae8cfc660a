// docs/customer.md §2.7 "Customer area" side menu: Dashboard, My Order, Update Profile, Change Password,
// Logout.
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { NavLink } from 'react-router-dom';
import styles from './account-menu.module.css';
import { LogoutButton } from './logout-button.js';
import { PATHS } from './paths.js';

/** Labels are catalogue messages (docs/nepal.md "Languages"), shown with `i18n._(label)`. */
const LINKS = [
  { href: PATHS.dashboard, label: msg`Dashboard` },
  { href: PATHS.myOrders, label: msg`My Order` },
  { href: PATHS.myQuotes, label: msg`My Quotes` },
  { href: PATHS.quickOrder, label: msg`Quick order` },
  { href: PATHS.updateProfile, label: msg`Update Profile` },
  { href: PATHS.changePassword, label: msg`Change Password` },
  { href: PATHS.dealer, label: msg`Dealer` },
] as const;

export function AccountMenu() {
  const { t, i18n } = useLingui();
  return (
    <nav className={styles.menu} aria-label={t`My account`}>
      <ul className={styles.list}>
        {LINKS.map((link) => (
          <li key={link.href}>
            <NavLink to={link.href} className={styles.link}>
              {i18n._(link.label)}
            </NavLink>
          </li>
        ))}
        <li>
          <LogoutButton className={styles.link} />
        </li>
      </ul>
    </nav>
  );
}
