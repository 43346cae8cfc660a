// The page server's renderer (built by `vite build --ssr` into dist/server, used by page-server/): renders a
// public page to HTML with React's streaming renderer and react-router's static handler, with the API
// answers it shows inside (the browser's store takes them: src/main.tsx hydrates without asking again).
//
// How the data is gathered: on the server the RTK Query hooks start their queries during render
// (@sajilo/store), so a render pass collects what the page asks for; the renderer waits for those
// answers and renders again, until a pass asks for nothing new (sections that appear with an answer can
// ask for more). The final render runs on a fresh store filled from the same snapshot the browser gets,
// so both render the same state. A slow API never holds a page past `deadlineMs`: what has not answered
// renders as loading, and the browser asks for it.
import { createHash } from 'node:crypto';
import { Writable } from 'node:stream';
import { type AppStore, api, apiStateHydrated, createStore, type RootState } from '@sajilo/store';
import { loadRichTextSanitizer } from '@sajilo/ui';
import { Fragment, type ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  type HydrationState,
  StaticRouterProvider,
} from 'react-router-dom';
import type { Manifest, Render, RenderAnswer, RenderOptions, RenderResult } from '../page-server/renderer.js';
import { AppProviders } from './app/app.js';
import { type PageStatus, PageStatusContext } from './app/page-status.js';
import { type RouteHandle, routes } from './app/router.js';
import { CATALOGUE_MODULES, createI18n } from './i18n/i18n.js';
import { basenameOf, localeOfPath, numeralsOfSearch } from './i18n/locale.js';
import { EARLY_CLICKS_SCRIPT } from './lib/early-clicks.js';
import { ROOT_ID, SERVER_RENDERED_ID, type ServerRendered } from './lib/server-rendered.js';
import { SiteOriginContext } from './lib/site-origin.js';

const MAX_PASSES = 4;

