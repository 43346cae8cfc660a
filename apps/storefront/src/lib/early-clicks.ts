// A server-rendered page is painted before its script has taken it over (src/main.tsx hydrates once the
// page's language and route modules are loaded). A button pressed in between would do nothing: the inline
// script of every server-rendered page (EARLY_CLICKS_SCRIPT, src/entry-server.tsx) keeps such presses, and
// once the page is hydrated each kept button is pressed again, on the same element (hydration keeps the
// server's nodes). From the moment hydration starts, React takes the clicks itself (it hydrates what was
// clicked first), so nothing is kept twice. Links need none of this: they work without JavaScript.

const KEPT = '__SAJILO_EARLY_CLICKS__';
const HYDRATING = '__SAJILO_HYDRATING__';

declare global {
  interface Window {
    __SAJILO_EARLY_CLICKS__?: HTMLButtonElement[];
    __SAJILO_HYDRATING__?: boolean;
  }
}

/** The inline script's text: keeps each button pressed before hydration starts (once per button). */
export const EARLY_CLICKS_SCRIPT = `(function(){var kept=window.${KEPT}=[];document.addEventListener('click',function(e){if(window.${HYDRATING})return;var b=e.target instanceof Element?e.target.closest('button'):null;if(!b||b.disabled)return;e.preventDefault();e.stopPropagation();if(kept.indexOf(b)<0)kept.push(b)},true)})()`;

/** Called just before hydrating: from here on React handles every click. */
export function hydrationStarts(): void {
  window[HYDRATING] = true;
}

/** Presses again the buttons pressed before hydration, in order; called once the page is hydrated. */
export function replayEarlyClicks(): void {
  const kept = window[KEPT];
  if (!Array.isArray(kept)) return;
  for (const button of kept.splice(0)) if (button.isConnected && !button.disabled) button.click();
}
