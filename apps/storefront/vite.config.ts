import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { configScript } from './config.mjs';

// react-router 7's package exports point at its development build only (remix-run/react-router#12532,
// #14102: dev warnings and checks in production). The production build ships beside it: use it in builds.
const routerDist = join(
  dirname(createRequire(createRequire(import.meta.url).resolve('react-router-dom')).resolve('react-router')),
  '..',
  'production',
);

export default defineConfig(({ command }) => ({
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
    react(),
    {
      name: 'sajilo-runtime-config',
      // Dev server only: production HTML gets the same script from serve.mjs at serve time.
      apply: 'serve',
      transformIndexHtml: (html) => html.replace('<!--sajilo-config-->', configScript()),
    },
    // Precompressed copies of every text asset; serve.mjs (sirv) sends the one the browser accepts, so
    // nothing is compressed per request.
    compression({
      include: /\.(js|css|svg|json|txt|webmanifest)$/,
      threshold: 1024,
      algorithms: [defineAlgorithm('gzip', { level: 9 }), defineAlgorithm('brotliCompress')],
    }),
  ],
  server: { port: Number(process.env.PORT ?? 3000), strictPort: true },
  preview: { port: Number(process.env.PORT ?? 3000), strictPort: true },
  // The manifest tells serve.mjs which chunks a landing page's route needs (preload.mjs).
  build: { target: 'es2022', sourcemap: true, manifest: true },
}));
