// docs/customer.md §2.7 "Customer area" side menu: Dashboard, My Order, Update Profile, Change Password,
// Logout.
import { useLingui } from '@lingui/react/macro';
import { NavLink } from 'react-router-dom';
import styles from './account-menu.module.css';
import { LogoutButton } from './logout-button.js';
import { PATHS } from './paths.js';

const LINKS = [
  { href: PATHS.dashboard, label: 'Dashboard' },
  { href: PATHS.myOrders, label: 'My Order' },
  { href: PATHS.updateProfile, label: 'Update Profile' },
  { href: PATHS.changePassword, label: 'Change Password' },
] as const;

export function AccountMenu() {
  const { t } = useLingui();
  return (
    <nav className={styles.menu} aria-label={t`My account`}>
      <ul className={styles.list}>
        {LINKS.map((link) => (
          <li key={link.href}>
            <NavLink to={link.href} className={styles.link}>
              {link.label}
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
