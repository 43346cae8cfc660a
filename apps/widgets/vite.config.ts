// Builds the three widget chunks (ES modules the loader imports on demand). The widgets are written
// against React's API, as @sajilo/ui is; this build alone aliases React to preact/compat, which keeps a
// widget's whole code under 30 KB gzipped (README "Sizes": React itself would be about 60 KB more).
// WIDGETS_RENDERER=react builds with React into dist-react, only to measure that difference.
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';

const renderer = process.env.WIDGETS_RENDERER === 'react' ? 'react' : 'preact';

// Absolute files: @sajilo/ui's bundle imports "react" from its own folder, where preact is not installed.
const preact = (file: string) => fileURLToPath(new URL(`./node_modules/preact/${file}`, import.meta.url));
export const preactAliases = [
  { find: /^react-dom\/client$/, replacement: preact('compat/client.mjs') },
  { find: /^react-dom$/, replacement: preact('compat/dist/compat.mjs') },
  { find: /^react$/, replacement: preact('compat/dist/compat.mjs') },
  { find: /^react\/jsx-(dev-)?runtime$/, replacement: preact('jsx-runtime/dist/jsxRuntime.mjs') },
];

/**
 * Stylesheets imported with `?inline` go into shadow roots, so: the component library's `:root` tokens
 * are scoped to the widget's root element (a shadow tree has no :root), and rem becomes px (rem follows
 * the partner page's <html> font size, which a partner may set to anything).
 */
export function shadowCss(): Plugin {
  return {
    name: 'sajilo-shadow-css',
    enforce: 'post',
    transform(code, id) {
      if (!/\.css\?(.*&)?inline\b/.test(id)) return null;
      return code
        .replace(/:root\b/g, '[data-sajilo-root]')
        .replace(/(\d*\.?\d+)rem\b/g, (_, n: string) => `${Number((Number(n) * 16).toFixed(3))}px`);
    },
  };
}

const entry = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  resolve: { alias: renderer === 'preact' ? preactAliases : [] },
  plugins: [shadowCss()],
  build: {
    target: 'es2020',
    outDir: renderer === 'preact' ? 'dist' : 'dist-react',
    emptyOutDir: true,
    manifest: true,
    sourcemap: true,
    // No modulepreload polyfill or helper: the loader imports each chunk itself.
    modulePreload: false,
    rolldownOptions: {
      input: {
        enquiry: entry('./src/enquiry/enquiry.tsx'),
        subscribe: entry('./src/subscribe/subscribe.tsx'),
        'support-ticket': entry('./src/support-ticket/support-ticket.tsx'),
      },
      preserveEntrySignatures: 'exports-only',
      // @sajilo/ui's bundle also imports swiper, dompurify and react-hot-toast for components the widgets
      // never use; those packages declare no sideEffects, so say it here and let them be dropped.
      // And @sajilo/ui builds its price formatters at the top of its bundle; creating one has no side effect,
      // so when no price is shown (never, in a widget) they go too.
      treeshake: {
        moduleSideEffects: (id: string) =>
          !/node_modules[\\/](swiper|dompurify|react-hot-toast)[\\/]/.test(id),
        manualPureFunctions: ['Intl.NumberFormat'],
      },
      output: {
        format: 'es',
        entryFileNames: '[name]-[hash].js',
        chunkFileNames: 'chunks/[name]-[hash].js',
      },
    },
  },
});
