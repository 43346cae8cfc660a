// The staff session: the token and when it expires, kept in localStorage so a reload or a new tab stays in.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface AdminSession {
  token: string | null;
  /** Epoch milliseconds. */
  expiresAt: number | null;
  /** Why there is no session: the staff member logged out (the login needs no way back), or it ended. */
  ended?: 'logout' | 'expired';
}

export const noSession: AdminSession = { token: null, expiresAt: null };

const KEY = 'sajilo-admin-session';

export function loadSession(storage: Storage | undefined, now = Date.now()): AdminSession {
  try {
    const saved = JSON.parse(storage?.getItem(KEY) ?? 'null') as AdminSession | null;
    if (saved?.token && typeof saved.expiresAt === 'number' && saved.expiresAt > now) return saved;
  } catch {
    // A damaged entry is no session.
  }
  return noSession;
}

export function saveSession(storage: Storage | undefined, session: AdminSession): void {
  if (!storage) return;
  if (session.token) storage.setItem(KEY, JSON.stringify(session));
  else storage.removeItem(KEY);
}

export const sessionSlice = createSlice({
  name: 'session',
  initialState: noSession,
  reducers: {
    loggedIn: (_state, action: PayloadAction<{ token: string; validitySeconds: number }>) => ({
      token: action.payload.token,
      expiresAt: Date.now() + action.payload.validitySeconds * 1000,
    }),
    sessionEnded: (_state, action: PayloadAction<'logout' | 'expired'>) => ({
      ...noSession,
      ended: action.payload,
    }),
  },
});

export const { loggedIn, sessionEnded } = sessionSlice.actions;
