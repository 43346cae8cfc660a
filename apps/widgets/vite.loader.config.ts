// Builds dist/loader.js, the one classic script partners paste (an IIFE: no module script needed, no
// global but `Sajilo`). It runs after vite.config.ts and writes in the widget chunks' hashed file names.
// It also writes the npm package's entry, dist/index.js and dist/index.d.ts (a copy of package-entry.d.ts):
// the names of the files to host and the types of the global. package-entry.d.ts stays out of tsconfig.json,
// because src/loader/loader.ts declares the same global with its looser internal type; the consumer test
// (internal/consumer-test) type-checks it as users get it.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';

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

/** dist/index.js and dist/index.d.ts: what `import { files, loader } from '@sajilo/widgets'` gives. */
function packageEntry(): Plugin {
  const scripts = ['loader.js', ...Object.values(manifest).map((chunk) => chunk.file)].sort();
  return {
    name: 'sajilo-package-entry',
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: 'index.js',
        source: [
          '// The files of this folder to host together: partners load `loader` with a <script> tag and it',
          "// imports the others. Types: index.d.ts; how to use them: the package's README.md.",
          `export const loader = 'loader.js';`,
          `export const files = Object.freeze(${JSON.stringify(scripts)});`,
          '',
        ].join('\n'),
      });
      this.emitFile({
        type: 'asset',
        fileName: 'index.d.ts',
        source: readFileSync(fileURLToPath(new URL('./package-entry.d.ts', import.meta.url)), 'utf8'),
      });
    },
  };
}

export default defineConfig({
  plugins: [packageEntry()],
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
