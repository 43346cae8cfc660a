// Every widget renders in a shadow root: the partner's CSS cannot reach inside, and ours cannot leak out.
// The stylesheets are strings (Vite's `?inline`), turned into one constructable stylesheet each that every
// widget on the page shares; browsers without adoptedStyleSheets get <style> elements instead.
import uiCss from '@sajilo/ui/style.css?inline';
import baseCss from './base.css?inline';
import type { WidgetConfig } from './config';
import { themeProperties } from './theme';

const sheets = new Map<string, CSSStyleSheet>();

function sheet(text: string): CSSStyleSheet {
  let found = sheets.get(text);
  if (!found) {
    found = new CSSStyleSheet();
    found.replaceSync(text);
    sheets.set(text, found);
  }
  return found;
}

function adopt(shadow: ShadowRoot, styles: string[]): void {
  if ('adoptedStyleSheets' in shadow && 'replaceSync' in CSSStyleSheet.prototype) {
    shadow.adoptedStyleSheets = styles.map(sheet);
    return;
  }
  for (const text of styles) {
    const style = document.createElement('style');
    style.textContent = text;
    shadow.append(style);
  }
}

/**
 * Attaches a shadow root to `host` with the component library's styles, the widgets' base styles and the
 * widget's own, and returns the element to render into: it carries the theme tokens and resets every
 * inherited property, so nothing the page sets on `host` (fonts, colours, spacing) reaches the widget.
 */
export function createShadowRoot(host: HTMLElement, config: WidgetConfig, css: string): HTMLElement {
  const shadow = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
  adopt(shadow, [uiCss, baseCss, css]);
  const root = document.createElement('div');
  root.setAttribute('data-sajilo-root', '');
  root.lang = config.locale;
  for (const [name, value] of themeProperties(config.theme)) root.style.setProperty(name, value);
  shadow.replaceChildren(root);
  return root;
}
