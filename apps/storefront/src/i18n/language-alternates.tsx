// Every page names its other-language twin for search engines (docs/nepal.md "Languages"): `hreflang`
// alternates for English, Nepali and x-default (English), which React hoists into the head, on the page
// server as in the browser.
import { useLocation } from 'react-router-dom';
import { useSiteOrigin } from '../lib/site-origin.js';
import { localizedPath } from './locale.js';

export function LanguageAlternates() {
  const { pathname } = useLocation();
  const origin = useSiteOrigin();
  return (
    <>
      <link rel="alternate" hrefLang="en" href={`${origin}${localizedPath('en', pathname)}`} />
      <link rel="alternate" hrefLang="ne" href={`${origin}${localizedPath('ne', pathname)}`} />
      <link rel="alternate" hrefLang="x-default" href={`${origin}${localizedPath('en', pathname)}`} />
    </>
  );
}
