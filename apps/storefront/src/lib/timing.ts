// Every timing constant the storefront uses, in one module (DESIGN.md "Deliberate differences": the
// seed's artificial waits — add to cart 2.5 s, login 2.5 s, reload after login 5 s, feedback modal 2 s,
// feedback result 1–2 s — are not copied; spinners show only while a request is really in flight).
import { TOAST_DURATIONS, TOAST_LIMIT } from '@sajilo/ui';

/** seed 001 §4, §9: protected screens check the session this often (ms). */
export const SESSION_CHECK_INTERVAL_MS = 10_000;

/** seed 001 §2, §4, §9: after a placed order, the confirmation shows this long before the order (ms). */
export const POST_CHECKOUT_REDIRECT_MS = 3_000;

/** seed 001 §4, §9: after logout, the confirmation shows this long before the login screen (ms). */
export const POST_LOGOUT_REDIRECT_MS = 3_000;

/** seed 001 §4, §9: the floating enquiry popup appears this long after load, desktop only (ms). */
export const ENQUIRY_POPUP_DELAY_MS = 10_000;

/** seed 001 §2, §9: the header becomes sticky after the page scrolled this far (px). */
export const STICKY_HEADER_OFFSET_PX = 200;

/** seed 001 §4, §9: success toasts 2 s, error toasts 4 s, loading toasts until dismissed (ms). */
export const TOAST_DURATION_MS = TOAST_DURATIONS;

/** seed 001 §4, §9: at most this many toasts are kept. */
export const TOAST_MAX = TOAST_LIMIT;
