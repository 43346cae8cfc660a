// Builds dist/loader.js, the one classic script partners paste (an IIFE: no module script needed, no
// global but `Sajilo`). It runs after vite.config.ts and writes in the widget chunks' hashed file names.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

interface ManifestChunk {
  file: string;
  name?: string;
  isEntry?: boolean;
}

const dist = fileURLToPath(new URL('./dist/', import.meta.url));
const manifest: Record<string, ManifestChunk> = JSON.parse(
  readFileSync(`${dist}.vite/manifest.json`, 'utf8'),
);
const files = Object.fromEntries(
  Object.values(manifest)
    .filter((chunk) => chunk.isEntry && chunk.name)
    .map((chunk) => [chunk.name, chunk.file]),
);

export default defineConfig({
  define: { __WIDGET_FILES__: JSON.stringify(files) },
  build: {
    target: 'es2020',
    outDir: 'dist',
    emptyOutDir: false,
    // The map is published beside it, without a sourceMappingURL comment: every byte of the loader counts.
    sourcemap: 'hidden',
    lib: {
      entry: fileURLToPath(new URL('./src/loader/loader.ts', import.meta.url)),
      formats: ['iife'],
      name: 'SajiloLoader',
      fileName: () => 'loader.js',
    },
  },
});
