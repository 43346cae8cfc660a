// The theme as data. `tokens.css` declares the same values as CSS custom properties; a test keeps the two in
// step. Media queries cannot read custom properties, so CSS modules write the breakpoints out literally and a
// test checks they only use the ones below.

/** docs/customer.md §9: primary colour, footer background; the page-top progress bar is orange. */
export const colors = {
  primary: '#0F5C4A',
  primaryHover: '#0A4437',
  primaryContrast: '#FFFFFF',
  primarySoft: '#E6F0ED',
  footer: '#1D1D1D',
  progress: '#F37021',
  text: '#1F2933',
  textMuted: '#52606D',
  surface: '#FFFFFF',
  surfaceMuted: '#F5F7F6',
  border: '#D0D5DD',
  borderStrong: '#8A94A6',
  danger: '#B42318',
  dangerSoft: '#FEF3F2',
  success: '#067647',
  focus: '#1D4ED8',
  overlay: 'rgba(16, 24, 40, 0.6)',
} as const;

/** docs/browsing.md §9 / docs/customer.md §9: small 600 px, large 1224 px; grid 640 and 1200 px. */
export const breakpoints = {
  small: 600,
  large: 1224,
  gridSmall: 640,
  gridLarge: 1200,
} as const;

export const media = {
  /** Below the small breakpoint (phones). */
  belowSmall: `(max-width: ${breakpoints.small - 0.02}px)`,
  small: `(min-width: ${breakpoints.small}px)`,
  /** Below the large breakpoint: the mobile bottom bar and the filter drawer live here. */
  belowLarge: `(max-width: ${breakpoints.large - 0.02}px)`,
  large: `(min-width: ${breakpoints.large}px)`,
  reducedMotion: '(prefers-reduced-motion: reduce)',
} as const;

export const space = {
  0: '0',
  1: '0.25rem',
  2: '0.5rem',
  3: '0.75rem',
  4: '1rem',
  5: '1.5rem',
  6: '2rem',
  7: '3rem',
  8: '4rem',
} as const;

export const radii = {
  small: '4px',
  medium: '8px',
  large: '16px',
  pill: '999px',
} as const;

export const fonts = {
  // System fonts only: no web font is downloaded.
  body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans Devanagari", "Helvetica Neue", Arial, sans-serif',
  mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
} as const;

export const fontSizes = {
  small: '0.875rem',
  body: '1rem',
  large: '1.125rem',
  h3: '1.25rem',
  h2: '1.5rem',
  h1: '2rem',
} as const;

export const shadows = {
  card: '0 1px 2px rgba(16, 24, 40, 0.06), 0 1px 3px rgba(16, 24, 40, 0.1)',
  raised: '0 12px 24px rgba(16, 24, 40, 0.18)',
} as const;

export const layout = {
  /** Content width of the page grid at the grid breakpoints. */
  containerSmall: '640px',
  containerLarge: '1200px',
} as const;

export const zIndex = {
  sticky: 100,
  overlay: 1000,
  toast: 1100,
} as const;

export const tokens = { colors, breakpoints, media, space, radii, fonts, fontSizes, shadows, layout, zIndex };

export type Tokens = typeof tokens;
