// Budgets (README "Sizes and performance"), checked by `pnpm test` with @size-limit/file (gzip, no browser):
// the loader ≤ 2 KB and each widget's whole code, as first loaded (its entry and every chunk it imports),
// ≤ 30 KB. The chunks' hashed names come from the build's manifest.
import { readFileSync } from 'node:fs';

const manifest = JSON.parse(readFileSync(new URL('./dist/.vite/manifest.json', import.meta.url), 'utf8'));

/** An entry's file and the files of everything it imports, transitively. */
function closure(key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return [];
  seen.add(key);
  return [chunk.file, ...(chunk.imports ?? []).flatMap((imported) => closure(imported, seen))];
}

const widgets = Object.entries(manifest)
  .filter(([, chunk]) => chunk.isEntry)
  .map(([key, chunk]) => ({
    name: `${chunk.name} widget (all code loaded on first use)`,
    path: [...new Set(closure(key))].map((file) => `dist/${file}`),
    limit: '30 kB',
    gzip: true,
  }));

export default [{ name: 'loader', path: 'dist/loader.js', limit: '2 kB', gzip: true }, ...widgets];
