// The one Chromium of a browser test suite. Each suite (storefront, back office, widgets) runs its files one
// after another in one worker (vitest `isolate: false`, `fileParallelism: false`), so its files share a
// browser instead of each launching its own: a launch and close cost about a second of both cores, once a
// file. A test's isolation is its context (cookies, storage, cache); a file closes the contexts it opened
// when it ends (`closeContexts`), so no page of one file runs on beside the next, except the pages kept for
// the next test (`keptPage`, below), which hold nothing of the test that had them.
import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';
import { chromium } from 'playwright-core';
import { chromeFlags, testChromePath } from './chromium.js';

let shared: Promise<Browser> | undefined;

/** The suite's browser, launched by the first file that asks; launched again should it have gone. */
export function sharedBrowser(): Promise<Browser> {
  if (!shared) {
    const launching = chromium.launch({ executablePath: testChromePath, args: chromeFlags });
    shared = launching;
    launching.then(
      (browser) =>
        browser.on('disconnected', () => {
          if (shared === launching) shared = undefined;
        }),
      () => {
        if (shared === launching) shared = undefined;
      },
    );
  }
  return shared;
}

/** Closes every context (and so every page) a file left open in the shared browser, but the kept pages. */
export async function closeContexts(browser: Browser): Promise<void> {
  if (process.env.SAJILO_KEPT_PAGES) console.log('kept pages:', keptPageCounts);
  const keep = new Set((kept.get(browser) ?? []).filter((entry) => entry.free).map((entry) => entry.context));
  await Promise.all(
    browser
      .contexts()
      .filter((context) => !keep.has(context))
      .map((context) => context.close()),
  );
}

// --- pages kept from one test for the next ------------------------------------------------------------
//
// A new context's first page costs Chromium about 1.5 s of CPU on this machine (a renderer process started
// and the app's scripts parsed, compiled and run in a new V8 isolate), a page already open about 0.3 s for the
// same address (docs/testing.md "Browser suites"). So a page a test is done with is
// handed to the next test that asks for one at the same viewport, emptied first: its other tabs closed;
// every cookie and the storage of the origins the suite names cleared; the history reset; the init scripts,
// bindings, routes and listeners the test added removed; the mouse moved off the page; the viewport set
// back; on the app's plain address (below), or on about:blank. Its HTTP cache stays, as a returning shopper's does: what it holds is immutable
// (hashed scripts, pictures) or revalidated on every use (the API's answers and the pages are `no-cache`
// or `max-age=0`); clearing it too cost a fifth more CPU. A test that needs a cold cache (a layout shift
// while pictures arrive) clears it itself. A test that changes what the emptying cannot undo (the clock, the
// context's own settings, routes or listeners, a default timeout, the emulated media, extra headers) spoils
// the page, and a page whose test failed is not trusted either: such a page is closed with its context, as
// every page was before.
// SAJILO_KEPT_PAGES=1 prints how many pages were opened and handed on, the time spent emptying them, and
// what spoilt each; =off keeps
// none (each test's page is closed with its context), to compare.

/** What `page.x(…)` or `page.context().x(…)` does that `empty` cannot undo. */
const SPOILING = [
  'routeFromHAR',
  'routeWebSocket',
  'addLocatorHandler',
  'setExtraHTTPHeaders',
  'emulateMedia',
  'setDefaultTimeout',
  'setDefaultNavigationTimeout',
] as const;
const SPOILING_CONTEXT = [
  ...SPOILING,
  'on',
  'once',
  'prependListener',
  'prependOnceListener',
  'route',
  'addInitScript',
  'exposeBinding',
  'exposeFunction',
  'grantPermissions',
  'clearPermissions',
  'setGeolocation',
  'setOffline',
  'setHTTPCredentials',
  'newCDPSession',
  'close',
] as const;
const SPOILING_CLOCK = [
  'install',
  'fastForward',
  'pauseAt',
  'resume',
  'runFor',
  'setFixedTime',
  'setSystemTime',
];
/** Page methods whose answer (a Disposable) undoes them. */
const DISPOSABLE = ['addInitScript', 'exposeBinding', 'exposeFunction'] as const;
/** Page methods that add a listener, removed again by `empty`. */
const LISTENING = ['on', 'once', 'prependListener', 'prependOnceListener'] as const;

interface Kept {
  context: BrowserContext;
  page: Page;
  cdp: CDPSession;
  viewport: { width: number; height: number };
  free: boolean;
  spoilt: boolean;
  /** What the test added to the page, undone by `empty`. */
  added: (() => Promise<unknown>)[];
}

const kept = new WeakMap<Browser, Kept[]>();

/** How many pages `keptPage` opened and how many it handed on, and the time spent emptying them (ms). */
export const keptPageCounts = { opened: 0, reused: 0, emptyingMs: 0 };

/**
 * Empties a kept page for the next test: what a new context's page would not have. `plain`: an address on
 * the app's origin that runs no app (its robots.txt), where the tab's session storage is emptied.
 */
