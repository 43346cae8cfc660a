// The widgets' message catalogues (README "Languages"): English is the source, Nepali the translation, as in
// the storefront. `pnpm --filter @sajilo/widgets i18n:extract` collects every message of src/ into
// src/locales/{locale}/*.po; Vite compiles them at build time (@lingui/vite-plugin), so no message parser
// ships. Two catalogues: the floating button's word for the 2 KB loader alone, and the widgets' own.
import { defineConfig } from '@lingui/cli';

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'ne'],
  // A message the Nepali catalogue lacks shows in English rather than as its id (the coverage test fails
  // on it first: src/shared/catalogue-coverage.test.ts).
  fallbackLocales: { ne: 'en', default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/loader',
      include: ['<rootDir>/src/loader'],
      exclude: ['**/*.test.ts', '**/*.test.tsx'],
    },
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      // The support ticket's choices are the storefront's words too (internal/i18n).
      include: ['<rootDir>/src', '<rootDir>/../../internal/i18n/src/choices.ts'],
      exclude: ['<rootDir>/src/loader/**', '**/*.test.ts', '**/*.test.tsx'],
    },
  ],
  format: 'po',
  orderBy: 'messageId',
  // `useLingui` of @lingui/react/macro is the widgets' own small hook over @lingui/core (no @lingui/react
  // in the bundles); the alias is set in vite.config.ts.
  runtimeConfigModule: { useLingui: ['#widgets-i18n', 'useLingui'] },
});
