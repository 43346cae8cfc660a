// After `tsc --emitDeclarationOnly`: makes dist/**/*.d.ts resolvable under Node's ES module rules, as the
// JavaScript beside them already is. The sources import without extensions (bundler resolution), and tsc
// copies those specifiers as written, so TypeScript projects on `moduleResolution: node16/nodenext` would
// find none of the types. Each relative specifier gets the `.js` of the file it names (or `/index.js`),
// and the stylesheet imports go: the JavaScript has none either (the CSS is in style.css).
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const dist = fileURLToPath(new URL('../dist/', import.meta.url));

function* declarations(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* declarations(path);
    else if (name.endsWith('.d.ts')) yield path;
  }
}

/** `./x` → `./x.js` or `./x/index.js`, whichever declaration file exists beside this one. */
function withExtension(file, specifier) {
  if (/\.(m|c)?js$/.test(specifier)) return specifier;
  const target = resolve(dirname(file), specifier);
  if (existsSync(`${target}.d.ts`)) return `${specifier}.js`;
  if (existsSync(join(target, 'index.d.ts'))) return `${specifier}/index.js`;
  throw new Error(`${file}: no declaration file for "${specifier}"`);
}

let changed = 0;
for (const file of declarations(dist)) {
  const before = readFileSync(file, 'utf8');
  const after = before
    .replace(/^import\s+(['"])\.{1,2}\/[^'"]+\.css\1;?\n/gm, '')
    .replace(
      /(\bfrom\s+|\bimport\s*\(\s*|^import\s+)(['"])(\.{1,2}\/[^'"]+)\2/gm,
      (_, lead, quote, specifier) => `${lead}${quote}${withExtension(file, specifier)}${quote}`,
    );
  if (after !== before) {
    writeFileSync(file, after);
    changed++;
  }
}
console.log(`fix-declarations: ${changed} declaration files rewritten for Node's ES module resolution`);
