// The demo's designs (docs/tiles.md "Designs"): the base catalogue's tiles of one maker's series (one look)
// made in several sizes and finishes, each its own product, grouped so their pages offer one another. Only
// series with three members or more, in two sizes or more, make a design.
import type { ProductSpec } from './products.js';
import { slugify } from './text.js';

export interface DesignSpec {
  slug: string;
  title: string;
  titleNe: string;
  /** The members' slugs. */
  members: string[];
}

/** At most this many designs: enough to show, few enough that most tiles stay on their own. */
const MAX_DESIGNS = 4;

export function demoDesigns(products: readonly ProductSpec[]): DesignSpec[] {
  const bySeries = new Map<string, ProductSpec[]>();
  for (const p of products) {
    if (!p.finish || !p.packaging) continue;
    const key = `${p.brand.title} ${p.series}`;
    bySeries.set(key, [...(bySeries.get(key) ?? []), p]);
  }
  return [...bySeries]
    .filter(([, members]) => members.length >= 3 && new Set(members.map((m) => m.size)).size >= 2)
    .sort(([a, x], [b, y]) => y.length - x.length || a.localeCompare(b))
    .slice(0, MAX_DESIGNS)
    .map(([name, members]) => ({
      slug: slugify(`${name} design`),
      title: name,
      // Names stay as written; the word for a design is Nepali.
      titleNe: `${name} डिजाइन`,
      members: members.map((m) => m.slug),
    }));
}
