// The demo shop's tile samples (docs/tiles.md "Samples"): several tiles offer one, most free, one at a price,
// so the product page, the cart and the checkout show both, and one whose samples have run out, so the product
// page shows that too. Deterministic: the first tiles of the base
// catalogue, in its order.
import type { Database } from '@sajilo/server/db/client';
import { productSamples } from '@sajilo/server/db/schema';

export interface SampledTile {
  id: number;
  /** `600 x 600` (millimetres). */
  size: string;
}

/** How many tiles offer a sample, and the one among them that is priced (a whole piece). */
export const SAMPLED_TILES = 6;
const PRICED = 2;
const RUN_OUT = 5;

/** Samples on the first tiles: cut pieces of 10 × 10 cm, free; one whole piece at Rs 150; one tile has none left. */
export async function seedSamples(tx: Database, tiles: SampledTile[]): Promise<void> {
  const rows = tiles.slice(0, SAMPLED_TILES).map((tile, i) => {
    if (i === PRICED) {
      const [w = '', h = ''] = tile.size.split(/\s*x\s*/);
      return {
        productId: tile.id,
        offered: true,
        kind: 'piece' as const,
        size: `${w} × ${h} mm`,
        sizeNe: `${toDevanagari(w)} × ${toDevanagari(h)} मि.मि.`,
        price: 150,
        stock: 12,
      };
    }
    return {
      productId: tile.id,
      offered: true,
      kind: 'cut' as const,
      size: '10 × 10 cm',
      sizeNe: '१० × १० से.मि.',
      price: 0,
      stock: i === RUN_OUT ? 0 : 40,
    };
  });
  if (rows.length > 0) await tx.insert(productSamples).values(rows);
}

const toDevanagari = (digits: string) =>
  digits.replace(/[0-9]/g, (d) => String.fromCharCode(0x0966 + Number(d)));
