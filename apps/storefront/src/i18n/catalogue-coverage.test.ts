// docs/nepal.md "Languages": every interface string of the storefront lives in the message catalogues. This
// walks every TSX module of src/ with the TypeScript compiler and fails on text a visitor would see that is
// written as a literal instead of a message: JSX text, and literal values of the attributes people read or
// hear (aria-label, placeholder, title, alt, label, …). Messages are written with Lingui's macros
// (`<Trans>`, t`…`, msg`…`), whose text the compiler does not see as JSX text. Names (the brand, social
// networks), symbols and punctuation are allowed below, each with its reason. The catalogues must also be
// what `lingui extract` writes from src/ today, with a Nepali translation (and the same placeholders) for
// each message: a message changed in the code but not extracted would show as its id in the built pages.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { getCatalogs } from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';
// TypeScript 5's compiler API (the typecheck runs TypeScript 7, the native compiler, which has none).
import ts from 'typescript5';
import { describe, expect, it } from 'vitest';

const src = join(dirname(fileURLToPath(import.meta.url)), '..');
const root = join(src, '..');

/** `{name}` and `{0, plural, …}` arguments of an ICU message, sorted. */
const placeholders = (message: string) =>
  [...message.matchAll(/\{\s*([\w.]+)\s*[,}]/g)].map((match) => match[1]).sort();

/** Attributes whose value a visitor reads or hears. */
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
  'homeLabel',
  'backLabel',
  'previousLabel',
  'nextLabel',
  'hint',
  'description',
  'heading',
  'message',
  // A home section's line above its heading and its introduction (home/section.tsx).
  'eyebrow',
  'intro',
  // The labels of a table's cells laid out as cards on a phone (CSS `content: attr(data-label)`).
  'data-label',
]);

/** Literal text that is not language: names, symbols, the language switch's own names. */
const ALLOWED = new Set([
  'Sajilo',
  'Sajilo Digital',
  'eSewa',
  'Khalti',
  'Facebook',
  'Instagram',
  'LinkedIn',
  'Pinterest',
  'Twitter',
  'YouTube',
  'WhatsApp',
  'Viber',
  'English',
  'नेपाली',
  '१२३',
  '123',
  'PAN',
  'VAT',
  'm²',
  'ft²',
  'm',
  'ft',
  '%',
  '×',
  '·',
  '|',
  '/',
  '-',
  '–',
  '—',
  '«',
  '»',
  '‹',
  '›',
  '+',
  '*',
  ':',
]);

function tsxFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return tsxFiles(path);
    return entry.name.endsWith('.tsx') && !entry.name.includes('.test.') ? [path] : [];
  });
}

/** Whether a string has words in it (letters), rather than only digits, symbols and spaces. */
const hasWords = (text: string) => /\p{L}{2,}/u.test(text) || /^\p{L}$/u.test(text.trim());

/** Lingui's JSX macros: their children are the message itself. */
const MESSAGE_ELEMENTS = new Set(['Trans', 'Plural', 'Select', 'SelectOrdinal']);

function insideMessage(node: ts.Node, source: ts.SourceFile): boolean {
  for (let parent = node.parent; parent; parent = parent.parent) {
    if (ts.isJsxElement(parent) && MESSAGE_ELEMENTS.has(parent.openingElement.tagName.getText(source)))
      return true;
  }
  return false;
}

