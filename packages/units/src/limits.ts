// What the module accepts. Beyond these a number is a typo (a room 1 km long, a box of 20 000 tiles), and
// within them every count, area and weight it returns is a safe integer or an exact 15-digit decimal
// (docs/tiles.md "Limits").

export const LIMITS = Object.freeze({
  /** Tiles in one box. */
  piecesPerBox: 10_000,
  /** One box covers 0.01 m² (a sheet of mosaic) to 20 m² (a crate of slabs), in mm². */
  mm2PerBox: Object.freeze({ min: 10_000, max: 20_000_000 }),
  /** A tile's side, in mm (the largest slabs are 1600 × 3200 mm). */
  tileSideMm: 5_000,
  boxesPerPallet: 10_000,
  /** One box's weight in grams: a tonne. */
  gramsPerBox: 1_000_000,
  /** A floor's or wall's side, or an opening's, in metres (in feet, the same length: 3280.8 ft). */
  lengthMetres: 1_000,
  /** One surface, and an order's surfaces together after openings, in m². */
  areaSquareMetres: 1_000_000,
  /** An area to convert: what `boxes` boxes of the largest size cover. */
  convertedSquareMetres: 20_000_000_000,
  surfaces: 100,
  /** Openings in one surface. */
  openings: 100,
  wastagePercent: 50,
  /** Pieces, boxes or pallets given to convert, and the boxes they make. */
  boxes: 1_000_000_000,
} as const);
