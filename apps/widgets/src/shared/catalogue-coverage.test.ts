// README "Languages": every interface string of the widgets lives in the Lingui message catalogues
// (src/locales/{en,ne}/*.po), as in the storefront (apps/storefront/src/i18n/catalogue-coverage.test.ts).
// 1. Every module of src/ is parsed (Babel's parser: TypeScript 7 has no compiler API) and the test fails on
//    text a visitor would see written as a literal instead of a message: JSX text, literal values of the
//    attributes people read or hear, and text the loader writes into the page itself (textContent,
//    setAttribute('aria-label', …)). Messages are written with Lingui's macros (t`…`, msg`…`), whose text
//    is a tagged template, not a literal.
// 2. The catalogues are what `lingui extract` would write from src/ today (no message missing from them,
//    none left over), and every message has its Nepali translation with the same placeholders.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseSync, traverse } from '@babel/core';
import { getCatalogs } from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';
import { describe, expect, it } from 'vitest';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const src = join(root, 'src');

/** Attributes whose value a visitor reads or hears (the storefront's list). */
const VISIBLE_ATTRIBUTES = new Set([
  'aria-label',
  'aria-valuetext',
  'aria-roledescription',
  'placeholder',
  'title',
  'alt',
  'label',
  'closeLabel',
  'loadingLabel',
  'emptyMessage',
  'emptyText',
  'hint',
  'description',
  'heading',
  'message',
]);

/** DOM properties the loader's plain-DOM code could write text into. */
const TEXT_PROPERTIES = new Set([
  'textContent',
  'innerText',
  'innerHTML',
  'title',
  'placeholder',
  'ariaLabel',
  'alt',
]);

/** Literal text that is not language, each with its reason. */
const ALLOWED = new Set([
  // The brand.
  'Sajilo',
  // The honeypot's label (shared/honeypot.tsx): hidden from people and from assistive technology
  // (aria-hidden, off screen); it is there for bots, which read the English word the server's field is named.
  'Website',
]);

function modules(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'locales' ? [] : modules(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.|\.d\.ts$/.test(entry.name) ? [path] : [];
  });
}

/** Whether a string has words in it (letters), rather than only digits, symbols and spaces. */
const hasWords = (text: string) => /\p{L}{2,}/u.test(text) || /^\p{L}$/u.test(text.trim());

// Babel's AST, loosely: the few node shapes read here.
interface Node {
  type: string;
  loc?: { start: { line: number } } | null;
  [key: string]: unknown;
}
const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

/** The literal text of a string literal or a template (its static parts), if the node is one. */
function literalText(node: unknown): string[] {
  if (!isNode(node)) return [];
  if (node.type === 'StringLiteral') return [String(node.value)];
  if (node.type === 'TemplateLiteral')
    return (node.quasis as Node[]).map((quasi) => String((quasi.value as { cooked?: string }).cooked ?? ''));
  if (node.type === 'ConditionalExpression')
    return [...literalText(node.consequent), ...literalText(node.alternate)];
  if (node.type === 'LogicalExpression') return [...literalText(node.left), ...literalText(node.right)];
  return [];
}

function literalStrings(file: string, code = readFileSync(file, 'utf8')): string[] {
  const ast = parseSync(code, {
    filename: file,
    babelrc: false,
    configFile: false,
    parserOpts: { plugins: file.endsWith('.tsx') ? ['typescript', 'jsx'] : ['typescript'] },
  });
  if (!ast) throw new Error(`could not parse ${file}`);
  const found: string[] = [];
  const report = (node: Node, text: string) => {
    const trimmed = text.replace(/\s+/g, ' ').trim();
    if (!trimmed || !hasWords(trimmed) || ALLOWED.has(trimmed)) return;
    found.push(`${relative(src, file)}:${node.loc?.start.line}: ${JSON.stringify(trimmed)}`);
  };
  traverse(ast, {
    JSXText(path) {
      report(path.node as unknown as Node, path.node.value);
    },
    JSXAttribute(path) {
      const { name, value } = path.node;
      if (name.type !== 'JSXIdentifier' || !VISIBLE_ATTRIBUTES.has(name.name) || !value) return;
      const expression = value.type === 'JSXExpressionContainer' ? value.expression : value;
      for (const text of literalText(expression)) report(path.node as unknown as Node, text);
    },
    // A string literal or template written straight into JSX children: {'Send'} or {`${n} files`}.
    JSXExpressionContainer(path) {
      if (path.parent.type === 'JSXAttribute') return;
      for (const text of literalText(path.node.expression)) report(path.node as unknown as Node, text);
    },
    // The loader's plain DOM: button.textContent = 'Enquiry', element.setAttribute('aria-label', 'Open').
    AssignmentExpression(path) {
      const target = path.node.left;
      if (target.type !== 'MemberExpression' || target.property.type !== 'Identifier') return;
      if (!TEXT_PROPERTIES.has(target.property.name)) return;
      for (const text of literalText(path.node.right)) report(path.node as unknown as Node, text);
    },
    CallExpression(path) {
      const { callee, arguments: args } = path.node;
      if (callee.type !== 'MemberExpression' || callee.property.type !== 'Identifier') return;
      if (callee.property.name !== 'setAttribute') return;
      const [attribute, value] = args;
      if (attribute?.type !== 'StringLiteral' || !VISIBLE_ATTRIBUTES.has(attribute.value)) return;
      for (const text of literalText(value)) report(path.node as unknown as Node, text);
    },
  });
  return found;
}

