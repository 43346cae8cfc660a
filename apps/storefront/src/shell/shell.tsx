// docs/customer.md §2.9 "Shell": the frame of every page except the showroom detail: header, the routed page
// (lazily loaded, with the orange progress bar meanwhile), footer, the bottom bar below 1224 px, the
// plugin tags of the page head, and the scroll to top on every path change.
import { Trans } from '@lingui/react/macro';
import { VisuallyHidden } from '@sajilo/ui';
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { LoginDialogProvider } from '../customer/login-dialog-provider.js';
import { EnquiryWidget } from '../forms/enquiry-widget.js';
import { LanguageAlternates } from '../i18n/language-alternates.js';
import { BottomBar } from './bottom-bar.js';
import { Footer } from './footer.js';
import { Header } from './header.js';
import { PluginTags } from './plugin-tags.js';
import { RouteProgress } from './route-progress.js';
import { ScrollToTop } from './scroll-to-top.js';
import styles from './shell.module.css';
import { useCustomerCounts } from './use-customer-counts.js';

/** The page frame: header, the routed page (lazily loaded, `Loading` meanwhile), footer. */
export function Shell() {
  const counts = useCustomerCounts();
  return (
    <div className={styles.shell}>
      <VisuallyHidden as="a" href="#main" focusable className={styles.skip}>
        <Trans>Skip to content</Trans>
      </VisuallyHidden>
      <RouteProgress />
      <Header counts={counts} />
      <main id="main" className={styles.main} tabIndex={-1}>
        <LoginDialogProvider>
          <Outlet />
        </LoginDialogProvider>
      </main>
      {/* Below the fold: a unit React hydrates on its own, after the rest (docs/storefront.md "Speed"). */}
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
      <BottomBar counts={counts} />
      <EnquiryWidget />
      <PluginTags />
      <LanguageAlternates />
      <ScrollToTop />
    </div>
  );
}
