// docs/customer.md §2.9 "Shell": logo, navigation (About ▾, Product, Catalogue, Showroom, Contact us),
// search, wishlist, cart and account icons, and a menu button on small screens. It becomes sticky after
// 200 px of scrolling, and on the home page (path /) it wears the brand green so it runs into the banner
// below.
import { Trans, useLingui } from '@lingui/react/macro';
import { VisuallyHidden } from '@sajilo/ui';
import { lazy, Suspense, useEffect, useState } from 'react';
import { NavLink, useLocation, useNavigate } from 'react-router-dom';
import { LanguageSwitch } from '../i18n/language-switch.js';
import { LARGE_SCREEN, useMediaQuery } from '../lib/media-query.js';
import { MENU_FROM_HASH_DELAY_MS, STICKY_HEADER_OFFSET_PX } from '../lib/timing.js';
import { AboutMenu } from './about-menu.js';
import styles from './header.module.css';
import { Icon } from './icon.js';
import { IconLink } from './icon-link.js';
import { Logo } from './logo.js';
import { CUSTOMER_LINKS, MAIN_LINKS } from './navigation.js';
import type { CustomerCounts } from './use-customer-counts.js';
import { useScrolledPast } from './use-scrolled-past.js';

// The search modal and the mobile menu load when first opened: neither is needed to show a page, and
// their dialog code (focus trap, drawer, the menu's list) would otherwise weigh on every page's first load.
const SearchModal = lazy(() =>
  import('./search-modal.js').then((module) => ({ default: module.SearchModal })),
);
const MobileMenu = lazy(() => import('./mobile-menu.js').then((module) => ({ default: module.MobileMenu })));

/** The address fragment that opens the mobile menu. */
const MENU_HASH = '#menu';

export interface HeaderProps {
  counts: CustomerCounts;
}

export function Header({ counts }: HeaderProps) {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const { t, i18n } = useLingui();
  const stuck = useScrolledPast(STICKY_HEADER_OFFSET_PX);
  const large = useMediaQuery(LARGE_SCREEN);
  const [searchOpen, setSearchOpen] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  // Mounted from their first opening on (their chunks load then), so they can animate closed.
  const [searchOpened, setSearchOpened] = useState(false);
  const [menuOpened, setMenuOpened] = useState(false);
  if (searchOpen && !searchOpened) setSearchOpened(true);
  if (menuOpen && !menuOpened) setMenuOpened(true);

  // docs/customer.md §2: an address ending in #menu (a link from elsewhere, or `<a href="#menu">`) opens the
  // mobile menu after a second, on small screens where the menu is the navigation.
  const menuFromHash = hash === MENU_HASH && !large;
  useEffect(() => {
    if (!menuFromHash) return;
    const timer = window.setTimeout(() => setMenuOpen(true), MENU_FROM_HASH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [menuFromHash]);
  const closeMenu = () => {
    setMenuOpen(false);
    // Drop the hash, so a reload does not open it again and the same link can open it once more. Rendered
    // at once (flushSync), not as a transition: a link to #menu followed in the next moment would otherwise
    // be rendered together with it, the page would go from #menu to #menu, and the menu would not open.
    if (hash === MENU_HASH) navigate({ pathname, search }, { replace: true, flushSync: true });
  };
  const variant = pathname === '/' ? 'home' : 'page';

  return (
    // The slot keeps the header's height in the flow, so turning sticky (fixed) moves nothing below it.
    <div className={styles.slot} data-variant={variant}>
      <header className={styles.header} data-variant={variant} data-stuck={stuck || undefined}>
        <div className={styles.inner}>
          <button
            type="button"
            className={[styles.iconButton, styles.menuButton].join(' ')}
            aria-haspopup="dialog"
            aria-expanded={menuOpen}
            onClick={() => setMenuOpen(true)}
          >
            <Icon name="menu" size={24} />
            <VisuallyHidden>
              <Trans>Menu</Trans>
            </VisuallyHidden>
          </button>
          <Logo className={styles.logo} />
          <nav className={styles.nav} aria-label={t`Main`}>
            <ul className={styles.navList}>
              <li>
                <AboutMenu />
              </li>
              {MAIN_LINKS.map((link) => (
                <li key={link.href}>
                  <NavLink to={link.href} className={styles.navLink}>
                    {i18n._(link.label)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className={styles.actions}>
            <LanguageSwitch className={styles.language} numeralsFromTablet />
            <button
              type="button"
              className={styles.iconButton}
              aria-haspopup="dialog"
              onClick={() => setSearchOpen(true)}
            >
              <Icon name="search" size={22} />
              <VisuallyHidden>
                <Trans>Search</Trans>
              </VisuallyHidden>
            </button>
            <IconLink
              href={CUSTOMER_LINKS.wishlist}
              icon="heart"
              label={t`Wishlist`}
              count={counts.wishlist}
              className={styles.wide}
            />
            <IconLink href={CUSTOMER_LINKS.cart} icon="cart" label={t`Cart`} count={counts.cart} />
            <IconLink href={CUSTOMER_LINKS.account} icon="user" label={t`Account`} className={styles.wide} />
          </div>
        </div>
      </header>
      <Suspense fallback={null}>
        {searchOpened ? <SearchModal open={searchOpen} onClose={() => setSearchOpen(false)} /> : null}
        {menuOpened ? <MobileMenu open={menuOpen} onClose={closeMenu} counts={counts} /> : null}
      </Suspense>
    </div>
  );
}
