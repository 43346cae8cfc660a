import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Everything the consumer already has (React) or should share with the rest of the app (swiper, dompurify,
// react-hot-toast's toast store) stays outside the bundle. Stylesheets of those packages are bundled into
// dist/style.css so `@sajilo/ui/style.css` is the only stylesheet an app imports.
const externalPackages = ['react', 'react-dom', 'swiper', 'dompurify', 'react-hot-toast'];

const isStylesheet = (id: string): boolean => id.endsWith('.css') || id.startsWith('swiper/css');

const isExternal = (id: string): boolean =>
  !isStylesheet(id) && externalPackages.some((name) => id === name || id.startsWith(`${name}/`));

export default defineConfig({
  plugins: [react()],
  css: {
    modules: { generateScopedName: 'sj-[local]-[hash:base64:5]' },
  },
  build: {
    target: 'es2022',
    sourcemap: true,
    cssCodeSplit: false,
    lib: {
      entry: fileURLToPath(new URL('./src/index.ts', import.meta.url)),
      formats: ['es'],
      fileName: 'index',
      cssFileName: 'style',
    },
    rolldownOptions: {
      external: isExternal,
      // One file per source module: an app's bundler then takes only the components a chunk imports, so a
      // page without a slider never loads swiper, and the shell never loads DOMPurify.
      output: { preserveModules: true, preserveModulesRoot: 'src', entryFileNames: '[name].js' },
    },
  },
});
