// docs/nepal.md "The server's messages": every message the storefront's operations write is in the server's
// message catalogues (src/locales/{en,ne}/messages.po, Lingui) with a Nepali translation. Like the storefront's
// src/i18n/catalogue-coverage.test.ts, this fails on a message that would reach a Nepali shopper in English:
// - a message of the catalogue without a Nepali translation (or with other placeholders than the English);
// - a message marked in the code (`/*i18n*/`) that `pnpm --filter @sajilo/server i18n:extract` has not
//   collected yet, and compiled catalogues (what the server loads) older than the .po files;
// - a sentence written into an answer without the mark, so never collected: the literal given to HttpError,
//   notFound, invalid or as a success `message` in the storefront's modules (the back office's stay English).
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createCompiledCatalog, getCatalogs } from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';
import { describe, expect, it } from 'vitest';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const config = getConfig({ cwd: root, skipValidation: true });

async function catalogue() {
  const [catalog] = await getCatalogs(config);
  if (!catalog) throw new Error('lingui.config.ts names no catalogue');
  return catalog;
}

/** The placeholders of an ICU message, sorted: `{limit}`, `{seconds}`, … */
const placeholders = (message: string) => [...message.matchAll(/\{(\w+)/g)].map(([, name]) => name).sort();

/** The storefront's modules: src/ without the back office's, the tests, and the compiled catalogues. */
function storefrontModules(dir = join(root, 'src')): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory())
      return ['admin', 'locales', 'migrations'].includes(entry.name) ? [] : storefrontModules(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/**
 * Literal text given to an answer without the `/*i18n*\/` mark: the message of `new HttpError(status, …)`,
 * `notFound(…)`, a field message in `invalid({ field: [ … ] })`, or a success `message: …`.
 */
function unmarked(file: string, text = readFileSync(file, 'utf8')): string[] {
  const found: string[] = [];
  const literal = String.raw`(['"\x60])((?:\\.|(?!\1).)*)\1`;
  const places = [
    String.raw`new HttpError\(\s*\d+,\s*`,
    String.raw`notFound\(\s*`,
    String.raw`\bmessage:\s*`,
    String.raw`invalid\(\s*\{[^}]*?\[\s*`,
  ];
  for (const place of places) {
    for (const match of text.matchAll(new RegExp(place + literal, 'g'))) {
      const line = text.slice(0, match.index).split('\n').length;
      found.push(`${relative(root, file)}:${line}: ${match[2]}`);
    }
  }
  return found.sort();
}

describe('the server message catalogues', () => {
  it('translate every message into Nepali, with the same placeholders', async () => {
    const { en, ne } = await (await catalogue()).readAll(['en', 'ne']);
    const untranslated: string[] = [];
    for (const id of Object.keys(en ?? {})) {
      const translation = ne?.[id]?.translation ?? '';
      if (!/\p{Script=Devanagari}/u.test(translation)) untranslated.push(`${id} => ${translation}`);
      else if (placeholders(translation).join() !== placeholders(id).join())
        untranslated.push(`${id} => ${translation} (placeholders differ)`);
    }
    expect(untranslated).toEqual([]);
    expect(Object.keys(en ?? {}).length).toBeGreaterThan(100);
  });

  it('write their figures in Latin digits, as the server does in both languages', async () => {
    // The server writes Latin digits in Nepali too (`DIGITS` in src/i18n.ts, docs/nepal.md "Languages"): a
    // Devanagari digit typed into a translation would read "५ मिनेट" beside a Latin code and amount.
    const { ne } = await (await catalogue()).readAll(['ne']);
    const typed = Object.values(ne ?? {})
      .map((message) => message.translation ?? '')
      .filter((translation) => /[\u0966-\u096F]/.test(translation));
    expect(typed).toEqual([]);
  });

  it('hold every marked message of the code (i18n:extract has run), compiled (the server loads these)', async () => {
    const catalog = await catalogue();
    const extracted = Object.keys((await catalog.collect()) ?? {}).sort();
    const { en } = await catalog.readAll(['en']);
    expect(Object.keys(en ?? {}).sort()).toEqual(extracted);
    for (const locale of ['en', 'ne']) {
      const { messages } = await catalog.getTranslations(locale, {
        fallbackLocales: config.fallbackLocales ?? {},
        sourceLocale: config.sourceLocale ?? 'en',
      });
      const { source, errors } = createCompiledCatalog(locale, messages, { namespace: 'ts' });
      expect(errors).toEqual([]);
      const compiled = readFileSync(join(root, 'src', 'locales', locale, 'messages.ts'), 'utf8');
      expect(compiled, `src/locales/${locale}/messages.ts is stale: run i18n:compile`).toBe(source);
    }
  }, 60_000);

  it('leave no sentence of an answer unmarked in the storefront modules', () => {
    expect(storefrontModules().flatMap((file) => unmarked(file))).toEqual([]);
  });

  it('catch an unmarked sentence when there is one (the check can fail)', () => {
    const probe = join(root, 'src', 'probe.ts');
    const code = [
      "throw new HttpError(409, 'Only a pending order can be cancelled.');",
      "throw new HttpError(409, /*i18n*/ 'Marked.');",
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the probe's own source holds a template.
      'if (!row) throw notFound(`This ${what} does not exist.`);',
      "return { result: 'success', message: 'Quantity updated.' };",
      "throw invalid({ type: ['Choose a question type from the list.'] });",
      "throw invalid({ type: [/*i18n*/ 'Marked.'] });",
    ].join('\n');
    expect(unmarked(probe, code)).toEqual([
      'src/probe.ts:1: Only a pending order can be cancelled.',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the probe's own source holds a template.
      'src/probe.ts:3: This ${what} does not exist.',
      'src/probe.ts:4: Quantity updated.',
      'src/probe.ts:5: Choose a question type from the list.',
    ]);
  });
});
