// The seed draws its pictures' words with fonts it brings, never the machine's (docs/server.md "The demo
// shop"): librsvg, inside sharp, finds fonts through fontconfig, which a fresh machine with only
// Node.js may not have set up at all (every word is then drawn as empty boxes), and whose fonts differ from
// one machine to the next. So the seed writes a fontconfig file naming only the Noto fonts of its npm
// dependencies (Noto Sans for Latin, Noto Sans Devanagari for Nepali, Noto Serif for the serif wordmarks),
// and points this process's fontconfig at it (FONTCONFIG_FILE) before its first picture is drawn: every
// machine then draws the same pictures. Pango and HarfBuzz shape the Devanagari (conjuncts, vowel signs).
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);

/** The font files the drawings use, by package (each weight sits in a folder of its own). */
const FONT_FILES = [
  '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf',
  '@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf',
  '@expo-google-fonts/noto-sans-devanagari/400Regular/NotoSansDevanagari_400Regular.ttf',
  '@expo-google-fonts/noto-sans-devanagari/700Bold/NotoSansDevanagari_700Bold.ttf',
  '@expo-google-fonts/noto-serif/400Regular/NotoSerif_400Regular.ttf',
  '@expo-google-fonts/noto-serif/700Bold/NotoSerif_700Bold.ttf',
] as const;

/** The drawings' families: Latin first, and Devanagari for what Noto Sans has no glyph for. */
export const SANS = "'Noto Sans', 'Noto Sans Devanagari', sans-serif";
export const SERIF = "'Noto Serif', 'Noto Sans Devanagari', serif";

let prepared: { key: string; file: string } | undefined;

/**
 * Points fontconfig at the seed's own fonts (once a process) and returns what names them: a hash of the
 * font files, part of every picture's address and of the rendered-file cache's name, so other fonts never
 * reuse a picture drawn with these. Call it before the process draws its first picture: fontconfig reads its
 * configuration once, when it is first used.
 */
export function useSeedFonts(): { key: string } {
  if (prepared) return { key: prepared.key };
  const paths = FONT_FILES.map((file) => require.resolve(file));
  const hash = createHash('sha256');
  for (const path of paths) hash.update(readFileSync(path));
  const key = hash.digest('hex').slice(0, 10);
  const dir = join(tmpdir(), `sajilo-seed-fonts-${key}`);
  const dirs = [...new Set(paths.map((path) => dirname(path)))];
  // No <include> of the system's configuration: its fonts and rules never take part. Hinting off and grey
  // antialiasing: the same pixels whatever the machine's own settings would be.
  const config = `<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
<fontconfig>
${dirs.map((d) => `  <dir>${d}</dir>`).join('\n')}
  <cachedir>${join(dir, 'cache')}</cachedir>
  <match target="font">
    <edit name="antialias" mode="assign"><bool>true</bool></edit>
    <edit name="hinting" mode="assign"><bool>false</bool></edit>
    <edit name="hintstyle" mode="assign"><const>hintnone</const></edit>
    <edit name="rgba" mode="assign"><const>none</const></edit>
  </match>
</fontconfig>
`;
  mkdirSync(join(dir, 'cache'), { recursive: true });
  const file = join(dir, 'fonts.conf');
  // Written aside and renamed: a seed running beside never reads half a file (and then no fonts at all).
  const aside = `${file}.${process.pid}.tmp`;
  writeFileSync(aside, config);
  renameSync(aside, file);
  process.env.FONTCONFIG_FILE = file;
  prepared = { key, file };
  return { key };
}
