import { describe, expect, it } from 'vitest';
import {
  initialSessionState,
  isSessionValid,
  sessionEnded,
  sessionSlice,
  sessionStarted,
} from './session-slice.js';
import { createStore, loadSession } from './store.js';

const reduce = sessionSlice.reducer;

describe('session', () => {
  it('starts with the token, the flag and an expiry of now + token_validity seconds (docs/customer.md §4)', () => {
    const state = reduce(
      initialSessionState,
      sessionStarted({ token: 't1', tokenValidity: 3600, now: 1_000 }),
    );
    expect(state).toEqual({ token: 't1', isLoggedIn: true, tokenExpiration: 1_000 + 3_600_000 });
    expect(isSessionValid(state, 2_000)).toBe(true);
    expect(isSessionValid(state, 1_000 + 3_600_000)).toBe(false);
    expect(reduce(state, sessionEnded())).toEqual(initialSessionState);
  });

  it('is invalid without a token or an expiry', () => {
    expect(isSessionValid(initialSessionState)).toBe(false);
    expect(isSessionValid({ token: 'x', isLoggedIn: true, tokenExpiration: null })).toBe(false);
  });

  it('persists to storage under the keys of docs/customer.md §3 and loads back', () => {
    const storage = new Map<string, string>();
    const web = {
      getItem: (k: string) => storage.get(k) ?? null,
      setItem: (k: string, v: string) => void storage.set(k, v),
      removeItem: (k: string) => void storage.delete(k),
    };
    const store = createStore({ config: { apiBaseUrl: 'http://127.0.0.1:9', apiKey: 'k' }, storage: web });
    store.dispatch(sessionStarted({ token: 'abc', tokenValidity: 60 }));
    expect(storage.get('token')).toBe('abc');
    expect(storage.get('isLoggedIn')).toBe('true');
    expect(Number(storage.get('tokenExpiration'))).toBeGreaterThan(Date.now());
    expect(loadSession(web).token).toBe('abc');
    const reloaded = createStore({ config: { apiBaseUrl: 'http://127.0.0.1:9', apiKey: 'k' }, storage: web });
    expect(reloaded.getState().session.token).toBe('abc');
    store.dispatch(sessionEnded());
    expect([...storage.keys()]).toEqual([]);
  });
});
