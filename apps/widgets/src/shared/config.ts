// The configuration a partner writes as data-* attributes on the loader's <script> tag, parsed once by the
// loader and handed to every widget. Parsing lives here (not in the loader file) so tests can reach it.

export const WIDGET_NAMES = ['enquiry', 'subscribe', 'support-ticket'] as const;
export type WidgetName = (typeof WIDGET_NAMES)[number];

export const LOCALES = ['en', 'ne'] as const;
export type Locale = (typeof LOCALES)[number];

/** docs/customer.md §9: the enquiry popup appears 10000 ms after load. */
export const DEFAULT_ENQUIRY_DELAY = 10_000;

export interface WidgetConfig {
  /** The partner key, sent as X-Api-Key. */
  key: string;
  /** The API host, e.g. http://localhost:4000 (no trailing slash). */
  api: string;
  /** Which widgets this page may show. */
  widgets: WidgetName[];
  locale: Locale;
  /** A CSS colour replacing the primary colour (#0F5C4A), or undefined. */
  theme: string | undefined;
  enquiry: {
    /** Milliseconds after the page's load event before the popup opens by itself. */
    delay: number;
    /** The popup's title, or undefined for the default. */
    title: string | undefined;
    /**
     * The floating "Enquiry" button that opens the popup (docs/customer.md §2.9 shell): `desktop` on screens
     * of at least 1224 px like the popup (docs/customer.md §9, as the storefront), `always` on every screen,
     * `off` none.
     */
    button: EnquiryButton;
    /** Whether the popup opens by itself after `delay` (desktop only). */
    auto: boolean;
  };
}

export type EnquiryButton = 'desktop' | 'always' | 'off';

export type ConfigResult = { ok: true; config: WidgetConfig } | { ok: false; problem: string };

const isWidgetName = (value: string): value is WidgetName => WIDGET_NAMES.some((name) => name === value);
const off = (value: string | undefined) => value === 'false' || value === 'off' || value === '0';

/** Reads the loader's data-* attributes (`element.dataset`); says what is wrong instead of guessing. */
export function parseConfig(data: Readonly<Record<string, string | undefined>>): ConfigResult {
  const key = data.key?.trim();
  if (!key) return { ok: false, problem: 'data-key is missing' };
  const api = data.api?.trim().replace(/\/+$/, '');
  if (!api || !/^https?:\/\/./.test(api)) return { ok: false, problem: 'data-api is not a URL' };
  const requested = (data.widgets ?? WIDGET_NAMES.join(',')).split(/[\s,]+/).filter((name) => name !== '');
  const unknown = requested.find((name) => !isWidgetName(name));
  if (unknown) return { ok: false, problem: `data-widgets: unknown ${unknown}` };
  const delay = Number(data.enquiryDelay ?? DEFAULT_ENQUIRY_DELAY);
  return {
    ok: true,
    config: {
      key,
      api,
      widgets: requested.filter(isWidgetName),
      // Nepali for "ne" or "ne-NP"; English for anything else.
      locale: data.locale?.trim().toLowerCase().startsWith('ne') ? 'ne' : 'en',
      theme: data.theme?.trim() || undefined,
      enquiry: {
        delay: Number.isFinite(delay) && delay >= 0 ? delay : DEFAULT_ENQUIRY_DELAY,
        title: data.enquiryTitle?.trim() || undefined,
        button: off(data.enquiryButton)
          ? 'off'
          : data.enquiryButton?.trim() === 'always'
            ? 'always'
            : 'desktop',
        auto: !off(data.enquiryAuto),
      },
    },
  };
}

/** What a widget chunk exports: mounts into `host` (a partner's element) and returns how to unmount. */
export interface InlineWidgetModule {
  mount(host: HTMLElement, config: WidgetConfig): () => void;
}

/** What the enquiry chunk exports. `returnFocus` is where focus goes back when the popup closes. */
export interface EnquiryModule {
  open(config: WidgetConfig, returnFocus?: HTMLElement | null): void;
  close(): void;
}
