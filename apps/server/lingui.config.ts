// The server's message catalogues (docs/nepal.md "The server's messages"): what the storefront's operations
// write to a shopper (the envelope's `message`, field messages), in English (the source) and Nepali.
// `pnpm --filter @sajilo/server i18n:extract` collects every message marked `/*i18n*/` in src/ into
// src/locales/{locale}/messages.po (the English text is the message's id); `i18n:compile` writes the compiled
// catalogues (src/locales/{locale}/messages.ts) the server loads. The back office's messages stay English and
// are not collected (src/routes/admin, src/services/admin).
import { defineConfig } from '@lingui/conf';

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'ne'],
  fallbackLocales: { ne: 'en', default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: ['<rootDir>/src'],
      exclude: ['**/*.test.ts', '<rootDir>/src/routes/admin/**', '<rootDir>/src/services/admin/**'],
    },
  ],
  format: 'po',
  orderBy: 'messageId',
  compileNamespace: 'ts',
});
