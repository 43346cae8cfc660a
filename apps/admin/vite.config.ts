import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { adminConfigScript, loadAdminConfig } from './page-server/config.js';

// react-router 7's package exports point at its development build only: the production build ships beside it.
const routerDist = join(
  dirname(createRequire(createRequire(import.meta.url).resolve('react-router-dom')).resolve('react-router')),
  '..',
  'production',
);
const port = Number(process.env.ADMIN_PORT ?? 3100);

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
      name: 'sajilo-admin-config',
      // Development server only: the page server writes the same script, with its nonce, into every page.
      apply: 'serve',
      transformIndexHtml: (html) =>
        html.replace('<!--sajilo-admin-config-->', adminConfigScript(loadAdminConfig())),
    },
  ],
  server: { port, strictPort: true },
  preview: { port, strictPort: true },
  build: { target: 'es2022', sourcemap: true },
}));
