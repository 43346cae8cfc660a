// Builds the three widget chunks (ES modules the loader imports on demand). The widgets are written
// against React's API, as @sajilo/ui is; this build alone aliases React to preact/compat, which keeps a
// widget's whole code under 30 KB gzipped (README "Sizes": React itself would be about 60 KB more).
// WIDGETS_RENDERER=react builds with React into dist-react, only to measure that difference.
import { fileURLToPath } from 'node:url';
import postcss from 'postcss';
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

/** Selectors of the slider's swiper styles, which @sajilo/ui's stylesheet carries and no widget uses. */
const SWIPER = /\.swiper|swiper-|:host\b/;

/**
 * Stylesheets imported with `?inline` go into shadow roots, so:
 * - the component library's `:root` tokens are scoped to the widget's root element (a shadow tree has no
 *   :root);
 * - rem becomes px (rem follows the partner page's <html> font size, which a partner may set to anything);
 * - the slider's swiper rules go: no widget has a slider, and swiper's `:host { position: relative;
 *   z-index: 1; margin: auto }` (meant for its own custom element) would style the partner's element that
 *   holds a widget, lifting it over the page's content and the floating Enquiry button.
 */
export function shadowCss(): Plugin {
  return {
    name: 'sajilo-shadow-css',
    enforce: 'post',
    transform(code, id) {
      if (!/\.css\?(.*&)?inline\b/.test(id)) return null;
      // Vite hands over `export default "…css…"`.
      const match = /^export default (".*");?\s*$/s.exec(code);
      if (!match?.[1]) throw new Error(`sajilo-shadow-css: unexpected module for ${id}`);
      const root = postcss.parse(JSON.parse(match[1]) as string);
      root.walkRules((rule) => {
        const kept = rule.selectors.filter((selector) => !SWIPER.test(selector));
        if (kept.length === 0) rule.remove();
        else rule.selectors = kept.map((selector) => selector.replace(/:root\b/g, '[data-sajilo-root]'));
      });
      root.walkAtRules((atRule) => {
        if (/keyframes$/.test(atRule.name) && atRule.params.startsWith('swiper')) atRule.remove();
        else if (atRule.name === 'font-face' && atRule.toString().includes('swiper')) atRule.remove();
      });
      root.walkDecls((declaration) => {
        if (declaration.prop.startsWith('--swiper')) declaration.remove();
        else
          declaration.value = declaration.value.replace(
            /(\d*\.?\d+)rem\b/g,
            (_, n: string) => `${Number((Number(n) * 16).toFixed(3))}px`,
          );
      });
      root.walkRules((rule) => {
        if (rule.nodes.length === 0) rule.remove();
      });
      return { code: `export default ${JSON.stringify(root.toString())}`, map: null };
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
