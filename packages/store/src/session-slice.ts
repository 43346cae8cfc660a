// docs/customer.md §4: the session is the token, the logged-in flag and an expiry (now + token_validity
// seconds); this slice is the one source of truth for it. Persistence to localStorage lives in store.ts.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface SessionState {
  token: string | null;
  isLoggedIn: boolean;
  /** Epoch milliseconds after which the token is no longer valid. */
  tokenExpiration: number | null;
}

export const initialSessionState: SessionState = { token: null, isLoggedIn: false, tokenExpiration: null };

export const sessionSlice = createSlice({
  name: 'session',
  initialState: initialSessionState,
  reducers: {
    sessionStarted(_state, action: PayloadAction<{ token: string; tokenValidity: number; now?: number }>) {
      const now = action.payload.now ?? Date.now();
      return {
        token: action.payload.token,
        isLoggedIn: true,
        tokenExpiration: now + action.payload.tokenValidity * 1000,
      };
    },
    /**
     * The session kept in storage, taken after a server-rendered page has hydrated (the server renders
     * every public page logged out, so the browser's first render must be logged out too).
     */
    sessionRestored(_state, action: PayloadAction<SessionState>) {
      return action.payload;
    },
    /** Logout, an expired session, or a 401 from the server. */
    sessionEnded() {
      return initialSessionState;
    },
  },
  selectors: {
    selectToken: (state) => state.token,
    selectIsLoggedIn: (state) => state.isLoggedIn,
    selectTokenExpiration: (state) => state.tokenExpiration,
  },
});

export const { sessionStarted, sessionEnded, sessionRestored } = sessionSlice.actions;
export const { selectToken, selectIsLoggedIn, selectTokenExpiration } = sessionSlice.selectors;

/** docs/customer.md §4: a session is valid while it has a token and its expiry is in the future. */
export function isSessionValid(session: SessionState, now = Date.now()): boolean {
  return Boolean(
    session.token && session.isLoggedIn && session.tokenExpiration && session.tokenExpiration > now,
  );
}
