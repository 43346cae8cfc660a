// Every timing constant the storefront uses, in one module (docs/design.md "Deliberate differences": the
// earlier site's artificial waits — add to cart 2.5 s, login 2.5 s, reload after login 5 s, feedback modal
// 2 s, feedback result 1–2 s — are not copied; spinners show only while a request is really in flight).
import { TOAST_DURATIONS, TOAST_LIMIT } from '@sajilo/ui';

/** docs/customer.md §4, §9: protected screens check the session this often (ms). */
export const SESSION_CHECK_INTERVAL_MS = 10_000;

/**
 * docs/customer.md §2, §4, §9: after a placed order, the confirmation shows this long before the order (ms).
 */
export const POST_CHECKOUT_REDIRECT_MS = 3_000;

/** docs/customer.md §4, §9: after logout, the confirmation shows this long before the login screen (ms). */
export const POST_LOGOUT_REDIRECT_MS = 3_000;

/** docs/customer.md §4, §9: the floating enquiry popup appears this long after load, desktop only (ms). */
export const ENQUIRY_POPUP_DELAY_MS = 10_000;

/** docs/browsing.md §9: the banner carousels (home page, product list) move on this often (ms). */
export const BANNER_AUTOPLAY_MS = 3_000;

/** docs/customer.md §2: the Contact Us image banner turns like the home banners (docs/browsing.md §9, ms). */
export const CONTACT_BANNER_AUTOPLAY_MS = 3_000;

/** docs/browsing.md §9: the home page's trending products slider (ms). */
export const TRENDING_AUTOPLAY_MS = 3_000;

/** docs/browsing.md §9: the upgrade slider and the other fading sliders of the home page (ms). */
export const FADE_AUTOPLAY_MS = 2_500;

/** docs/browsing.md §9: the brand logos slider (ms). */
export const BRANDS_AUTOPLAY_MS = 3_000;

/**
 * docs/browsing.md §9: the testimonials' pause at each stop (ms). Half a second is too short to read a quote,
 * so the slider glides slowly between its stops (TESTIMONIALS_GLIDE_MS) and keeps the interval of
 * docs/browsing.md §9 as the pause.
 */
export const TESTIMONIALS_AUTOPLAY_MS = 500;

/** The testimonials' slow glide from one stop to the next (ms). */
export const TESTIMONIALS_GLIDE_MS = 6_000;

/** The testimonials move at an ordinary pace when moved by a button or a swipe (ms). */
export const TESTIMONIALS_MANUAL_SPEED_MS = 400;

/**
 * docs/customer.md §2: the mobile menu opens this long after a page is opened with `#menu` in its address
 * (ms).
 */
export const MENU_FROM_HASH_DELAY_MS = 1_000;

/** docs/customer.md §2, §9: the header becomes sticky after the page scrolled this far (px). */
export const STICKY_HEADER_OFFSET_PX = 200;

/** docs/customer.md §4, §9: success toasts 2 s, error toasts 4 s, loading toasts until dismissed (ms). */
export const TOAST_DURATION_MS = TOAST_DURATIONS;

/** docs/customer.md §4, §9: at most this many toasts are kept. */
export const TOAST_MAX = TOAST_LIMIT;

/** docs/nepal.md "Payments": the Fonepay QR page asks the server whether the QR was paid this often (ms). */
export const FONEPAY_POLL_MS = 3_000;
