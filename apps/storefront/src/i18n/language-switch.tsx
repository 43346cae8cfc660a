// The language switch of the header and the mobile menu (docs/nepal.md "Languages"): a link to the same page
// in the other language (its address, query included, under the other prefix), and on Nepali pages the
// choice of digits. The link loads the page anew: the server renders it in that language and only that
// language's catalogue is loaded.
import { useLingui } from '@lingui/react/macro';
import { useLocation } from 'react-router-dom';
import styles from './language-switch.module.css';
import { LOCALE_NAMES, type Locale, localizedPath } from './locale.js';
import { useNumerals } from './locale-provider.js';

export interface LanguageSwitchProps {
  className?: string;
  /**
   * Leave the choice of digits out below 600 px (the header's switch): a Nepali phone's header has no room
   * for it beside the logo and the icons, and the mobile menu's switch carries it.
   */
  numeralsFromTablet?: boolean;
}

export function LanguageSwitch({ className, numeralsFromTablet = false }: LanguageSwitchProps) {
  const { i18n, t } = useLingui();
  const { pathname, search, hash } = useLocation();
  const [numerals, setNumerals] = useNumerals();
  const current = i18n.locale as Locale;
  const other: Locale = current === 'ne' ? 'en' : 'ne';
  return (
    <div className={[styles.switch, className].filter(Boolean).join(' ')}>
      <a
        className={styles.language}
        href={`${localizedPath(other, pathname)}${search}${hash}`}
        hrefLang={other}
        lang={other}
        data-language-switch={other}
      >
        {LOCALE_NAMES[other]}
      </a>
      {current === 'ne' ? (
        <button
          type="button"
          className={[styles.numerals, numeralsFromTablet ? styles.fromTablet : undefined]
            .filter(Boolean)
            .join(' ')}
          aria-pressed={numerals === 'deva'}
          onClick={() => setNumerals(numerals === 'deva' ? 'latn' : 'deva')}
          title={t`Devanagari numerals`}
        >
          <span aria-hidden="true">{numerals === 'deva' ? '१२३' : '123'}</span>
          <span className={styles.hidden}>{t`Devanagari numerals`}</span>
        </button>
      ) : null}
    </div>
  );
}
