import { VisuallyHidden } from '@sajilo/ui';
import { Link } from 'react-router-dom';
import { CountBadge } from './count-badge.js';
import { Icon, type IconName } from './icon.js';
import styles from './icon-link.module.css';

export interface IconLinkProps {
  href: string;
  icon: IconName;
  label: string;
  count?: number | undefined;
  className?: string;
}

/** A header icon that is a link (wishlist, cart, account), named for screen readers, with an optional count. */
export function IconLink({ href, icon, label, count, className }: IconLinkProps) {
  return (
    <Link to={href} className={[styles.iconLink, className].filter(Boolean).join(' ')}>
      {/* The name first, so it reads "Cart, 2 items". */}
      <VisuallyHidden>{label}</VisuallyHidden>
      <span className={styles.glyph}>
        <Icon name={icon} size={22} />
        <CountBadge count={count} />
      </span>
    </Link>
  );
}
