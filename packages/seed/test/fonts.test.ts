// The seed's pictures are drawn with its own fonts (src/fonts.ts, docs/server.md "The demo shop"): a machine
// whose fontconfig knows no fonts at all (a fresh machine with only Node.js) draws a Nepali banner pixel for
// pixel as this one does. Each drawing runs in a process of its own, since fontconfig reads its configuration
// once a process.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, expect, it } from 'vitest';

const seedDir = fileURLToPath(new URL('..', import.meta.url));
const dist = (file: string) => new URL(`../dist/${file}`, import.meta.url).href;
const bare = mkdtempSync(join(tmpdir(), 'sajilo-no-fonts-'));
afterAll(() => rmSync(bare, { recursive: true, force: true }));

/** A machine with no fonts: fontconfig finds an empty configuration, and no user folders. */
const NO_FONTS = (() => {
  const file = join(bare, 'fonts.conf');
  writeFileSync(file, `<?xml version="1.0"?>\n<fontconfig><cachedir>${bare}/cache</cachedir></fontconfig>\n`);
  return {
    FONTCONFIG_FILE: file,
    FONTCONFIG_PATH: bare,
    HOME: bare,
    XDG_CONFIG_HOME: bare,
    XDG_DATA_HOME: bare,
  };
})();

/** The raw pixels' hash of a Nepali banner drawn in a new process, with the seed's fonts or without them. */
function draw(env: Record<string, string>, seedFonts: boolean): string {
  const script = `
    import { createHash } from 'node:crypto';
    import sharp from 'sharp';
    import { useSeedFonts } from '${dist('fonts.js')}';
    import { bannerSvg } from '${dist('scene-drawings.js')}';
    if (${seedFonts}) useSeedFonts();
    const svg = bannerSvg({ kicker: 'चाडपर्वको छुट', headline: 'क्षमता, त्रुटि र ज्ञान', subline: 'अर्को',
      scene: 'bathroom', look: { pattern: 'subway', colour: 'White' }, lang: 'ne' });
    const pixels = await sharp(Buffer.from(svg)).raw().toBuffer();
    process.stdout.write(createHash('sha256').update(pixels).digest('hex'));`;
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
    cwd: seedDir,
    env: { ...process.env, ...env },
    encoding: 'utf8',
  });
  expect(run.status, run.stderr).toBe(0);
  return run.stdout;
}

it('draws the same Nepali banner on a machine without fonts as on this one', { timeout: 60_000 }, () => {
  const here = draw({}, true);
  expect(draw(NO_FONTS, true)).toBe(here);
  // Without the seed's fonts such a machine draws something else (empty boxes): the check above can fail.
  expect(draw(NO_FONTS, false)).not.toBe(here);
});
