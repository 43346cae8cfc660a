// docs/customer.md §2, §9: below 1224 px a bar fixed to the bottom of the screen leads to Home, Products,
// Cart (with its count), Wishlist (with its count) and the account (/login).
import { useLingui } from '@lingui/react/macro';
import { NavLink } from 'react-router-dom';
import styles from './bottom-bar.module.css';
import { CountBadge } from './count-badge.js';
import { Icon, type IconName } from './icon.js';
import { CUSTOMER_LINKS } from './navigation.js';
import type { CustomerCounts } from './use-customer-counts.js';

interface Item {
  href: string;
  label: string;
  icon: IconName;
  count?: number | undefined;
}

export interface BottomBarProps {
  counts: CustomerCounts;
}

export function BottomBar({ counts }: BottomBarProps) {
  const { t } = useLingui();
  const items: Item[] = [
    { href: '/', label: t`Home`, icon: 'home' },
    { href: '/products', label: t`Products`, icon: 'grid' },
    { href: CUSTOMER_LINKS.cart, label: t`Cart`, icon: 'cart', count: counts.cart },
    { href: CUSTOMER_LINKS.wishlist, label: t`Wishlist`, icon: 'heart', count: counts.wishlist },
    { href: CUSTOMER_LINKS.account, label: t`Account`, icon: 'user' },
  ];
  return (
    <nav className={styles.bar} aria-label={t`Shortcuts`}>
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.href}>
            <NavLink to={item.href} end className={styles.item}>
              {/* The label comes first in the markup so the link reads "Cart, 2 items"; CSS draws the icon above. */}
              <span className={styles.label}>{item.label}</span>
              <span className={styles.icon}>
                <Icon name={item.icon} size={22} />
                <CountBadge count={item.count} />
              </span>
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
