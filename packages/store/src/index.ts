export { api, apiStateHydrated, TAG_TYPES } from './api.js';
export type { StoreConfig } from './config.js';
export { errorMessages, isNotFound, isRequestError, type RequestError, toRequestError } from './errors.js';
export * from './features/cart.js';
export * from './features/catalog.js';
export * from './features/content.js';
export * from './features/customer.js';
export * from './features/dealer.js';
export * from './features/forms.js';
export * from './features/lots.js';
export * from './features/payments.js';
export * from './features/phone.js';
export * from './features/quotes.js';
export * from './features/returns.js';
export * from './features/reviews.js';
export * from './features/seller.js';
export * from './features/wishlist.js';
export {
  initialSessionState,
  isSessionValid,
  type SessionState,
  selectIsLoggedIn,
  selectToken,
  selectTokenExpiration,
  sessionEnded,
  sessionRestored,
  sessionStarted,
} from './session-slice.js';
export {
  type AppDispatch,
  type AppStore,
  type CreateStoreOptions,
  createStore,
  loadSession,
  type RootState,
  type SessionStorage,
  useAppDispatch,
  useAppSelector,
  useAppStore,
} from './store.js';
