// A fresh store per app (and per test): the admin API, the session, and a listener that ends the session
// when the server says the token is no longer good (401), wherever that answer comes from.
import {
  combineSlices,
  configureStore,
  createListenerMiddleware,
  isRejectedWithValue,
} from '@reduxjs/toolkit';
import { createAdminClient } from '@sajilo/api/admin';
import { isRequestError } from '@sajilo/store';
import { useDispatch, useSelector, useStore } from 'react-redux';
import { adminApi } from './api.js';
import { type AdminSession, loadSession, saveSession, sessionEnded, sessionSlice } from './session.js';

const rootReducer = combineSlices(adminApi, sessionSlice);
export type AdminState = ReturnType<typeof rootReducer>;

export function createAdminStore(options: { apiBaseUrl: string; storage?: Storage }) {
  let token: () => string | null = () => null;
  const client = createAdminClient({ baseUrl: options.apiBaseUrl, getToken: () => token() });
  const listener = createListenerMiddleware();
  listener.startListening({
    predicate: (action) =>
      isRejectedWithValue(action) &&
      isRequestError(action.payload) &&
      action.payload.status === 401 &&
      (action as { meta?: { arg?: { endpointName?: string } } }).meta?.arg?.endpointName !== 'login',
    effect: (_action, api) => {
      api.dispatch(sessionEnded('expired'));
      api.dispatch(adminApi.util.resetApiState());
    },
  });
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: { session: loadSession(options.storage) } as Partial<AdminState>,
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: { client } } })
        .prepend(listener.middleware)
        .concat(adminApi.middleware),
  });
  token = () => store.getState().session.token;
  let saved: AdminSession = store.getState().session;
  store.subscribe(() => {
    const session = store.getState().session;
    if (session !== saved) {
      saved = session;
      saveSession(options.storage, session);
    }
  });
  // The client itself, for what is not kept in the store (a CSV download).
  return Object.assign(store, { client });
}

export type AdminStore = ReturnType<typeof createAdminStore>;
export type AdminDispatch = AdminStore['dispatch'];
export const useAdminDispatch = useDispatch.withTypes<AdminDispatch>();
export const useAdminSelector = useSelector.withTypes<AdminState>();
/** The store in context, with its client (`useAdminStore().client`). */
export const useAdminStore = useStore.withTypes<AdminStore>();
