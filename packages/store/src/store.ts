import {
  combineSlices,
  configureStore,
  createListenerMiddleware,
  isRejectedWithValue,
} from '@reduxjs/toolkit';
import { createSajiloClient } from '@sajilo/api';
import { useDispatch, useSelector, useStore } from 'react-redux';
import { api, type StoreExtra } from './api.js';
import type { StoreConfig } from './config.js';
import { isRequestError } from './errors.js';
import { endSession } from './features/customer.js';
import { initialSessionState, type SessionState, sessionSlice } from './session-slice.js';

const rootReducer = combineSlices(api, sessionSlice);
export type RootState = ReturnType<typeof rootReducer>;

/** Where the session survives a reload: localStorage in the browser (docs/customer.md §3 keys). */
export interface SessionStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

const KEYS = { token: 'token', isLoggedIn: 'isLoggedIn', tokenExpiration: 'tokenExpiration' } as const;

export function loadSession(storage: SessionStorage | undefined): SessionState {
  const token = storage?.getItem(KEYS.token) ?? null;
  const expiration = Number(storage?.getItem(KEYS.tokenExpiration));
  if (!token || storage?.getItem(KEYS.isLoggedIn) !== 'true' || !Number.isFinite(expiration))
    return initialSessionState;
  return { token, isLoggedIn: true, tokenExpiration: expiration };
}

function saveSession(storage: SessionStorage, session: SessionState) {
  if (session.token && session.tokenExpiration) {
    storage.setItem(KEYS.token, session.token);
    storage.setItem(KEYS.isLoggedIn, 'true');
    storage.setItem(KEYS.tokenExpiration, String(session.tokenExpiration));
  } else {
    for (const key of Object.values(KEYS)) storage.removeItem(key);
  }
}

export interface CreateStoreOptions {
  config: StoreConfig;
  preloadedState?: Partial<RootState>;
  /** Persist the session here (the browser passes localStorage; tests pass nothing or a Map). */
  storage?: SessionStorage;
  fetch?: typeof globalThis.fetch;
}

/** A fresh store: the app builds one at start, every test builds its own. */
export function createStore({ config, preloadedState, storage, fetch }: CreateStoreOptions) {
  let getToken: () => string | null = () => null;
  const client = createSajiloClient({
    baseUrl: config.apiBaseUrl,
    apiKey: config.apiKey,
    getToken: () => getToken(),
    ...(config.language ? { language: config.language } : {}),
    ...(fetch ? { fetch } : {}),
  });
  const extra: StoreExtra = { client };
  const listener = createListenerMiddleware();

  const store = configureStore({
    reducer: rootReducer,
    preloadedState: { session: loadSession(storage), ...preloadedState },
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: extra } })
        .prepend(listener.middleware)
        .concat(api.middleware),
  });
  getToken = () => store.getState().session.token;

  // docs/customer.md §4: a rejected token ends the session; protected screens then send the user to /login.
  listener.startListening({
    matcher: isRejectedWithValue,
    effect: (action, { dispatch, getState }) => {
      const state = getState() as RootState;
      if (isRequestError(action.payload) && action.payload.status === 401 && state.session.isLoggedIn) {
        endSession()(dispatch);
      }
    },
  });
  if (storage) {
    listener.startListening({
      predicate: (_action, current, previous) =>
        (current as RootState).session !== (previous as RootState).session,
      effect: (_action, { getState }) => saveSession(storage, (getState() as RootState).session),
    });
  }
  return store;
}

export type AppStore = ReturnType<typeof createStore>;
export type AppDispatch = AppStore['dispatch'];

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
export const useAppStore = useStore.withTypes<AppStore>();
