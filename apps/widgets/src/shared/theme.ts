// A partner's theme colour (data-theme) replaces the primary colour. Text on it must stay readable: CSS
// relative colour syntax picks black or white from the colour's LCH lightness (below 50: white), so no
// colour maths ships in JavaScript. Browsers without it keep the default white text.

/** Whether `colour` is a CSS colour this browser understands. */
export const isColour = (colour: string | undefined): colour is string =>
  colour !== undefined && CSS.supports('color', colour);

/** White on dark colours, near-black on light ones (the expression the loader's button uses too). */
export const contrastOn = (colour: string) => `lch(from ${colour} calc((50 - l) * 100) 0 0)`;

const supported = (value: string) => CSS.supports('color', value);

/** The custom properties that theme one widget root; none when the colour is not a valid one. */
export function themeProperties(colour: string | undefined): [string, string][] {
  if (!isColour(colour)) return [];
  const properties: [string, string][] = [['--sj-color-primary', colour]];
  const hover = `color-mix(in srgb, ${colour} 82%, #000)`;
  if (supported(hover)) {
    properties.push(
      ['--sj-color-primary-hover', hover],
      ['--sj-color-primary-soft', `color-mix(in srgb, ${colour} 10%, #fff)`],
    );
  }
  if (supported(contrastOn(colour))) properties.push(['--sj-color-primary-contrast', contrastOn(colour)]);
  return properties;
}
