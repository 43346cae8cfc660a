// docs/browsing.md §2.10 Policy pages: dealer policy, terms and conditions and privacy policy are three tabs
// sharing one layout. Each tab is a link to its own route (shareable, Back works); the current one is marked.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { NavLink } from 'react-router-dom';
import styles from './policy-tabs.module.css';

export interface PolicyTab {
  /** The storefront route. */
  path: string;
  /** The page key on the API (docs/browsing.md §7: the terms page is `terms-and-condition`). */
  slug: string;
  /** A catalogue message (docs/nepal.md "Languages"), shown with `i18n._(label)`. */
  label: MessageDescriptor;
}

const DEALER_POLICY: PolicyTab = { path: '/dealer-policy', slug: 'dealer-policy', label: msg`Dealer Policy` };

export const POLICY_TABS: readonly PolicyTab[] = [
  DEALER_POLICY,
  { path: '/terms-and-conditions', slug: 'terms-and-condition', label: msg`Terms & Conditions` },
  { path: '/privacy-policy', slug: 'privacy-policy', label: msg`Privacy Policy` },
];

/** The tab of a route (a trailing slash allowed); the router only sends the three paths here. */
export function policyTabFor(pathname: string): PolicyTab {
  const path = pathname.replace(/\/+$/, '');
  return POLICY_TABS.find((tab) => tab.path === path) ?? DEALER_POLICY;
}

export function PolicyTabs() {
  const { t, i18n } = useLingui();
  return (
    <nav aria-label={t`Company policies`} className={styles.nav}>
      <ul className={styles.list}>
        {POLICY_TABS.map((tab) => (
          <li key={tab.path}>
            <NavLink to={tab.path} className={styles.tab} end>
              {i18n._(tab.label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
