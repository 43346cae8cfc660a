// The widgets' words (README "Languages"): Lingui message catalogues, src/locales/{en,ne}/messages.po,
// compiled to JavaScript at build time by @lingui/vite-plugin (no parser ships). Components word things with
// `useLingui` of @lingui/react/macro (t`…`), which the macro turns into this module's `useLingui`: a small
// hook over @lingui/core's i18n (@lingui/react's provider and <Trans> would add their weight to each
// widget for nothing a widget needs). Code outside components takes the i18n and writes i18n._(msg`…`).
import { type I18n, setupI18n } from '@lingui/core';
import { createContext, type ReactNode, useContext } from 'react';
import { messages as en } from '../locales/en/messages.po';
import { messages as ne } from '../locales/ne/messages.po';
import type { Locale } from './config';

const CATALOGUES = { en, ne };
const instances: Partial<Record<Locale, I18n>> = {};

/** One i18n per language, holding that language's catalogue (a page has one: the loader's data-locale). */
export function i18nFor(locale: Locale): I18n {
  let found = instances[locale];
  if (!found) {
    found = setupI18n({ locale, messages: { [locale]: CATALOGUES[locale] } });
    instances[locale] = found;
  }
  return found;
}

const I18nContext = createContext<I18n | null>(null);

/** Gives the widget under it its language; every widget's root renders one. */
export function LinguiProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  return <I18nContext.Provider value={i18nFor(locale)}>{children}</I18nContext.Provider>;
}

/** What `useLingui()` of @lingui/react/macro compiles to: the widget's i18n and its `_` (what t`…` calls). */
export function useLingui(): { i18n: I18n; _: I18n['_'] } {
  const i18n = useContext(I18nContext);
  if (!i18n) throw new Error('Sajilo widgets: a component with words rendered outside <LinguiProvider>');
  return { i18n, _: i18n.t };
}
