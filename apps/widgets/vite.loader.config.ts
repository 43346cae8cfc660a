// Builds dist/loader.js, the one classic script partners paste (an IIFE: no module script needed, no
// global but `Sajilo`). It runs after vite.config.ts and writes in the widget chunks' hashed file names.
// It also writes the npm package's entry, dist/index.js and dist/index.d.ts (a copy of package-entry.d.ts):
// the names of the files to host and the types of the global. package-entry.d.ts stays out of tsconfig.json,
// because src/loader/loader.ts declares the same global with its looser internal type; the consumer test
// (internal/consumer-test) type-checks it as users get it.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { getCatalogs } from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';
import { defineConfig, type Plugin } from 'vite';
import { i18nPlugins } from './vite.config.ts';

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

/**
 * The floating button's word in each language, from the loader's catalogue (src/locales/{locale}/loader.po,
 * which `lingui extract` fills from src/loader/ alone): the loader ships the words, not a catalogue or
 * @lingui/core. The catalogue holds that one message; a second would need a lookup here.
 */
async function enquiryWords(): Promise<Record<string, string>> {
  const linguiConfig = getConfig({ cwd: fileURLToPath(new URL('.', import.meta.url)) });
  const catalogue = (await getCatalogs(linguiConfig)).find((catalog) => catalog.path.endsWith('/loader'));
  if (!catalogue) throw new Error('lingui.config.ts has no loader catalogue');
  const words: Record<string, string> = {};
  for (const locale of linguiConfig.locales) {
    const messages = Object.values((await catalogue.read(locale)) ?? {});
    const [only] = messages;
    if (messages.length !== 1 || !only) throw new Error(`loader.po (${locale}) should hold one message`);
    const word = only.translation || only.message;
    if (!word) throw new Error(`loader.po (${locale}): the button's word is empty`);
    words[locale] = word;
  }
  return words;
}

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
  plugins: [...i18nPlugins(), packageEntry()],
  define: {
    __WIDGET_FILES__: JSON.stringify(files),
    __ENQUIRY_WORD__: JSON.stringify(await enquiryWords()),
  },
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
