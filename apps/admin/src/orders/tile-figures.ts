// A tile line's boxes, pieces and m² as sold, and the area asked (docs/tiles.md): the back office's order
// page and its printed invoice say them under the product's name, as the server computed them.
import type { AdminComponents } from '@sajilo/api/admin';

type TileQuantities = AdminComponents['schemas']['TileQuantities'];

const figure = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 6 });
const plural = (n: number, one: string, many: string) => `${figure.format(n)} ${n === 1 ? one : many}`;

export function tileText(tile: TileQuantities | null | undefined): string | null {
  if (!tile) return null;
  const sold = `${plural(tile.boxes, 'box', 'boxes')} · ${plural(tile.pieces, 'piece', 'pieces')} · ${figure.format(tile.m2)} m²`;
  if (!tile.asked) return sold;
  const pattern = tile.asked.laying_pattern === 'custom' ? 'wastage' : tile.asked.laying_pattern;
  return `${sold}, for ${figure.format(tile.asked.m2)} m² + ${tile.asked.wastage_percent} % ${pattern}`;
}