export const render: Render = async function render({
  url,
  config,
  configScript,
  manifest,
  nonce,
  deadlineMs = 1500,
  decideMs = 5000,
  stylesheet,
}: RenderOptions): Promise<RenderResult> {
  // docs/nepal.md "Languages": the language is in the address (`/ne/…`); the router runs under its prefix.
  const { pathname, search } = new URL(url);
  const locale = localeOfPath(pathname);
  const basename = basenameOf(locale);
  const handler = createStaticHandler(routes, basename ? { basename } : {});
  const context = await handler.query(new Request(url));
  if (context instanceof Response) {
    return {
      kind: 'redirect',
      status: context.status,
      location: context.headers.get('Location') ?? '/',
    };
  }
  const handles = context.matches.map((match) => (match.route.handle ?? {}) as RouteHandle);
  if (handles.some((handle) => handle.clientOnly)) return { kind: 'client' };
  const origin = new URL(url).origin;
  const router = createStaticRouter(handler.dataRoutes, context);
  // RichText renders server HTML once its sanitiser has loaded (a chunk of its own in the browser): here it
  // is loaded before the first render (once per process), so the page holds the sanitised content.
  const [i18n] = await Promise.all([createI18n(locale, numeralsOfSearch(search)), loadRichTextSanitizer()]);
  const page = (store: AppStore, status: PageStatus) => (
    <SiteOriginContext.Provider value={origin}>
      <PageStatusContext.Provider value={status}>
        <AppProviders store={store} i18n={i18n}>
          <StaticRouterProvider router={router} context={context} hydrate={false} nonce={nonce} />
        </AppProviders>
      </PageStatusContext.Provider>
    </SiteOriginContext.Provider>
  );

  const modules = [
    ...handles.flatMap((handle) => (handle.module ? [handle.module] : [])),
    CATALOGUE_MODULES[locale],
  ];
  const apiOrigin = new URL(config.apiBaseUrl).origin;
  const routerState = {
    loaderData: context.loaderData,
    actionData: context.actionData,
    errors: context.errors,
  } satisfies HydrationState;
  /** The whole document around the page rendered on `store`, handing `snapshot` to the browser. */
  const documentOf = (store: AppStore, snapshot: RootState['api'], status: PageStatus) =>
    renderToString(
      <Document
        manifest={manifest}
        stylesheet={stylesheet}
        lang={locale}
        modules={modules}
        apiOrigin={apiOrigin}
        configScript={configScript}
        handoff={{ api: snapshot, router: routerState } satisfies ServerRendered}
        nonce={nonce}
      >
        {page(store, status)}
      </Document>,
      nonce,
    );
  const deadline = Date.now() + deadlineMs;
  const decideBy = Date.now() + Math.max(deadlineMs, decideMs);
  /** Waits for the running queries, never past `until`; false when it has passed. */
  const settle = async (running: Promise<unknown>[], until: number) => {
    const left = until - Date.now();
    if (left <= 0) return false;
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      Promise.allSettled(running),
      new Promise((resolve) => {
        timer = setTimeout(resolve, left);
      }),
    ]);
    clearTimeout(timer);
    return true;
  };
  // Render passes: each starts the queries it meets; wait for them, then render again.
  // The page's language goes with every call: the server writes its messages in it.
  const apiConfig = { ...config, language: locale };
  const recorder = answerRecorder();
  const gathering = createStore({ config: apiConfig, fetch: recorder.fetch });
  // RTK Query asks again for a query that failed whenever a component subscribes to it, as each render pass
  // does: the failure a page was decided by (a 404) would be pending again when the snapshot is taken past
  // the deadline, and the page would render as loading. The last failure of each query, as each pass found
  // it, stands in for it.
  const failed = new Map<string, RootState['api']['queries'][string]>();
  const noteFailures = () => {
    for (const [key, entry] of Object.entries(gathering.getState().api.queries)) {
      if (entry?.status === 'rejected') failed.set(key, entry);
    }
  };
  let complete = false;
  for (let pass = 0; pass < MAX_PASSES; pass += 1) {
    const passStatus: PageStatus = { code: 200 };
    noteFailures();
    await renderToString(page(gathering, passStatus), nonce);
    const running = gathering.dispatch(api.util.getRunningQueriesThunk());
    if (running.length === 0) {
      complete = true;
      break;
    }
    // A page still waiting for its own record waits for it up to decideMs; the rest, up to the deadline.
    if (!(await settle(running, passStatus.undecided && passStatus.code === 200 ? decideBy : deadline)))
      break;
  }
  noteFailures();
  const gathered = gathering.getState().api;
  const snapshot = stableSnapshot({
    ...gathered,
    queries: Object.fromEntries(
      Object.entries(gathered.queries).map(([key, entry]) => [
        key,
        entry?.status === 'pending' ? (failed.get(key) ?? entry) : entry,
      ]),
    ),
  });
  gathering.dispatch(api.util.resetApiState());

  // The page as the snapshot stands, on a store that starts nothing (the hooks' render-time
  // subscriptions are dropped): a query that failed stays failed in this render as in the browser's
  // first one, and one that has not answered by the deadline shows loading.
  const filled = createStore({ config: apiConfig });
  filled.dispatch(apiStateHydrated(snapshot));
  const store: AppStore = {
    ...filled,
    dispatch: ((action: unknown) =>
      typeof action === 'function' ? undefined : filled.dispatch(action as never)) as AppStore['dispatch'],
  };
  const status: PageStatus = { code: context.statusCode };
  const body = await documentOf(store, snapshot, status);
  const answers = complete ? recorder.answers() : undefined;
  // Its own record never came: whether the page exists is not known, so it is not claimed (a crawler comes
  // back; a visitor's browser asks the API itself, as for any section still loading).
  if (!complete && status.undecided && status.code === 200) {
    return { kind: 'page', status: 503, html: body, retryAfter: Math.ceil(decideMs / 1000) };
  }
  return { kind: 'page', status: status.code, html: body, ...(answers ? { answers } : {}) };
};

/**
 * A fetch that notes every GET it answers (address, headers, status, ETag, the body's SHA-256): what the
 * page server needs to tell later whether the page would still render the same. `answers()` is undefined
 * when any call failed or was not a GET (a page built on those is not kept).
 */
function answerRecorder() {
  const seen = new Map<string, RenderAnswer>();
  let keepable = true;
  const recording: typeof globalThis.fetch = async (input, init) => {
    const request = new Request(input, init);
    if (request.method !== 'GET') keepable = false;
    let res: Response;
    try {
      res = await globalThis.fetch(request);
    } catch (error) {
      keepable = false;
      throw error;
    }
    const bytes = new Uint8Array(await res.clone().arrayBuffer());
    const headers = [...request.headers.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    const etag = res.headers.get('ETag') ?? undefined;
    seen.set(`${request.url} ${JSON.stringify(headers)}`, {
      url: request.url,
      headers,
      status: res.status,
      ...(etag ? { etag } : {}),
      digest: createHash('sha256').update(bytes).digest('base64url'),
    });
    return res;
  };
  return { fetch: recording, answers: () => (keepable ? [...seen.values()] : undefined) };
}

const sortedByKey = <T,>(record: Record<string, T>): Record<string, T> =>
  Object.fromEntries(Object.entries(record).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));

/**
 * The cache in an order that does not depend on which answer came first, so the same page renders to the
 * same HTML (its ETag, page-server/pages.ts) whatever the timing. The answers themselves are left as they came.
 */