function literalStrings(file: string, text = readFileSync(file, 'utf8')): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const report = (node: ts.Node, text: string) => {
    const trimmed = text.replace(/\s+/g, ' ').trim();
    if (!trimmed || !hasWords(trimmed) || ALLOWED.has(trimmed)) return;
    const { line } = source.getLineAndCharacterOfPosition(node.getStart());
    found.push(`${relative(src, file)}:${line + 1}: ${JSON.stringify(trimmed)}`);
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && !insideMessage(node, source)) report(node, node.text);
    if (ts.isJsxAttribute(node) && VISIBLE_ATTRIBUTES.has(node.name.getText(source)) && node.initializer) {
      const value = node.initializer;
      if (ts.isStringLiteral(value)) report(value, value.text);
      if (ts.isJsxExpression(value) && value.expression) {
        const expression = value.expression;
        if (ts.isStringLiteral(expression) || ts.isNoSubstitutionTemplateLiteral(expression))
          report(expression, expression.text);
        if (ts.isTemplateExpression(expression)) report(expression, expression.head.text);
        if (ts.isConditionalExpression(expression))
          for (const branch of [expression.whenTrue, expression.whenFalse])
            if (ts.isStringLiteral(branch)) report(branch, branch.text);
      }
    }
    // An object handed to a JSX attribute whose visible field is a literal: middle={{ label: 'My Order' }}.
    if (
      ts.isPropertyAssignment(node) &&
      VISIBLE_ATTRIBUTES.has(node.name.getText(source)) &&
      (ts.isStringLiteral(node.initializer) || ts.isNoSubstitutionTemplateLiteral(node.initializer))
    ) {
      let parent: ts.Node | undefined = node.parent;
      while (parent && !ts.isJsxAttribute(parent) && !ts.isSourceFile(parent)) parent = parent.parent;
      if (parent && ts.isJsxAttribute(parent)) report(node.initializer, node.initializer.text);
    }
    // A string literal or template written straight into JSX children: {'Add to cart'} or {`Hello ${name}`}.
    if (ts.isJsxExpression(node) && node.expression && !ts.isJsxAttribute(node.parent)) {
      const expression = node.expression;
      if (ts.isStringLiteral(expression) || ts.isNoSubstitutionTemplateLiteral(expression))
        report(expression, expression.text);
      if (ts.isTemplateExpression(expression)) {
        report(expression, expression.head.text);
        for (const span of expression.templateSpans) report(span, span.literal.text);
      }
      if (ts.isConditionalExpression(expression))
        for (const branch of [expression.whenTrue, expression.whenFalse])
          if (ts.isStringLiteral(branch)) report(branch, branch.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('the message catalogues', () => {
  it('hold every interface string of the storefront (no literal text in JSX)', () => {
    const left = tsxFiles(src).flatMap((file) => literalStrings(file));
    // All of them, one a line (the assertion's diff shows only the first ones).
    if (left.length > 0) console.error(`Literal interface text (${left.length}):\n${left.join('\n')}`);
    expect(left).toEqual([]);
    // Parsing some two hundred modules takes seconds on a busy machine.
  }, 60_000);

  it('catch a literal when there is one (the check can fail)', () => {
    const probe = join(src, 'probe.tsx');
    const code = [
      "import { Trans } from '@lingui/react/macro';",
      'export const A = () => <button aria-label="Close" title={t`Close`}>Add to cart</button>;',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the probe's own source holds a template.
      "export const B = () => <p>{'Sold out'} <Trans>In stock</Trans> {`${n} items`} Sajilo</p>;",
      "export const C = () => <input placeholder={open ? 'Search' : t`Find`} />;",
    ].join('\n');
    expect(literalStrings(probe, code)).toEqual([
      'probe.tsx:2: "Close"',
      'probe.tsx:2: "Add to cart"',
      'probe.tsx:3: "Sold out"',
      'probe.tsx:3: "items"',
      'probe.tsx:4: "Search"',
    ]);
  });

  it('are what lingui extract writes from src/ today, each message with its Nepali translation', async () => {
    const config = getConfig({ cwd: root });
    for (const catalog of await getCatalogs(config)) {
      const name = relative(root, catalog.path);
      const extracted = (await catalog.collect()) ?? {};
      const ids = Object.keys(extracted).sort();
      expect(ids.length, `${name}: no messages found in src/`).toBeGreaterThan(0);
      for (const locale of config.locales) {
        const stored = await catalog.read(locale);
        const current = Object.keys(stored ?? {})
          .filter((id) => !stored?.[id]?.obsolete)
          .sort();
        // A message written in src/ but not in the .po file, or one left there that src/ no longer has:
        // run `pnpm --filter @sajilo/storefront i18n:extract`.
        expect(current, `${name} (${locale}) differs from src/: run i18n:extract`).toEqual(ids);
      }
      const nepali = (await catalog.read('ne')) ?? {};
      const untranslated = ids.filter((id) => !nepali[id]?.translation?.trim());
      expect(
        untranslated.map((id) => extracted[id]?.message ?? id),
        `${name}: messages without their Nepali translation`,
      ).toEqual([]);
      for (const id of ids) {
        const source = extracted[id]?.message ?? id;
        expect(placeholders(nepali[id]?.translation ?? ''), `placeholders of ${source}`).toEqual(
          placeholders(source),
        );
      }
      // A figure in a Nepali message is written in the page's digits, Latin by default and Devanagari when the
      // visitor chooses (docs/nepal.md "Languages"): a Devanagari digit typed into a translation reads "५ मा 4.5"
      // beside Latin figures, so the translations carry Latin digits and the page shows the message through
      // usePageDigits (src/i18n/numbers.ts).
      expect(
        ids
          .filter((id) => /[\u0966-\u096F]/.test(nepali[id]?.translation ?? ''))
          .map((id) => nepali[id]?.translation),
        `${name}: Nepali messages with Devanagari digits typed in`,
      ).toEqual([]);
      // One word for one tax: VAT is भ्याट on the invoice, its PDF and the bill numbers (docs/nepal.md "VAT
      // invoice"), so a credit note or a total that said मू.अ.कर would read as another tax.
      const vat = ids.filter((id) => /\bVAT\b/.test(extracted[id]?.message ?? id));
      expect(vat.length, `${name}: messages naming VAT`).toBeGreaterThan(0);
      expect(
        vat
          .filter((id) => !nepali[id]?.translation?.includes('भ्याट'))
          .map((id) => extracted[id]?.message ?? id),
        `${name}: VAT not written भ्याट`,
      ).toEqual([]);
      // Lingui formats a `plural`'s value with Intl.NumberFormat (shown or not), whose first use on a page costs
      // the main thread 15–40 ms of ICU set-up: a count's message is a `select` on its plural category, with
      // the count written without Intl (src/i18n/numbers.ts, docs/storefront.md "Speed").
      const plurals = ids.filter((id) =>
        [extracted[id]?.message ?? id, nepali[id]?.translation ?? ''].some((text) =>
          /\{\s*\w+\s*,\s*(plural|selectordinal)\s*,/.test(text),
        ),
      );
      expect(
        plurals.map((id) => extracted[id]?.message ?? id),
        `${name}: plurals that format their count with Intl`,
      ).toEqual([]);
    }
  }, 60_000);
});