async function empty(entry: Kept, plain: string | undefined, origins: readonly string[]): Promise<void> {
  const { context, page, cdp, viewport } = entry;
  // Each step is a round trip to the browser: those that do not depend on one another go together.
  await Promise.all([
    ...context
      .pages()
      .filter((other) => other !== page)
      .map((other) => other.close()),
    ...entry.added.splice(0).map((undo) => undo()),
    page.unrouteAll({ behavior: 'ignoreErrors' }),
  ]);
  // The last document stops (its timers, its requests) before the storage goes: the navigation away has
  // unloaded it once the new one is there, and nothing more is waited for (the storefront's own `goto` waits
  // for its app to hydrate, which a plain address never does: the page's own `goto` here, not a suite's).
  // The page stays on the plain address when there is one: a second navigation, to about:blank, cost the
  // emptying a third more, and the next test's first page (on the app's origin) starts sooner from there.
  // Its session storage is emptied through DevTools, beside the rest, not by a script in the page.
  const goto = (Object.getPrototypeOf(page) as Page).goto.bind(page);
  await goto(plain ?? 'about:blank', { waitUntil: 'domcontentloaded' });
  const size = page.viewportSize();
  await Promise.all([
    context.clearCookies(),
    cdp.send('Page.resetNavigationHistory'),
    ...origins.map((origin) => cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' })),
    ...(plain
      ? [
          cdp.send('DOMStorage.clear', {
            storageId: { securityOrigin: new URL(plain).origin, isLocalStorage: false },
          }),
        ]
      : []),
    page.mouse.move(-1, -1),
    size?.width !== viewport.width || size?.height !== viewport.height
      ? page.setViewportSize(viewport)
      : undefined,
  ]);
}

type Methods = Record<string, (...args: unknown[]) => unknown>;

/** Wraps the page's and its context's methods: what a test adds is noted for `empty`, the rest spoils. */
function watch(entry: Kept): void {
  const wrap = (
    target: object,
    names: readonly string[],
    after: (name: string, args: unknown[], answer: unknown) => void,
  ) => {
    const methods = target as Methods;
    for (const name of names) {
      const original = methods[name]?.bind(target);
      if (!original) continue;
      methods[name] = (...args: unknown[]) => {
        const answer = original(...args);
        after(name, args, answer);
        return answer;
      };
    }
  };
  const spoil = (name: string) => {
    if (process.env.SAJILO_KEPT_PAGES && !entry.spoilt)
      console.log('spoilt by', name, new Error().stack?.split('\n').slice(3, 6).join(' | '));
    entry.spoilt = true;
  };
  wrap(entry.page, SPOILING, spoil);
  wrap(entry.context, SPOILING_CONTEXT, spoil);
  wrap(entry.page.clock, SPOILING_CLOCK, spoil);
  wrap(entry.context.clock, SPOILING_CLOCK, spoil);
  wrap(entry.page, DISPOSABLE, (_name, _args, answer) => {
    entry.added.push(async () => (await (answer as Promise<{ dispose(): Promise<void> }>)).dispose());
  });
  const page = entry.page as unknown as Methods;
  wrap(entry.page, LISTENING, (_name, [event, listener]) => {
    entry.added.push(async () => page.off?.(event, listener));
  });
  // A test's `page.close()` leaves an unspoilt page open, to be emptied and kept when the test ends.
  entry.page.close = async (options) => {
    if (entry.spoilt) return entry.context.close(options);
  };
}

/**
 * A page at `viewport` for one test: one an earlier test of the suite left unspoilt, emptied, or else a new
 * one from `open` (which opens a new context and sets up what every page of the suite has: listeners on
 * the context and the page, before `keptPage` watches it). `origins.emptied`: those whose storage is
 * emptied; `origins.plain`: an address on the app's origin that runs no app, where the tab's session storage
 * is emptied (none: the app keeps nothing there).
 * The test's end must call `done` with whether it failed: a page that failed or was spoilt is closed with its
 * context, any other is kept.
 */
export async function keptPage(
  browser: Browser,
  viewport: { width: number; height: number },
  origins: { plain?: string; emptied: readonly string[] },
  open: () => Promise<Page>,
): Promise<{ page: Page; done: (failed: boolean) => Promise<void> }> {
  const entries = kept.get(browser) ?? [];
  kept.set(browser, entries);
  for (let i = entries.length - 1; i >= 0; i--) if (entries[i]?.page.isClosed()) entries.splice(i, 1);
  let entry = entries.find(
    (e) => e.free && e.viewport.width === viewport.width && e.viewport.height === viewport.height,
  );
  if (entry) {
    entry.free = false;
    keptPageCounts.reused++;
  } else {
    const page = await open();
    const context = page.context();
    entry = {
      context,
      page,
      cdp: await context.newCDPSession(page),
      viewport,
      free: false,
      spoilt: false,
      added: [],
    };
    watch(entry);
    entries.push(entry);
    keptPageCounts.opened++;
  }
  const taken = entry;
  const drop = async () => {
    if (entries.includes(taken)) entries.splice(entries.indexOf(taken), 1);
    await taken.context.close().catch(() => {});
  };
  return {
    page: taken.page,
    // Emptied as soon as its test ends, so that a page waiting for the next test runs nothing meanwhile.
    async done(failed) {
      if (failed || taken.spoilt || taken.page.isClosed() || process.env.SAJILO_KEPT_PAGES === 'off')
        return drop();
      const started = performance.now();
      try {
        await empty(taken, origins.plain, origins.emptied);
        taken.free = true;
        keptPageCounts.emptyingMs += Math.round(performance.now() - started);
      } catch (error) {
        // A page that cannot be emptied is not handed on.
        if (process.env.SAJILO_KEPT_PAGES) console.log('not emptied:', error);
        await drop();
      }
    },
  };
}
