import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { breakpoints, colors, fonts, radii, space } from './tokens';

// A string, not a URL object: under jsdom the global URL is jsdom's, which node:url does not accept.
const here = dirname(fileURLToPath(import.meta.url));
const css = readFileSync(join(here, 'tokens.css'), 'utf8');
const components = join(here, '..', 'components');
const componentSheets = readdirSync(components, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.module.css'))
  .map((file) => [file, readFileSync(join(components, file), 'utf8')] as const);

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** The declared value, whitespace collapsed and hex digits in upper case (the formatter lowers them). */
function declared(property: string): string | undefined {
  const match = new RegExp(`${property}:\\s*([^;]+);`).exec(css);
  return match?.[1]
    ?.replace(/\s+/g, ' ')
    .trim()
    .replace(/#[0-9a-f]+/gi, (hex) => hex.toUpperCase());
}

describe('theme tokens', () => {
  it('uses the seed colours (docs/customer.md §9)', () => {
    expect(colors.primary).toBe('#0F5C4A');
    expect(colors.footer).toBe('#1D1D1D');
  });

  it('declares every colour of tokens.ts in tokens.css with the same value', () => {
    for (const [name, value] of Object.entries(colors)) {
      expect(declared(`--sj-color-${kebab(name)}`), name).toBe(value);
    }
  });

  it('declares the breakpoints, spacing, radii and fonts of tokens.ts', () => {
    expect(declared('--sj-breakpoint-small')).toBe(`${breakpoints.small}px`);
    expect(declared('--sj-breakpoint-large')).toBe(`${breakpoints.large}px`);
    expect(declared('--sj-grid-small')).toBe(`${breakpoints.gridSmall}px`);
    expect(declared('--sj-grid-large')).toBe(`${breakpoints.gridLarge}px`);
    for (const [name, value] of Object.entries(space)) expect(declared(`--sj-space-${name}`)).toBe(value);
    for (const [name, value] of Object.entries(radii)) expect(declared(`--sj-radius-${name}`)).toBe(value);
    expect(declared('--sj-font-body')).toBe(fonts.body);
  });

  it('loads no web font', () => {
    expect(css).not.toMatch(/@font-face|@import|url\(/);
  });

  it('lets component stylesheets use only the theme breakpoints in media queries', () => {
    const allowed = new Set([
      breakpoints.small,
      breakpoints.small - 0.02,
      breakpoints.large,
      breakpoints.large - 0.02,
      breakpoints.gridSmall,
      breakpoints.gridLarge,
    ]);
    expect(componentSheets.length).toBeGreaterThan(10);
    for (const [sheet, source] of componentSheets) {
      for (const match of source.matchAll(/@media[^{]*?(?:min|max)-width:\s*([\d.]+)px/g)) {
        expect(allowed, `${sheet}: ${match[0]}`).toContain(Number(match[1]));
      }
    }
  });
});
