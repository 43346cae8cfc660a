import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { lingui } from '@lingui/vite-plugin';
import { linguiMacros } from '@sajilo/i18n/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { loadStorefrontConfig, pageConfigScript } from './page-server/config.js';

// react-router 7's package exports point at its development build only (remix-run/react-router#12532,
// #14102: dev warnings and checks in production). The production build ships beside it: use it in builds.
const routerDist = join(
  dirname(createRequire(createRequire(import.meta.url).resolve('react-router-dom')).resolve('react-router')),
  '..',
  'production',
);

export default defineConfig(({ command, isSsrBuild }) => ({
  resolve: {
    alias:
      command === 'build'
        ? [
            { find: /^react-router$/, replacement: join(routerDist, 'index.mjs') },
            { find: /^react-router\/dom$/, replacement: join(routerDist, 'dom-export.mjs') },
          ]
        : [],
  },
  plugins: [
    // docs/nepal.md "Languages": Lingui's macros, and each language's catalogue compiled as its own chunk.
    linguiMacros(dirname(fileURLToPath(import.meta.url))),
    lingui(),
    react(),
    {
      // @sajilo/ui sanitises server HTML with DOMPurify on the page's `window`. The server renderer has none:
      // that one module gets a jsdom window of its own (a module-scoped `window`, nothing global), so
      // the server sanitises with the same library and settings as the browser.
      name: 'sajilo-ssr-sanitiser-window',
      transform(code, id, options) {
        if (!options?.ssr || !/rich-text[\\/]sanitize-html\.[jt]s$/.test(id)) return null;
        return `import { JSDOM as SajiloJsdom } from 'jsdom';\nconst window = new SajiloJsdom('').window;\n${code}`;
      },
    },
    {
      name: 'sajilo-runtime-config',
      // Dev server only: production HTML gets the same script from the page server at serve time.
      apply: 'serve',
      transformIndexHtml: (html) =>
        html.replace('<!--sajilo-config-->', pageConfigScript(loadStorefrontConfig().page)),
    },
    // Precompressed copies of every text asset; the page server sends the one the browser accepts, so
    // nothing is compressed per request.
    !isSsrBuild &&
      compression({
        include: /\.(js|css|svg|json|txt|webmanifest)$/,
        threshold: 1024,
        algorithms: [defineAlgorithm('gzip', { level: 9 }), defineAlgorithm('brotliCompress')],
      }),
  ],
  server: { port: Number(process.env.PORT ?? 3000), strictPort: true },
  preview: { port: Number(process.env.PORT ?? 3000), strictPort: true },
  // The client's manifest tells the server renderer which chunks and stylesheets a page needs.
  // The server renderer (src/entry-server.tsx) is built second, into dist/server (the page server never serves
  // that folder), with our own packages and the CSS-importing ones bundled in.
  build: isSsrBuild
    ? { target: 'node20', sourcemap: true, outDir: 'dist/server', emptyOutDir: true, copyPublicDir: false }
    : { target: 'es2022', sourcemap: true, manifest: true },
  ssr: { noExternal: [/^@sajilo\//, 'swiper', 'react-hot-toast'] },
}));
