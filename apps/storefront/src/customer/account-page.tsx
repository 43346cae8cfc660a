// docs/customer.md §2.7 "Customer area": every screen of it has the side menu (Dashboard, My Order, Update
// Profile, Change Password, Logout) beside its content; on phones the menu is a row of tabs above it.
import type { BreadcrumbLink } from '@sajilo/ui';
import type { ReactNode } from 'react';
import { AccountMenu } from './account-menu.js';
import styles from './account-page.module.css';
import { CustomerPage } from './customer-page.js';

export interface AccountPageProps {
  title: string;
  middle?: BreadcrumbLink;
  children: ReactNode;
}

export function AccountPage({ title, middle, children }: AccountPageProps) {
  return (
    <CustomerPage title={title} middle={middle}>
      <div className={styles.layout}>
        <AccountMenu />
        <div className={styles.main}>{children}</div>
      </div>
    </CustomerPage>
  );
}
