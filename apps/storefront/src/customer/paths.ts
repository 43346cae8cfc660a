// The customer side's routes (docs/customer.md §2) and where a customer goes back to after logging in.

export const PATHS = {
  login: '/login',
  register: '/register',
  forgetPassword: '/forget-password',
  resetPassword: '/reset-password',
  confirmEmail: '/confirm-email',
  carts: '/carts',
  wishlists: '/wishlists',
  checkouts: '/checkouts',
  dashboard: '/dashboard',
  myOrders: '/my-orders',
  myQuotes: '/my-quotes',
  quickOrder: '/quick-order',
  updateProfile: '/update-profile',
  changePassword: '/change-password',
  dealer: '/dealer',
  products: '/products',
} as const;

/** docs/customer.md §2: the order view of an order (checkout success goes here). */
export const orderPath = (slug: string) => `${PATHS.myOrders}/${encodeURIComponent(slug)}`;

/** docs/quotes.md: a quote's page in My Quotes. */
export const quotePath = (slug: string) => `${PATHS.myQuotes}/${encodeURIComponent(slug)}`;

/** The product page of a slug (cart, wishlist and invoice lines link to it). */
export const productPath = (slug: string) => `${PATHS.products}/${encodeURIComponent(slug)}`;

/** What a protected screen leaves in the location state when it sends the customer to /login. */
export interface ReturnState {
  from?: string;
  /** Prefills the login form, e.g. after registering. */
  email?: string;
  /**
   * The server's answer the login screen keeps in view: after registering it says to open the mailed link,
   * after confirming that the account is ready (docs/customer.md §2.2).
   */
  message?: string;
}

function field(state: unknown, name: keyof ReturnState): string | undefined {
  if (typeof state !== 'object' || state === null || !(name in state)) return undefined;
  const value: unknown = (state as Record<string, unknown>)[name];
  return typeof value === 'string' ? value : undefined;
}

/**
 * Where to go after logging in: the protected screen that sent the customer to /login, when that is a path
 * of this site (never another origin, never the login screens themselves); the dashboard otherwise
 * (docs/customer.md §6: logged-in users reaching login or register go to the dashboard).
 */
export function returnPath(state: unknown): string {
  const from = field(state, 'from');
  if (!from?.startsWith('/') || from.startsWith('//') || from.startsWith('/\\')) return PATHS.dashboard;
  const pathname = from.split(/[?#]/)[0] ?? '';
  const authScreens: readonly string[] = [
    PATHS.login,
    PATHS.register,
    PATHS.forgetPassword,
    PATHS.resetPassword,
    PATHS.confirmEmail,
  ];
  return authScreens.includes(pathname) ? PATHS.dashboard : from;
}

/** The email a previous screen handed to the login form, if any. */
export const stateEmail = (state: unknown): string => field(state, 'email') ?? '';

/** The message a previous screen handed to the login screen, if any. */
export const stateMessage = (state: unknown): string => field(state, 'message') ?? '';

/**
 * The token of a mailed link, `/reset-password#token=…` or `/confirm-email#token=…`: it rides in the
 * fragment, which the browser never sends to a server (docs/customer.md §2.2, §2.10).
 */
export function readLinkToken(hash: string): string {
  const params = new URLSearchParams(hash.startsWith('#') ? hash.slice(1) : hash);
  return params.get('token')?.trim() ?? '';
}
