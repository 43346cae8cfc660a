// docs/customer.md §4, §6: the customer's screens need a valid session. They check it every 10 seconds; a
// missing or past expiry clears the stored token, flag and expiry and sends the customer to /login, which
// brings them back here after logging in. A 401 from the server ends the session too (the store's listener),
// and the screen follows at once because it reads the session from the store.
import { endSession, isSessionValid, useAppDispatch, useAppStore } from '@sajilo/store';
import { useEffect, useMemo, useState } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { SESSION_CHECK_INTERVAL_MS } from '../lib/timing.js';
import { PATHS, type ReturnState } from './paths.js';
import { type SessionExit, SessionExitContext } from './session-exit-context.js';
import { useSessionValid } from './use-session-valid.js';

export function RequireSession() {
  const store = useAppStore();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  const valid = useSessionValid();
  const [expiredByClock, setExpiredByClock] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const expired = (!valid || expiredByClock) && !leaving;

  // docs/customer.md §4: the periodic check; the expiry passes without any action in the store.
  useEffect(() => {
    if (leaving) return;
    const timer = window.setInterval(() => {
      if (!isSessionValid(store.getState().session)) setExpiredByClock(true);
    }, SESSION_CHECK_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [store, leaving]);

  useEffect(() => {
    if (!expired) return;
    const { session } = store.getState();
    if (session.token || session.isLoggedIn) endSession()(dispatch);
    const state: ReturnState = { from: `${pathname}${search}${hash}` };
    navigate(PATHS.login, { replace: true, state });
  }, [expired, store, dispatch, navigate, pathname, search, hash]);

  const exit = useMemo<SessionExit>(
    () => ({
      leaving,
      begin: () => setLeaving(true),
      finish: () => {
        endSession()(dispatch);
        navigate(PATHS.login, { replace: true });
      },
      cancel: () => setLeaving(false),
    }),
    [leaving, dispatch, navigate],
  );

  if (expired) return null;
  return (
    <SessionExitContext value={exit}>
      <Outlet />
    </SessionExitContext>
  );
}

/** The route module form of the layout (react-router's `lazy` reads `Component`). */
export { RequireSession as Component };
