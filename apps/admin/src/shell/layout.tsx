// The signed-in frame: the shop's name, the navigation the role may use, who is signed in and Log out.
import { Button, Spinner, Toaster } from '@sajilo/ui';
import { type RefObject, useEffect, useRef } from 'react';
import { NavLink, Outlet } from 'react-router-dom';
import { SCREENS } from '../permissions.js';
import { adminApi } from '../store/api.js';
import { sessionEnded } from '../store/session.js';
import { useAdminDispatch } from '../store/store.js';
import styles from './layout.module.css';
import { useLogoutMutation, useMeQuery } from './shell-api.js';

/** What every screen's document title ends with (index.html's title, before a screen has rendered). */
const SITE_TITLE = 'Sajilo back office';

/**
 * Names the document after the screen's heading ("Orders · Sajilo back office", "Invoice 1042 · …"), kept
 * in step as the screen changes it: a staff member with several tabs open tells them apart, and a screen
 * reader announces where a link led (WCAG 2.4.2). One place for every screen: each names itself by its h1.
 */
function useTitleFromHeading(main: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = main.current;
    if (!element) return;
    const name = () => {
      const heading = element.querySelector('h1')?.textContent?.replace(/\s+/g, ' ').trim();
      document.title = heading ? `${heading} · ${SITE_TITLE}` : SITE_TITLE;
    };
    name();
    const observer = new MutationObserver(name);
    observer.observe(element, { childList: true, subtree: true, characterData: true });
    return () => {
      observer.disconnect();
      document.title = SITE_TITLE;
    };
  }, [main]);
}

export function Layout() {
  const main = useRef<HTMLElement>(null);
  useTitleFromHeading(main);
  const me = useMeQuery(undefined);
  const [logout, logoutState] = useLogoutMutation();
  const dispatch = useAdminDispatch();
  const permissions = new Set(me.data?.permissions ?? []);

  async function logOut() {
    // The session ends here whatever the server answers: a token it no longer knows is no session either.
    // The screen guard then shows the login (app.tsx).
    await logout(undefined);
    dispatch(sessionEnded('logout'));
    dispatch(adminApi.util.resetApiState());
  }

  return (
    <div className={styles.frame}>
      <a className={styles.skip} href="#main">
        Skip to content
      </a>
      <header className={styles.bar}>
        <p className={styles.brand}>
          Sajilo <span className={styles.brandSub}>back office</span>
        </p>
        <div className={styles.account}>
          {me.data ? (
            <span className={styles.who}>
              {me.data.staff.name} <span className={styles.role}>{me.data.staff.role}</span>
            </span>
          ) : null}
          <Button variant="secondary" size="small" onClick={logOut} loading={logoutState.isLoading}>
            Log out
          </Button>
        </div>
      </header>
      <nav className={styles.nav} aria-label="Back office">
        <ul>
          {SCREENS.filter((screen) => permissions.has(screen.permission)).map((screen) => (
            <li key={screen.path}>
              <NavLink
                to={screen.path}
                end={screen.path === '/'}
                className={({ isActive }) => (isActive ? `${styles.link} ${styles.active}` : styles.link)}
              >
                {screen.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <main id="main" ref={main} className={styles.main} tabIndex={-1}>
        {me.isLoading ? <Spinner label="Loading your account" /> : <Outlet />}
      </main>
      <Toaster />
    </div>
  );
}
