// The storefront's message catalogues (docs/nepal.md "Languages"): English is the source, Nepali
// the translation. `pnpm --filter @sajilo/storefront i18n:extract` collects every message of src/ into
// src/locales/{locale}/messages.po; Vite compiles the catalogue of the page's language when it is imported
// (@lingui/vite-plugin), one lazily loaded chunk per language.
import { defineConfig } from '@lingui/cli';
import type { LinguiConfig } from '@lingui/conf';

// Typed by name: its inferred type comes from @lingui/conf, which TypeScript cannot name from here when no
// other file of the program imports it (TS2883).
const config: LinguiConfig = defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'ne'],
  // A message the Nepali catalogue lacks shows in English rather than as its id.
  fallbackLocales: { ne: 'en', default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      // The support ticket's choices are the widgets' words too (internal/i18n).
      include: ['<rootDir>/src', '<rootDir>/../../internal/i18n/src/choices.ts'],
      exclude: ['**/*.test.ts', '**/*.test.tsx'],
    },
  ],
  format: 'po',
  orderBy: 'messageId',
});
export default config;
