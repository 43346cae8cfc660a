// The one script a partner pastes (built as an IIFE, ≤ 2 KB gzipped). It defines the only global,
// `Sajilo`, replays the calls queued by the snippet's stub, and once the page has loaded and is idle it
// watches the mount points and loads each widget's chunk only when it is needed: an inline widget when
// it comes near the viewport, the enquiry popup when it is opened or its timer fires.
import {
  type EnquiryModule,
  type InlineWidgetModule,
  parseConfig,
  type WidgetConfig,
  type WidgetName,
} from '../shared/config';
import { DISMISSED_KEY, LARGE_SCREEN } from '../shared/constants';
import { renderEnquiryButton } from './enquiry-button';

/** File names of the widget chunks, written in by the build from the widgets' manifest. */
declare const __WIDGET_FILES__: Record<WidgetName, string>;

type Command = (command: string, ...args: unknown[]) => void;
type Stub = Command & { q?: unknown[][] };

declare global {
  interface Window {
    Sajilo?: Stub;
  }
}

const warn = (...words: unknown[]) => console.warn('Sajilo widgets:', ...words);

// A classic script (async or not) knows itself while it runs; the partner's data-* attributes are on it.
const script = document.currentScript instanceof HTMLScriptElement ? document.currentScript : null;
const queued = window.Sajilo?.q ?? [];
const parsed = parseConfig(script?.dataset ?? {});

if (script && parsed.ok) start(parsed.config, new URL('./', script.src).href);
else warn(parsed.ok ? 'no <script>' : parsed.problem);

function start(config: WidgetConfig, base: string): void {
  const enabled = (name: string): name is WidgetName => config.widgets.some((widget) => widget === name);
  const chunks = new Map<WidgetName, Promise<unknown>>();
  // The chunk's exports are typed by the interface it is built against (shared/config.ts).
  const load = <T>(name: WidgetName): Promise<T> => {
    const chunk = chunks.get(name) ?? import(/* @vite-ignore */ base + __WIDGET_FILES__[name]);
    chunks.set(name, chunk);
    return chunk as Promise<T>;
  };

  let enquiryOpened = false;
  const openEnquiry = (returnFocus: HTMLElement | null) => {
    if (!enabled('enquiry')) return warn('data-widgets has no enquiry');
    enquiryOpened = true;
    load<EnquiryModule>('enquiry').then((enquiry) => enquiry.open(config, returnFocus), warn);
  };

  const mountNow = (element: Element) => {
    const name = element.getAttribute('data-sajilo') ?? '';
    if (enabled(name) && element instanceof HTMLElement) {
      load<InlineWidgetModule>(name).then((widget) => widget.mount(element, config), warn);
    }
  };
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer.unobserve(entry.target);
        mountNow(entry.target);
      }
    },
    { rootMargin: '200px' },
  );
  const mounted = new WeakSet<Element>();
  const scan = (root: ParentNode) => {
    for (const element of root.querySelectorAll('[data-sajilo]')) {
      if (mounted.has(element)) continue;
      mounted.add(element);
      const name = element.getAttribute('data-sajilo') ?? '';
      if ((name === 'subscribe' || name === 'support-ticket') && enabled(name)) observer.observe(element);
      else warn('data-widgets has no', name);
    }
  };

  const sajilo: Stub = (command, what) => {
    if (command === 'open' && what === 'enquiry') openEnquiry(deepActiveElement());
    else if (command === 'close' && what === 'enquiry') {
      if (chunks.has('enquiry')) load<EnquiryModule>('enquiry').then((enquiry) => enquiry.close(), warn);
    } else if (command === 'mount') scan(what instanceof Element ? what : document);
    else warn('unknown command', command);
  };
  window.Sajilo = sajilo;
  // Calls made before the loader arrived are kept by the stub and run now, in order: they come from the
  // partner's page (a button, a route change), so they do not wait for idle time.
  for (const call of queued) sajilo(String(call[0]), call[1]);

  const whenIdle = (then: () => void) =>
    'requestIdleCallback' in window ? requestIdleCallback(then, { timeout: 3000 }) : setTimeout(then, 200);
  const afterLoad = () => {
    const loadedAt = performance.now();
    whenIdle(() => {
      scan(document);
      if (!enabled('enquiry')) return;
      const large = matchMedia(LARGE_SCREEN);
      // The floating button, like the popup and the storefront's button, is for screens at least 1224 px
      // wide when the page loads (docs/customer.md §9), unless the partner wants it on every screen; a phone
      // then does none of its work.
      const button = config.enquiry.button;
      if (button === 'always' || (button === 'desktop' && large.matches))
        renderEnquiryButton(config, openEnquiry);
      // docs/customer.md §4: hidden at first, appears after the delay, desktop only; and (ours) not again in
      // this session once the visitor closed or sent it.
      if (config.enquiry.auto) {
        setTimeout(
          () => !enquiryOpened && large.matches && !dismissed() && openEnquiry(null),
          config.enquiry.delay - (performance.now() - loadedAt),
        );
      }
    });
  };
  if (document.readyState === 'complete') afterLoad();
  else addEventListener('load', afterLoad, { once: true });
}

function dismissed(): boolean {
  try {
    return sessionStorage.getItem(DISMISSED_KEY) !== null;
  } catch {
    // Storage blocked (sandboxed frame, privacy mode): behave as on a first visit.
    return false;
  }
}

/** The focused element, looking inside shadow roots (ours included), so focus can return there. */
function deepActiveElement(): HTMLElement | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active instanceof HTMLElement && active !== document.body ? active : null;
}
