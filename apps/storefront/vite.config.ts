import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { configScript } from './config.mjs';

export default defineConfig({
  plugins: [
    react(),
    {
      name: 'sajilo-runtime-config',
      // Dev server only: production HTML gets the same script from serve.mjs at serve time.
      apply: 'serve',
      transformIndexHtml: (html) => html.replace('<!--sajilo-config-->', configScript()),
    },
  ],
  server: { port: Number(process.env.PORT ?? 3000), strictPort: true },
  preview: { port: Number(process.env.PORT ?? 3000), strictPort: true },
  build: { target: 'es2022', sourcemap: true },
});