/** `{name}` and `{0, plural, …}` arguments of an ICU message, sorted. */
const placeholders = (message: string) =>
  [...message.matchAll(/\{\s*([\w.]+)\s*[,}]/g)].map((match) => match[1]).sort();

describe('the message catalogues', () => {
  it('hold every interface string of the widgets (no literal text a visitor sees)', () => {
    const left = modules(src).flatMap((file) => literalStrings(file));
    if (left.length > 0) console.error(`Literal interface text (${left.length}):\n${left.join('\n')}`);
    expect(left).toEqual([]);
  });

  it('catch a literal when there is one (the check can fail)', () => {
    const probe = join(src, 'probe.tsx');
    const code = [
      "import { useLingui } from '@lingui/react/macro';",
      'export const A = () => <button aria-label="Close" title={t`Close`}>Send enquiry</button>;',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the probe's own source holds a template.
      "export const B = () => <p>{'Sold out'} {t`Newsletter`} {`${n} files`} Sajilo</p>;",
      "export const C = () => <input placeholder={open ? 'Search' : t`Find`} />;",
      "export function d(button) { button.textContent = 'Enquiry'; button.setAttribute('aria-label', 'Open'); }",
    ].join('\n');
    expect(literalStrings(probe, code)).toEqual([
      'probe.tsx:2: "Close"',
      'probe.tsx:2: "Send enquiry"',
      'probe.tsx:3: "Sold out"',
      'probe.tsx:3: "files"',
      'probe.tsx:4: "Search"',
      'probe.tsx:5: "Enquiry"',
      'probe.tsx:5: "Open"',
    ]);
  });

  it('are up to date with src/, and every message has its Nepali translation', async () => {
    const config = getConfig({ cwd: root });
    const catalogs = await getCatalogs(config);
    expect(catalogs.map((catalog) => relative(root, catalog.path)).sort()).toEqual([
      'src/locales/{locale}/loader',
      'src/locales/{locale}/messages',
    ]);
    for (const catalog of catalogs) {
      const name = relative(root, catalog.path);
      const extracted = (await catalog.collect()) ?? {};
      const extractedIds = Object.keys(extracted).sort();
      expect(extractedIds.length, `${name}: no messages found in src/`).toBeGreaterThan(0);
      for (const locale of config.locales) {
        const stored = await catalog.read(locale);
        const current = Object.keys(stored)
          .filter((id) => !stored[id]?.obsolete)
          .sort();
        // A message written in src/ but not in the .po file, or one left in it that src/ no longer has:
        // run `pnpm --filter @sajilo/widgets i18n:extract`.
        expect(current, `${name} (${locale}) differs from src/: run i18n:extract`).toEqual(extractedIds);
      }
      const nepali = await catalog.read('ne');
      const untranslated = extractedIds.filter((id) => !nepali[id]?.translation?.trim());
      expect(
        untranslated.map((id) => extracted[id]?.message ?? id),
        `${name}: messages without their Nepali translation`,
      ).toEqual([]);
      for (const id of extractedIds) {
        const source = extracted[id]?.message ?? id;
        expect(placeholders(nepali[id]?.translation ?? ''), `placeholders of ${source}`).toEqual(
          placeholders(source),
        );
      }
    }
  }, 60_000);
});