function stableSnapshot(state: RootState['api']): RootState['api'] {
  return {
    ...state,
    queries: sortedByKey(state.queries),
    mutations: {},
    subscriptions: {},
    provided: {
      ...state.provided,
      tags: sortedByKey(
        Object.fromEntries(
          Object.entries(state.provided.tags).map(([tag, ids]) => [
            tag,
            sortedByKey(
              Object.fromEntries(
                Object.entries(ids ?? {}).map(([id, keys]) => [id, [...(keys ?? [])].sort()]),
              ),
            ),
          ]),
        ),
      ),
      keys: sortedByKey(state.provided.keys),
    },
  } as RootState['api'];
}

/** Renders with React's streaming renderer, waiting for everything (the page is sent whole). */
function renderToString(element: ReactNode, nonce: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        chunks.push(Buffer.from(chunk));
        done();
      },
      final(done) {
        resolve(Buffer.concat(chunks).toString('utf8'));
        done();
      },
    });
    const stream = renderToPipeableStream(element, {
      nonce,
      // The page is sent whole, so every Suspense boundary goes in its place: React would otherwise send a
      // large one apart, after the rest, for a script to move it into place later (the page would first
      // paint without it and then jump).
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady() {
        stream.pipe(sink);
      },
      onShellError: reject,
      onError(error) {
        // An error inside a boundary renders its fallback; the browser renders that part again.
        console.error('Sajilo storefront: render error', error);
      },
    });
    setTimeout(() => stream.abort(new Error('render timed out')), 10_000).unref();
  });
}

/**
 * The first script of the head: the browser paints nothing until the parser has reached the handed-over data
 * block after #root, i.e. until the whole page is in the DOM (`<link rel="expect" blocking="render">`, HTML's
 * render-blocking by element; Chromium lifts it when the element is inserted, so it names the element after
 * the page, not #root). The page arrives whole in one response, but Chromium's parser yields once the head's
 * inline stylesheets have used its time slice; when it painted then, with part of the body parsed, it parsed
 * and laid out the rest after the first paint, the page's longest task (45–55 ms here, 100–140 ms on
 * Lighthouse's simulated phone), where it blocks a shopper's first tap. Whether that paint came first was a
 * race, so home's Total Blocking Time read 0–139 ms between runs of the same page; held, the layout is done
 * once, before the first paint. Added by this script rather than written as markup: the W3C checker (vnu
 * 26.9) allows `blocking` only on stylesheet links, though the HTML standard gives it to `expect` too; a link
 * a script adds before `<body>` blocks the same (docs/storefront.md "Speed"). Once the document is parsed the
 * link has done its work and is removed, so the document the app leaves validates too. Browsers without it
 * paint as before.
 */
export const HOLD_FIRST_PAINT_SCRIPT = `(function(d){var l=d.createElement('link');l.rel='expect';l.href='#${SERVER_RENDERED_ID}';l.setAttribute('blocking','render');d.head.appendChild(l);d.addEventListener('DOMContentLoaded',function(){l.remove()})})(document)`;

/** Module preloads the page's loader adds in one task (scriptLoader). */
const PRELOADS_PER_TASK = 2;

function entryScript(manifest: Manifest): string {
  return `/${manifest['index.html']?.file ?? 'src/main.tsx'}`;
}

/**
 * The inline script that starts the page's scripts once the page has painted (docs/storefront.md "Speed").
 * The page is whole without them (server-rendered HTML, stylesheets inline, links that work): they make it
 * interactive, and fetched beside the HTML they would share a slow connection with it and with the largest
 * picture. So nothing in the HTML names a script: after the first contentful paint this adds the module
 * preloads of the entry's and the page's chunks (low priority, as before) and the entry script, which
 * hydrates the page. A button pressed meanwhile is kept and pressed again once hydrated
 * (src/lib/early-clicks.ts). Where the browser cannot report paints, they start once the document has been
 * parsed and a frame drawn; if no paint is reported within 3 s (a tab opened in the background), they start
 * anyway. The preloads are added a few at a time, a task each: each one starts a fetch, and all 40–45 of a
 * product page in one task took 40–55 ms of the main thread on the development machine (160–220 ms on
 * Lighthouse's 4× slower phone, the page's longest task); the entry script comes last.
 */
export function scriptLoader(entry: string, preloads: string[]): string {
  const list = JSON.stringify(preloads.map((file) => `/${file}`)).replace(/</g, '\\u003c');
  return `(function(d){var P=${list},E=${JSON.stringify(entry).replace(/</g, '\\u003c')},s=0;function go(){if(s)return;s=1;var h=d.head,i=0;(function some(){P.slice(i,i+${PRELOADS_PER_TASK}).forEach(function(f){var l=d.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.fetchPriority='low';l.href=f;h.appendChild(l)});i+=${PRELOADS_PER_TASK};if(i<P.length)return setTimeout(some,0);var e=d.createElement('script');e.type='module';e.crossOrigin='anonymous';e.fetchPriority='low';e.src=E;h.appendChild(e)})()}function later(){setTimeout(go,0)}var O=window.PerformanceObserver;if(O&&O.supportedEntryTypes&&O.supportedEntryTypes.indexOf('paint')>=0){new O(function(l,o){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();later()}}).observe({type:'paint',buffered:true});setTimeout(go,3000)}else d.addEventListener('DOMContentLoaded',function(){requestAnimationFrame(later)})})(document)`;
}

