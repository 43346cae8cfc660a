// @sajilo/widgets is files to host (dist/: loader.js and the chunks it loads; see README.md). This entry
// names those files and types the one global the loader defines, for sites written in TypeScript.

/** The widgets a page may show (`data-widgets`, `data-sajilo`). */
export type WidgetName = 'enquiry' | 'subscribe' | 'support-ticket';

/** `Sajilo(…)`, the global the loader defines; the snippet's stub queues calls made before it arrives. */
export interface Sajilo {
  /** Opens or closes the enquiry popup. */
  (command: 'open' | 'close', widget: 'enquiry'): void;
  /** Mounts the widgets of `data-sajilo` elements added since, inside `root` (default: the document). */
  (command: 'mount', root?: Element): void;
  /** Calls the snippet's stub queued before the loader arrived. */
  q?: unknown[][];
}

declare global {
  interface Window {
    Sajilo?: Sajilo;
  }
}

/** The script partners load with `<script async src="…/loader.js" data-key=…>`, relative to `dist/`. */
export declare const loader: 'loader.js';

/** Every script of the build, relative to `dist/`: host them together (the loader imports the others). */
export declare const files: readonly string[];
