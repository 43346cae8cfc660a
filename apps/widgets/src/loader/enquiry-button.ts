// docs/customer.md §2.9 shell: a floating Enquiry button opens the popup. It is part of the loader (a few
// hundred bytes) so the popup's chunk is fetched only when someone asks for it. The loader decides where it
// shows.
import { msg } from '@lingui/core/macro';
import type { Locale, WidgetConfig } from '../shared/config';
import { isColour } from '../shared/theme';

/**
 * The button's word is a message like any other (`lingui extract` puts it in the loader's own catalogue,
 * src/locales/{locale}/loader.po), but the 2 KB loader carries no catalogue: its build reads that catalogue
 * and writes the word of each language in here (vite.loader.config.ts).
 */
export const ENQUIRY = msg`Enquiry`;
declare const __ENQUIRY_WORD__: Record<Locale, string>;

// `all: initial !important` on the host: important declarations of a shadow tree win over the page's, so
// partner rules such as `div { display: none !important; transform: … }` cannot hide or move the button.
// The generic `sans-serif` (Roboto on Android), not `system-ui`: resolving `system-ui` on a page that has
// not used it costs Chrome a font lookup that doubled the button's share of main-thread time in
// `pnpm bench:widgets` (README, "Sizes and performance").
const CSS =
  ':host{all:initial!important;position:fixed!important}' +
  'button{all:initial;position:fixed;right:20px;bottom:20px;z-index:2147482000;min-height:44px;padding:0 22px;border-radius:22px;' +
  'background:var(--c,#0f5c4a);color:#fff;font:600 15px sans-serif;box-shadow:0 6px 16px #10182840;cursor:pointer}' +
  'button:focus-visible{outline:3px solid #1d4ed8;outline-offset:3px}' +
  // shared/theme.ts contrastOn(): white on dark colours, black on light ones.
  '@supports (color:lch(from red l c h)){button{color:lch(from var(--c,#0f5c4a) calc((50 - l)*100) 0 0)}}';

export function renderEnquiryButton(config: WidgetConfig, onOpen: (button: HTMLButtonElement) => void): void {
  const host = document.createElement('div');
  const shadow = host.attachShadow({ mode: 'open' });
  const style = document.createElement('style');
  style.textContent = CSS;
  const button = document.createElement('button');
  button.type = 'button';
  button.setAttribute('aria-haspopup', 'dialog');
  button.textContent = __ENQUIRY_WORD__[config.locale];
  // A theme colour the browser does not understand is ignored (the default stays).
  if (isColour(config.theme)) button.style.setProperty('--c', config.theme);
  button.addEventListener('click', () => onOpen(button));
  shadow.append(style, button);
  document.body.append(host);
}
