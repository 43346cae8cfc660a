import type { Plugin } from 'vite';

/** Compiles Lingui's macros of the app whose lingui.config.ts is in `root` (vite.mjs). */
export function linguiMacros(root: string): Plugin;