/**
 * The stylesheets and module preloads of the entry and of the page's route chunks (Vite's manifest). The
 * parts a route's chunks load lazily (the home page's sliders and sections below the fold, the lower half
 * of a product page) are rendered here too, so their stylesheets go into the head, but their scripts are
 * not preloaded: the browser hydrates those parts after the rest of the page, and their bytes stay out of
 * the way of the first paint and the largest picture. (The entry's own lazy imports are the other routes
 * and the dialogs, none of them on the page.)
 */
function assetsOf(manifest: Manifest, modules: string[]) {
  const entry = 'index.html';
  // The app itself, which the entry imports after React DOM and the router, each in a task of its own
  // (src/main.tsx, src/start.tsx): preloaded with the entry; its own lazy imports are the routes and the dialogs.
  const start = 'src/start.tsx';
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const styled = new Set<string>();
  const lazy: string[] = [];
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || scripts.has(chunk.file)) return;
    scripts.add(chunk.file);
    for (const css of chunk.css ?? []) styles.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
    if (key !== entry && key !== start) lazy.push(...(chunk.dynamicImports ?? []));
  };
  const visitStyles = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || styled.has(key)) return;
    styled.add(key);
    for (const css of chunk.css ?? []) styles.add(css);
    for (const imported of chunk.imports ?? []) visitStyles(imported);
    for (const imported of chunk.dynamicImports ?? []) visitStyles(imported);
  };
  visit(entry);
  visit(start);
  for (const module of modules) visit(module);
  styled.add(entry);
  styled.add(start);
  for (const key of lazy) visitStyles(key);
  scripts.delete(manifest[entry]?.file ?? '');
  return { scripts: [...scripts], styles: [...styles] };
}

/** The HTML `disabled` attribute of a stylesheet link (React's types leave it out for <link>). */
const DISABLED = { disabled: true };

interface DocumentProps {
  manifest: Manifest;
  stylesheet: RenderOptions['stylesheet'];
  /** The page's language (`<html lang>`). */
  lang: string;
  modules: string[];
  apiOrigin: string;
  configScript: string;
  handoff: ServerRendered;
  nonce: string;
  children: ReactNode;
}

/** The whole HTML document; the browser hydrates what is inside #root. */
function Document({
  manifest,
  stylesheet,
  lang,
  modules,
  apiOrigin,
  configScript,
  handoff,
  nonce,
  children,
}: DocumentProps) {
  const { scripts, styles } = assetsOf(manifest, modules);
  const json = JSON.stringify(handoff).replace(/</g, '\\u003c');
  // configScript is the inline <script> from page-server/config.ts; only its body goes into the element.
  const configBody = configScript.replace(/^<script[^>]*>/, '').replace(/<\/script>$/, '');
  return (
    <html lang={lang}>
      <head>
        <meta charSet="UTF-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0F5C4A" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="preconnect" href={apiOrigin} />
        {styles.map((file) => {
          // Inline: a render-blocking request each would cost the first paint a round trip on a slow
          // network. The disabled link beside it (never fetched, never applied) is what Vite's chunk loader
          // looks for before it links a chunk's stylesheet: without it, the loader would append a second
          // copy at the end of the head when the page's chunks load, and rules that lost to later
          // stylesheets would win, moving the page under the visitor's eyes.
          const css = stylesheet?.(file);
          return css === undefined ? (
            <link key={file} rel="stylesheet" crossOrigin="" href={`/${file}`} />
          ) : (
            <Fragment key={file}>
              <style
                nonce={nonce}
                // biome-ignore lint/security/noDangerouslySetInnerHtml: our own built stylesheet.
                dangerouslySetInnerHTML={{ __html: css }}
              />
              <link rel="stylesheet" crossOrigin="" href={`/${file}`} {...DISABLED} />
            </Fragment>
          );
        })}
        <script
          nonce={nonce}
          // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with < escaped and our own script, built here.
          dangerouslySetInnerHTML={{
            __html: `${HOLD_FIRST_PAINT_SCRIPT};${configBody};${EARLY_CLICKS_SCRIPT};${scriptLoader(entryScript(manifest), scripts)}`,
          }}
        />
      </head>
      <body>
        <div id={ROOT_ID}>{children}</div>
        <script
          type="application/json"
          id={SERVER_RENDERED_ID}
          nonce={nonce}
          // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with < escaped, built here.
          dangerouslySetInnerHTML={{ __html: json }}
        />
      </body>
    </html>
  );
}
