// Builds the three widget chunks (ES modules the loader imports on demand). The widgets are written
// against React's API, as @sajilo/ui is; this build alone aliases React to preact/compat, which keeps a
// widget's whole code under 30 KB gzipped (README "Sizes": React itself would be about 60 KB more).
// WIDGETS_RENDERER=react builds with React into dist-react, only to measure that difference.
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { lingui } from '@lingui/vite-plugin';
import { linguiMacros } from '@sajilo/i18n/vite';
import postcss from 'postcss';
import { defineConfig, type Plugin, type PluginOption } from 'vite';

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
 * README "Languages": Lingui's macros become message lookups (@sajilo/i18n/vite), `useLingui` of
 * @lingui/react/macro is the widgets' own hook (lingui.config.ts `runtimeConfigModule`), and each imported
 * catalogue (.po) is compiled to JavaScript here, so no message parser ships.
 */
export const i18nAliases = [
  { find: /^#widgets-i18n$/, replacement: fileURLToPath(new URL('./src/shared/i18n.tsx', import.meta.url)) },
];
export const i18nPlugins = (): PluginOption[] => [
  linguiMacros(fileURLToPath(new URL('.', import.meta.url))),
  lingui(),
];

/** Selectors of the slider's swiper styles, which @sajilo/ui's stylesheet carries and no widget uses. */
const SWIPER = /\.swiper|swiper-|:host\b/;

/** A CSS-module class of @sajilo/ui's build, e.g. `sj-button-5dzDN`. */
const UI_CLASS = /(?<![\w-])sj-[A-Za-z0-9]+-[\w-]{5}(?![\w-])/g;

/**
 * The @sajilo/ui classes the widgets can render: the components src/ imports from '@sajilo/ui', followed
 * through their relative imports in the library's build (each component's `*.module.js` maps its classes).
 * A class of another component (product cards, tabs, rich text, …) can never be on a widget's element.
 */
function uiClassesInUse(): Set<string> {
  const uiEntry = createRequire(import.meta.url).resolve('@sajilo/ui');
  const barrel = readFileSync(uiEntry, 'utf8');
  const src = fileURLToPath(new URL('./src/', import.meta.url));
  const names = new Set<string>();
  for (const file of readdirSync(src, { recursive: true, encoding: 'utf8' })) {
    if (!/\.tsx?$/.test(file)) continue;
    for (const match of readFileSync(join(src, file), 'utf8').matchAll(
      /import \{([^}]*)\} from '@sajilo\/ui'/g,
    ))
      for (const name of (match[1] ?? '').split(','))
        names.add(
          name
            .replace(/^\s*type\s+/, '')
            .split(/\s+as\s+/)[0]
            ?.trim() ?? '',
        );
  }
  const files: string[] = [];
  for (const name of names) {
    if (!name) continue;
    // The barrel: `import { Button as n } from "./components/button/button.js"`, or several names of one
    // module (`import { UI_TEXT_EN as H, UiTextProvider as U, … } from "./components/ui-text/ui-text.js"`).
    const found = new RegExp(`import \\{[^}]*\\b${name} as \\w+[^}]*\\} from "([^"]+)"`).exec(barrel);
    if (!found?.[1]) throw new Error(`sajilo-shadow-css: ${name} not found in @sajilo/ui's build`);
    files.push(join(dirname(uiEntry), found[1]));
  }
  const classes = new Set<string>();
  const seen = new Set<string>();
  while (files.length > 0) {
    const file = files.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    const code = readFileSync(file, 'utf8');
    for (const match of code.matchAll(UI_CLASS)) classes.add(match[0]);
    for (const match of code.matchAll(/from "(\.\.?\/[^"]+)"/g))
      files.push(join(dirname(file), match[1] ?? ''));
  }
  return classes;
}

/**
 * Stylesheets imported with `?inline` go into shadow roots, so:
 * - the component library's `:root` tokens are scoped to the widget's root element (a shadow tree has no
 *   :root);
 * - rem becomes px (rem follows the partner page's <html> font size, which a partner may set to anything);
 * - the slider's swiper rules go: no widget has a slider, and swiper's `:host { position: relative;
 *   z-index: 1; margin: auto }` (meant for its own custom element) would style the partner's element that
 *   holds a widget, lifting it over the page's content and the floating Enquiry button;
 * - the rules of @sajilo/ui's other components go (uiClassesInUse): a rule is kept only when every library
 *   class it names is one the widgets' components use. That is some 3 KB gzipped of every widget, the room
 *   the message catalogues' runtime (@lingui/core) takes (README "Sizes and performance").
 */
export function shadowCss(): Plugin {
  let inUse: Set<string> | undefined;
  return {
    name: 'sajilo-shadow-css',
    enforce: 'post',
    transform(code, id) {
      if (!/\.css\?(.*&)?inline\b/.test(id)) return null;
      // Vite hands over `export default "…css…"`.
      const match = /^export default (".*");?\s*$/s.exec(code);
      if (!match?.[1]) throw new Error(`sajilo-shadow-css: unexpected module for ${id}`);
      const root = postcss.parse(JSON.parse(match[1]) as string);
      inUse ??= uiClassesInUse();
      const used = inUse;
      const wanted = (selector: string) =>
        !SWIPER.test(selector) && [...selector.matchAll(UI_CLASS)].every((match) => used.has(match[0]));
      root.walkRules((rule) => {
        const kept = rule.selectors.filter(wanted);
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
      root.walkAtRules((atRule) => {
        if (atRule.nodes?.length === 0) atRule.remove();
      });
      return { code: `export default ${JSON.stringify(root.toString())}`, map: null };
    },
  };
}

const entry = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  resolve: { alias: [...i18nAliases, ...(renderer === 'preact' ? preactAliases : [])] },
  plugins: [...i18nPlugins(), shadowCss()],
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
