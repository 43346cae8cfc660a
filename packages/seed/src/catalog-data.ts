// The shop's catalogue as data: brands a Kathmandu trader carries, colours, sizes, the category tree and the
// product lines that the product generator turns into products (docs/server.md "The demo shop").

export type TilePattern =
  | 'marble'
  | 'wood'
  | 'terrazzo'
  | 'geometric'
  | 'stone'
  | 'concrete'
  | 'hexagon'
  | 'subway';

export type ProductKind =
  | 'wc-wall-hung'
  | 'wc-floor'
  | 'wc-one-piece'
  | 'basin-table-top'
  | 'basin-wall-hung'
  | 'basin-pedestal'
  | 'urinal'
  | 'basin-mixer'
  | 'wall-mixer'
  | 'pillar-tap'
  | 'bib-tap'
  | 'overhead-shower'
  | 'hand-shower'
  | 'towel-rail'
  | 'mirror'
  | 'soap-dispenser'
  | 'bathtub-freestanding'
  | 'bathtub-built-in'
  | 'kitchen-sink'
  | 'sink-mixer'
  | 'pull-out-faucet'
  | 'ceiling-light'
  | 'pendant-lamp'
  | 'wall-light'
  | 'outdoor-lantern'
  | 'bollard-light';

/** The room a product is shown in on its third picture. */
export type SceneKind = 'bathroom' | 'kitchen' | 'living' | 'outdoor';

export interface ColourDef {
  name: string;
  /** The name on the Nepali pages (docs/nepal.md "Catalogue content in Nepali"). */
  nameNe: string;
  hex: string;
}

// docs/browsing.md §3: colours are filtered by name (subtitle) and drawn from their value (title).
export const COLOURS: ColourDef[] = [
  { name: 'White', nameNe: 'सेतो', hex: '#FFFFFF' },
  { name: 'Ivory', nameNe: 'हात्तीदाँते', hex: '#F5F5DC' },
  { name: 'Beige', nameNe: 'बेज', hex: '#D9C6A5' },
  { name: 'Grey', nameNe: 'खरानी', hex: '#9E9E9E' },
  { name: 'Charcoal', nameNe: 'गाढा खरानी', hex: '#3C3C3C' },
  { name: 'Black', nameNe: 'कालो', hex: '#1C1C1C' },
  { name: 'Matt Black', nameNe: 'म्याट कालो', hex: '#2B2B2B' },
  { name: 'Chrome', nameNe: 'क्रोम', hex: '#C0C0C8' },
  { name: 'Brushed Gold', nameNe: 'ब्रस्ड सुनौलो', hex: '#C9A45C' },
  { name: 'Rose Gold', nameNe: 'रोज गोल्ड', hex: '#B76E79' },
  { name: 'Brushed Nickel', nameNe: 'ब्रस्ड निकल', hex: '#A8A9AD' },
  { name: 'Stainless Steel', nameNe: 'स्टेनलेस स्टिल', hex: '#B4B8BC' },
  { name: 'Oak', nameNe: 'ओक', hex: '#C19A6B' },
  { name: 'Walnut', nameNe: 'ओखर', hex: '#5C4033' },
  { name: 'Blue', nameNe: 'निलो', hex: '#2E5A88' },
  { name: 'Green', nameNe: 'हरियो', hex: '#4F7F6A' },
  { name: 'Terracotta', nameNe: 'टेराकोटा', hex: '#C0643C' },
];

export function colourHex(name: string): string {
  const colour = COLOURS.find((c) => c.name === name);
  if (!colour) throw new Error(`unknown colour ${name}`);
  return colour.hex;
}

export interface BrandDef {
  slug: string;
  title: string;
  /** Two letters in product codes (SW-HW-1042). */
  code: string;
  /** Wordmark colour. */
  colour: string;
  font: 'sans' | 'serif';
  country: string;
  tagline: string;
  /** Collection names used in product titles. */
  series: string[];
  /** Tile collection name, for tile makers. */
  collection?: string;
  /** Price level against the line's range: 0 budget, 1 premium. */
  tier: number;
  warrantyYears: number;
}

export const BRANDS: BrandDef[] = [
  {
    slug: 'kajaria',
    title: 'Kajaria',
    code: 'KJ',
    colour: '#C8102E',
    font: 'sans',
    country: 'India',
    tagline: 'Tiles',
    series: ['Eternity', 'Signature'],
    collection: 'Eternity',
    tier: 0.7,
    warrantyYears: 1,
  },
  {
    slug: 'somany',
    title: 'Somany',
    code: 'SM',
    colour: '#005BAA',
    font: 'sans',
    country: 'India',
    tagline: 'Ceramics',
    series: ['Duragres', 'Vitro'],
    collection: 'Duragres',
    tier: 0.55,
    warrantyYears: 1,
  },
  {
    slug: 'johnson',
    title: 'Johnson',
    code: 'JH',
    colour: '#E4002B',
    font: 'sans',
    country: 'India',
    tagline: 'Tiles & Bathrooms',
    series: ['Aura', 'Marvel', 'Endura'],
    collection: 'Endura',
    tier: 0.45,
    warrantyYears: 2,
  },
  {
    slug: 'asian-granito',
    title: 'Asian Granito',
    code: 'AG',
    colour: '#1F4E79',
    font: 'serif',
    country: 'India',
    tagline: 'AGL Tiles',
    series: ['Marbonite', 'Grestek'],
    collection: 'Marbonite',
    tier: 0.5,
    warrantyYears: 1,
  },
  {
    slug: 'simpolo',
    title: 'Simpolo',
    code: 'SP',
    colour: '#8B6D2F',
    font: 'serif',
    country: 'India',
    tagline: 'Vitrified',
    series: ['Slab Tech', 'Regalia'],
    collection: 'Slab Tech',
    tier: 0.8,
    warrantyYears: 1,
  },
  {
    slug: 'nitco',
    title: 'Nitco',
    code: 'NT',
    colour: '#00704A',
    font: 'sans',
    country: 'India',
    tagline: 'Tiles & Marble',
    series: ['Naturoc', 'Lavish'],
    collection: 'Naturoc',
    tier: 0.35,
    warrantyYears: 1,
  },
  {
    slug: 'jaquar',
    title: 'Jaquar',
    code: 'JQ',
    colour: '#1E3A8A',
    font: 'sans',
    country: 'India',
    tagline: 'Bath · Lighting',
    series: ['Continental', 'Florentine', 'Kubix Prime', 'Opal Prime', 'Fusion', 'Alive', 'Lyric', 'Ornamix'],
    tier: 0.65,
    warrantyYears: 10,
  },
  {
    slug: 'hindware',
    title: 'Hindware',
    code: 'HW',
    colour: '#0072BC',
    font: 'sans',
    country: 'India',
    tagline: 'Bath Solutions',
    series: ['Avior', 'Flora', 'Contessa', 'Element', 'Esme', 'Mercury', 'Atlantic'],
    tier: 0.35,
    warrantyYears: 7,
  },
  {
    slug: 'cera',
    title: 'Cera',
    code: 'CR',
    colour: '#D71920',
    font: 'sans',
    country: 'India',
    tagline: 'Sanitaryware',
    series: ['Cruz', 'Gayle', 'Oliver', 'Corsica', 'Winsor', 'Ruby'],
    tier: 0.3,
    warrantyYears: 5,
  },
  {
    slug: 'parryware',
    title: 'Parryware',
    code: 'PW',
    colour: '#00539B',
    font: 'sans',
    country: 'India',
    tagline: 'Bathrooms',
    series: ['Verve', 'Aspire', 'Edge', 'Alpha', 'Claret', 'Agate'],
    tier: 0.25,
    warrantyYears: 5,
  },
  {
    slug: 'kohler',
    title: 'Kohler',
    code: 'KO',
    colour: '#1A1A1A',
    font: 'serif',
    country: 'USA',
    tagline: 'Bold Look',
    series: ['Veil', 'Reach', 'Pinstripe', 'July', 'Aleo', 'Components', 'Strayt'],
    tier: 0.95,
    warrantyYears: 10,
  },
  {
    slug: 'grohe',
    title: 'Grohe',
    code: 'GR',
    colour: '#00778B',
    font: 'sans',
    country: 'Germany',
    tagline: 'Pure Freude an Wasser',
    series: ['Eurosmart', 'Essence', 'Euphoria', 'Tempesta', 'BauEdge', 'Concetto', 'Eurocube'],
    tier: 0.9,
    warrantyYears: 10,
  },
  {
    slug: 'roca',
    title: 'Roca',
    code: 'RC',
    colour: '#E30613',
    font: 'sans',
    country: 'Spain',
    tagline: 'Bathrooms',
    series: ['The Gap', 'Meridian', 'Inspira', 'L90', 'Victoria', 'Insignia'],
    tier: 0.75,
    warrantyYears: 10,
  },
  {
    slug: 'american-standard',
    title: 'American Standard',
    code: 'AS',
    colour: '#003DA5',
    font: 'serif',
    country: 'USA',
    tagline: 'Since 1875',
    series: ['Signature', 'Acacia', 'Cygnet', 'Concept', 'Studio'],
    tier: 0.7,
    warrantyYears: 10,
  },
  {
    slug: 'carysil',
    title: 'Carysil',
    code: 'CS',
    colour: '#333333',
    font: 'sans',
    country: 'India',
    tagline: 'Kitchen Sinks',
    series: ['Vivaldi', 'Prism', 'Duo', 'Enigma', 'Maximus'],
    tier: 0.6,
    warrantyYears: 10,
  },
  {
    slug: 'franke',
    title: 'Franke',
    code: 'FR',
    colour: '#E2001A',
    font: 'sans',
    country: 'Switzerland',
    tagline: 'Make it wonderful',
    series: ['Bolero', 'Maris', 'Kubus', 'Orion', 'Fresh'],
    tier: 0.85,
    warrantyYears: 10,
  },
  {
    slug: 'philips',
    title: 'Philips',
    code: 'PH',
    colour: '#0B5ED7',
    font: 'sans',
    country: 'Netherlands',
    tagline: 'Lighting',
    series: ['Aura', 'Ceiling Star', 'Myliving', 'Ozone', 'Radiance'],
    tier: 0.6,
    warrantyYears: 2,
  },
  {
    slug: 'havells',
    title: 'Havells',
    code: 'HV',
    colour: '#E31E24',
    font: 'sans',
    country: 'India',
    tagline: 'Wires · Lighting',
    series: ['Lumeno', 'Edge', 'Trim', 'Adore', 'Octane'],
    tier: 0.4,
    warrantyYears: 2,
  },
];

/** What a category's icon shows. */
export type IconSpec = { tile: TilePattern; colour: string } | { kind: ProductKind; colour: string };

export interface CategoryDef {
  slug: string;
  title: string;
  icon: IconSpec;
  summary: string;
  children?: CategoryDef[];
}

const tileIcon = (tile: TilePattern, colour: string): IconSpec => ({ tile, colour });
const kindIcon = (kind: ProductKind, colour: string): IconSpec => ({ kind, colour });

// Three levels (depth 0/1/2); docs/browsing.md §2 links to tiles, bath-ware and sanitaryware by slug.
export const CATEGORY_TREE: CategoryDef[] = [
  {
    slug: 'tiles',
    title: 'Tiles',
    icon: tileIcon('marble', 'White'),
    summary: 'Floor, wall and outdoor tiles in vitrified, ceramic and porcelain bodies.',
    children: [
      {
        slug: 'floor-tiles',
        title: 'Floor Tiles',
        icon: tileIcon('marble', 'Beige'),
        summary: 'Hard-wearing floor tiles for living rooms, bedrooms and shops.',
        children: [
          {
            slug: 'vitrified-tiles',
            title: 'Vitrified Tiles',
            icon: tileIcon('marble', 'White'),
            summary: 'Low-porosity glazed and double-charge vitrified tiles.',
          },
          {
            slug: 'ceramic-floor-tiles',
            title: 'Ceramic Floor Tiles',
            icon: tileIcon('stone', 'Beige'),
            summary: 'Budget-friendly ceramic floor tiles.',
          },
          {
            slug: 'porcelain-tiles',
            title: 'Porcelain Tiles',
            icon: tileIcon('concrete', 'Grey'),
            summary: 'Large-format porcelain slabs and tiles.',
          },
          {
            slug: 'wooden-finish-tiles',
            title: 'Wooden Finish Tiles',
            icon: tileIcon('wood', 'Oak'),
            summary: 'The warmth of timber planks without termites or polishing.',
          },
        ],
      },
      {
        slug: 'wall-tiles',
        title: 'Wall Tiles',
        icon: tileIcon('subway', 'White'),
        summary: 'Glazed wall tiles for bathrooms, kitchens and facades.',
        children: [
          {
            slug: 'bathroom-wall-tiles',
            title: 'Bathroom Wall Tiles',
            icon: tileIcon('hexagon', 'White'),
            summary: 'Easy-clean glossy and matt tiles for wet walls.',
          },
          {
            slug: 'kitchen-wall-tiles',
            title: 'Kitchen Wall Tiles',
            icon: tileIcon('subway', 'Green'),
            summary: 'Stain-resistant backsplash tiles.',
          },
          {
            slug: 'elevation-tiles',
            title: 'Elevation Tiles',
            icon: tileIcon('stone', 'Charcoal'),
            summary: 'Weather-proof cladding for facades and boundary walls.',
          },
        ],
      },
      {
        slug: 'outdoor-tiles',
        title: 'Outdoor Tiles',
        icon: tileIcon('geometric', 'Grey'),
        summary: 'Heavy-duty tiles for parking, terraces and courtyards.',
        children: [
          {
            slug: 'parking-tiles',
            title: 'Parking Tiles',
            icon: tileIcon('geometric', 'Grey'),
            summary: '12 mm heavy-duty tiles that carry cars and scooters.',
          },
          {
            slug: 'terrace-tiles',
            title: 'Terrace Tiles',
            icon: tileIcon('terrazzo', 'Terracotta'),
            summary: 'Anti-skid, heat-reflecting tiles for roofs and terraces.',
          },
        ],
      },
    ],
  },
  {
    slug: 'bath-ware',
    title: 'Bath Ware',
    icon: kindIcon('overhead-shower', 'Chrome'),
    summary: 'Faucets, showers, bathtubs and bathroom accessories.',
    children: [
      {
        slug: 'faucets',
        title: 'Faucets',
        icon: kindIcon('basin-mixer', 'Chrome'),
        summary: 'Mixers and taps with ceramic cartridges that suit rooftop-tank pressure.',
        children: [
          {
            slug: 'basin-mixers',
            title: 'Basin Mixers',
            icon: kindIcon('basin-mixer', 'Chrome'),
            summary: 'Single-lever and twin-handle basin mixers.',
          },
          {
            slug: 'wall-mixers',
            title: 'Wall Mixers',
            icon: kindIcon('wall-mixer', 'Chrome'),
            summary: 'Wall mixers with diverters for shower and bath.',
          },
          {
            slug: 'pillar-taps',
            title: 'Pillar Taps',
            icon: kindIcon('pillar-tap', 'Chrome'),
            summary: 'Deck-mounted pillar taps for basins.',
          },
          {
            slug: 'bib-taps',
            title: 'Bib Taps',
            icon: kindIcon('bib-tap', 'Chrome'),
            summary: 'Wall-mounted bib cocks for bathrooms, balconies and gardens.',
          },
        ],
      },
      {
        slug: 'showers',
        title: 'Showers',
        icon: kindIcon('overhead-shower', 'Chrome'),
        summary: 'Rain showers, hand showers and shower arms.',
        children: [
          {
            slug: 'overhead-showers',
            title: 'Overhead Showers',
            icon: kindIcon('overhead-shower', 'Chrome'),
            summary: 'Round and square rain showers with anti-lime nozzles.',
          },
          {
            slug: 'hand-showers',
            title: 'Hand Showers',
            icon: kindIcon('hand-shower', 'Chrome'),
            summary: 'Hand showers and health faucets with hose and holder.',
          },
        ],
      },
      {
        slug: 'bathroom-accessories',
        title: 'Bathroom Accessories',
        icon: kindIcon('towel-rail', 'Chrome'),
        summary: 'Towel rails, mirrors and dispensers that finish a bathroom.',
        children: [
          {
            slug: 'towel-rails',
            title: 'Towel Rails',
            icon: kindIcon('towel-rail', 'Chrome'),
            summary: 'Single and double towel rails and rings.',
          },
          {
            slug: 'bathroom-mirrors',
            title: 'Bathroom Mirrors',
            icon: kindIcon('mirror', 'Matt Black'),
            summary: 'Framed and LED mirrors with anti-fog pads.',
          },
          {
            slug: 'soap-dispensers',
            title: 'Soap Dispensers',
            icon: kindIcon('soap-dispenser', 'Chrome'),
            summary: 'Counter-top and wall-mounted soap dispensers.',
          },
        ],
      },
      {
        slug: 'bathtubs',
        title: 'Bathtubs',
        icon: kindIcon('bathtub-freestanding', 'White'),
        summary: 'Freestanding and built-in acrylic bathtubs.',
        children: [
          {
            slug: 'freestanding-bathtubs',
            title: 'Freestanding Bathtubs',
            icon: kindIcon('bathtub-freestanding', 'White'),
            summary: 'Sculpted freestanding tubs for larger bathrooms.',
          },
          {
            slug: 'built-in-bathtubs',
            title: 'Built-in Bathtubs',
            icon: kindIcon('bathtub-built-in', 'White'),
            summary: 'Alcove and corner tubs with front panels.',
          },
        ],
      },
    ],
  },
  {
    slug: 'sanitaryware',
    title: 'Sanitaryware',
    icon: kindIcon('wc-one-piece', 'White'),
    summary: 'Water closets, wash basins and urinals in vitreous china.',
    children: [
      {
        slug: 'water-closets',
        title: 'Water Closets (WC)',
        icon: kindIcon('wc-floor', 'White'),
        summary: 'Wall hung, floor mounted and one piece WCs.',
        children: [
          {
            slug: 'wall-hung-wc',
            title: 'Wall Hung WC',
            icon: kindIcon('wc-wall-hung', 'White'),
            summary: 'Space-saving WCs for concealed cisterns.',
          },
          {
            slug: 'floor-mounted-wc',
            title: 'Floor Mounted WC',
            icon: kindIcon('wc-floor', 'White'),
            summary: 'Two-piece WCs with ceramic cisterns.',
          },
          {
            slug: 'one-piece-wc',
            title: 'One Piece WC',
            icon: kindIcon('wc-one-piece', 'White'),
            summary: 'Seamless one-piece closets that are easy to clean.',
          },
        ],
      },
      {
        slug: 'wash-basins',
        title: 'Wash Basins',
        icon: kindIcon('basin-table-top', 'White'),
        summary: 'Table top, wall hung and pedestal basins.',
        children: [
          {
            slug: 'table-top-basins',
            title: 'Table Top Basins',
            icon: kindIcon('basin-table-top', 'White'),
            summary: 'Counter-top vessel basins.',
          },
          {
            slug: 'wall-hung-basins',
            title: 'Wall Hung Basins',
            icon: kindIcon('basin-wall-hung', 'White'),
            summary: 'Compact basins fixed to the wall.',
          },
          {
            slug: 'pedestal-basins',
            title: 'Pedestal Basins',
            icon: kindIcon('basin-pedestal', 'White'),
            summary: 'Classic basins on full or half pedestals.',
          },
        ],
      },
      {
        slug: 'urinals',
        title: 'Urinals',
        icon: kindIcon('urinal', 'White'),
        summary: 'Wall hung urinals for homes, offices and hotels.',
      },
    ],
  },
  {
    slug: 'kitchen',
    title: 'Kitchen',
    icon: kindIcon('kitchen-sink', 'Stainless Steel'),
    summary: 'Kitchen sinks and kitchen faucets.',
    children: [
      {
        slug: 'kitchen-sinks',
        title: 'Kitchen Sinks',
        icon: kindIcon('kitchen-sink', 'Stainless Steel'),
        summary: 'Stainless steel and quartz sinks.',
        children: [
          {
            slug: 'stainless-steel-sinks',
            title: 'Stainless Steel Sinks',
            icon: kindIcon('kitchen-sink', 'Stainless Steel'),
            summary: 'SS 304 sinks with drainboards.',
          },
          {
            slug: 'quartz-sinks',
            title: 'Quartz Sinks',
            icon: kindIcon('kitchen-sink', 'Matt Black'),
            summary: 'Scratch-resistant quartz composite sinks.',
          },
        ],
      },
      {
        slug: 'kitchen-faucets',
        title: 'Kitchen Faucets',
        icon: kindIcon('sink-mixer', 'Chrome'),
        summary: 'Sink mixers and pull-out faucets.',
        children: [
          {
            slug: 'sink-mixers',
            title: 'Sink Mixers',
            icon: kindIcon('sink-mixer', 'Chrome'),
            summary: 'Deck and wall sink mixers with swivel spouts.',
          },
          {
            slug: 'pull-out-faucets',
            title: 'Pull-out Faucets',
            icon: kindIcon('pull-out-faucet', 'Chrome'),
            summary: 'Faucets with pull-out sprays for deep sinks.',
          },
        ],
      },
    ],
  },
  {
    slug: 'lighting',
    title: 'Lighting',
    icon: kindIcon('pendant-lamp', 'Matt Black'),
    summary: 'Indoor and outdoor LED lighting.',
    children: [
      {
        slug: 'indoor-lighting',
        title: 'Indoor Lighting',
        icon: kindIcon('ceiling-light', 'White'),
        summary: 'Ceiling, pendant and wall lights.',
        children: [
          {
            slug: 'ceiling-lights',
            title: 'Ceiling Lights',
            icon: kindIcon('ceiling-light', 'White'),
            summary: 'Surface and recessed LED ceiling lights.',
          },
          {
            slug: 'pendant-lights',
            title: 'Pendant Lights',
            icon: kindIcon('pendant-lamp', 'Matt Black'),
            summary: 'Pendants for dining tables and stairwells.',
          },
          {
            slug: 'wall-lights',
            title: 'Wall Lights',
            icon: kindIcon('wall-light', 'Brushed Gold'),
            summary: 'Up-down sconces and mirror lights.',
          },
        ],
      },
      {
        slug: 'outdoor-lighting',
        title: 'Outdoor Lighting',
        icon: kindIcon('outdoor-lantern', 'Matt Black'),
        summary: 'IP65 lanterns and garden lights.',
        children: [
          {
            slug: 'wall-lanterns',
            title: 'Wall Lanterns',
            icon: kindIcon('outdoor-lantern', 'Matt Black'),
            summary: 'Gate and porch lanterns.',
          },
          {
            slug: 'garden-lights',
            title: 'Garden Lights',
            icon: kindIcon('bollard-light', 'Charcoal'),
            summary: 'Bollards and spike lights for paths and lawns.',
          },
        ],
      },
    ],
  },
];

/** A tile look: a pattern in a colour with the name it is sold under. */
export interface TileLook {
  pattern: TilePattern;
  colour: string;
  name: string;
}

export const TILE_LOOKS: TileLook[] = [
  { pattern: 'marble', colour: 'White', name: 'Statuario Bianco' },
  { pattern: 'marble', colour: 'Beige', name: 'Crema Marfil' },
  { pattern: 'marble', colour: 'Black', name: 'Nero Marquina' },
  { pattern: 'wood', colour: 'Oak', name: 'Oak Plank' },
  { pattern: 'wood', colour: 'Walnut', name: 'Walnut Strip' },
  { pattern: 'wood', colour: 'Grey', name: 'Ash Grey Wood' },
  { pattern: 'terrazzo', colour: 'Ivory', name: 'Terrazzo Venezia' },
  { pattern: 'terrazzo', colour: 'Grey', name: 'Terrazzo Grigio' },
  { pattern: 'terrazzo', colour: 'Terracotta', name: 'Terrazzo Rosso' },
  { pattern: 'geometric', colour: 'Blue', name: 'Moroccan Blue' },
  { pattern: 'geometric', colour: 'Green', name: 'Quatrefoil Sage' },
  { pattern: 'geometric', colour: 'Grey', name: 'Geo Star Grey' },
  { pattern: 'stone', colour: 'Charcoal', name: 'Slate Nero' },
  { pattern: 'stone', colour: 'Beige', name: 'Travertine Beige' },
  { pattern: 'stone', colour: 'Grey', name: 'Sandstone Grey' },
  { pattern: 'concrete', colour: 'Grey', name: 'Cemento Grey' },
  { pattern: 'concrete', colour: 'Beige', name: 'Cemento Sand' },
  { pattern: 'concrete', colour: 'Charcoal', name: 'Cemento Antracite' },
  { pattern: 'hexagon', colour: 'White', name: 'Hexa Bianco' },
  { pattern: 'hexagon', colour: 'Green', name: 'Hexa Verde' },
  { pattern: 'hexagon', colour: 'Blue', name: 'Hexa Blu' },
  { pattern: 'subway', colour: 'White', name: 'Metro White' },
  { pattern: 'subway', colour: 'Green', name: 'Metro Sage' },
  { pattern: 'subway', colour: 'Blue', name: 'Metro Navy' },
];

export interface TileLine {
  type: 'tile';
  category: string;
  /** e.g. `Vitrified Tile`. */
  label: string;
  body: string;
  patterns: TilePattern[];
  finishes: string[];
  /** Millimetres, `600 x 600`. */
  sizes: string[];
  thickness: number;
  brands: string[];
  price: [number, number];
  count: number;
  application: string;
}

export interface FittingLine {
  type: 'fitting';
  category: string;
  kind: ProductKind;
  label: string;
  brands: string[];
  colours: string[];
  /** Overall size in millimetres (`600 x 400 x 150`), with an optional title tag (`18W`). */
  sizes: { dims: string; tag?: string }[];
  price: [number, number];
  unit: 'piece' | 'set';
  count: number;
  material: string;
  features: string[];
  scene: SceneKind;
}

export type ProductLine = TileLine | FittingLine;

const TILE_MAKERS = ['kajaria', 'somany', 'johnson', 'asian-granito', 'simpolo', 'nitco'];
const SANITARY = [
  'jaquar',
  'hindware',
  'cera',
  'parryware',
  'kohler',
  'roca',
  'american-standard',
  'johnson',
];
const FAUCETS = ['jaquar', 'grohe', 'kohler', 'hindware', 'cera', 'parryware', 'roca', 'american-standard'];
const METALS = ['Chrome', 'Matt Black', 'Brushed Gold'];
const CERAMICS = ['White', 'Ivory', 'Matt Black'];
const LIGHT_MAKERS = ['philips', 'havells', 'jaquar'];
const LIGHT_FINISHES = ['White', 'Matt Black', 'Brushed Gold'];

const WC_FEATURES = [
  'Rimless bowl that flushes clean with less water',
  'Dual flush 3/6 litres',
  'Soft-close, quick-release seat cover',
  'Glazed trapway that resists stains',
];
const FAUCET_FEATURES = [
  'Lead-free brass body',
  '35 mm ceramic cartridge tested for 5,00,000 operations',
  'Works from 0.3 bar: fine on rooftop-tank pressure',
  'Anti-lime aerator that is easy to clean',
];
const LIGHT_FEATURES = [
  'Energy-saving LED, 90+ lumens per watt',
  'Works on 150–280 V supply, steady through voltage dips',
  'Colour temperature 3000 K warm white',
  'No flicker, no UV',
];

// docs/browsing.md §1: the shop sells tiles, bath ware, sanitaryware, kitchen and lighting; prices in Rs a
// box or piece.
export const PRODUCT_LINES: ProductLine[] = [
  {
    type: 'tile',
    category: 'vitrified-tiles',
    label: 'Vitrified Tile',
    body: 'Glazed vitrified (GVT)',
    patterns: ['marble', 'concrete', 'terrazzo'],
    finishes: ['Glossy', 'High Gloss', 'Satin Matt'],
    sizes: ['600 x 600', '600 x 1200', '800 x 800', '800 x 1600'],
    thickness: 9,
    brands: TILE_MAKERS,
    price: [1_800, 4_500],
    count: 18,
    application: 'Living rooms, bedrooms, showrooms and offices',
  },
  {
    type: 'tile',
    category: 'ceramic-floor-tiles',
    label: 'Ceramic Floor Tile',
    body: 'Ceramic',
    patterns: ['stone', 'geometric', 'terrazzo'],
    finishes: ['Matt', 'Rustic', 'Glossy'],
    sizes: ['300 x 300', '400 x 400', '600 x 600'],
    thickness: 8,
    brands: TILE_MAKERS,
    price: [800, 1_800],
    count: 15,
    application: 'Bedrooms, stores and low-traffic floors',
  },
  {
    type: 'tile',
    category: 'porcelain-tiles',
    label: 'Porcelain Slab',
    body: 'Full-body porcelain',
    patterns: ['marble', 'stone', 'concrete'],
    finishes: ['Polished', 'Carving', 'Matt'],
    sizes: ['600 x 1200', '800 x 1600', '800 x 2400'],
    thickness: 10,
    brands: ['kajaria', 'simpolo', 'asian-granito', 'somany'],
    price: [2_800, 4_500],
    count: 16,
    application: 'Large living areas, kitchen counters and feature walls',
  },
  {
    type: 'tile',
    category: 'wooden-finish-tiles',
    label: 'Wooden Plank Tile',
    body: 'Glazed vitrified (GVT)',
    patterns: ['wood'],
    finishes: ['Matt', 'Structured'],
    sizes: ['200 x 1200', '195 x 1200', '600 x 1200'],
    thickness: 9,
    brands: TILE_MAKERS,
    price: [1_900, 3_800],
    count: 15,
    application: 'Bedrooms, family rooms, cafes and hotel lobbies',
  },
  {
    type: 'tile',
    category: 'bathroom-wall-tiles',
    label: 'Bathroom Wall Tile',
    body: 'Ceramic',
    patterns: ['subway', 'hexagon', 'marble'],
    finishes: ['Glossy', 'Matt', 'Satin'],
    sizes: ['300 x 600', '300 x 450', '250 x 375'],
    thickness: 8,
    brands: TILE_MAKERS,
    price: [900, 2_200],
    count: 16,
    application: 'Bathroom and toilet walls, shower areas',
  },
  {
    type: 'tile',
    category: 'kitchen-wall-tiles',
    label: 'Kitchen Wall Tile',
    body: 'Ceramic',
    patterns: ['subway', 'geometric', 'hexagon'],
    finishes: ['Glossy', 'Matt'],
    sizes: ['300 x 600', '300 x 450', '300 x 300'],
    thickness: 8,
    brands: TILE_MAKERS,
    price: [900, 2_000],
    count: 15,
    application: 'Kitchen backsplashes and dado walls',
  },
  {
    type: 'tile',
    category: 'elevation-tiles',
    label: 'Elevation Tile',
    body: 'Vitrified',
    patterns: ['stone', 'concrete', 'wood'],
    finishes: ['Rustic', 'Structured', 'Matt'],
    sizes: ['300 x 600', '300 x 450', '200 x 600'],
    thickness: 10,
    brands: TILE_MAKERS,
    price: [1_200, 2_600],
    count: 14,
    application: 'Facades, compound walls and pillars',
  },
  {
    type: 'tile',
    category: 'parking-tiles',
    label: 'Parking Tile',
    body: 'Heavy-duty vitrified',
    patterns: ['geometric', 'concrete', 'stone'],
    finishes: ['Anti-Skid', 'Rustic'],
    sizes: ['300 x 300', '400 x 400', '500 x 500'],
    thickness: 12,
    brands: TILE_MAKERS,
    price: [800, 1_500],
    count: 13,
    application: 'Parking, driveways and ramps',
  },
  {
    type: 'tile',
    category: 'terrace-tiles',
    label: 'Terrace Tile',
    body: 'Vitrified',
    patterns: ['terrazzo', 'stone'],
    finishes: ['Anti-Skid', 'Cool Roof Matt'],
    sizes: ['300 x 300', '400 x 400', '600 x 600'],
    thickness: 10,
    brands: TILE_MAKERS,
    price: [850, 1_600],
    count: 13,
    application: 'Roof terraces, balconies and courtyards',
  },
  {
    type: 'fitting',
    category: 'wall-hung-wc',
    kind: 'wc-wall-hung',
    label: 'Wall Hung WC with Soft Close Seat',
    brands: SANITARY,
    colours: CERAMICS,
    sizes: [{ dims: '520 x 360 x 350' }, { dims: '540 x 370 x 360' }],
    price: [18_000, 75_000],
    unit: 'set',
    count: 12,
    material: 'Vitreous china',
    features: WC_FEATURES,
    scene: 'bathroom',
  },
  {
    type: 'fitting',
    category: 'floor-mounted-wc',
    kind: 'wc-floor',
    label: 'Floor Mounted Two Piece WC',
    brands: SANITARY,
    colours: CERAMICS,
    sizes: [
      { dims: '680 x 380 x 780', tag: 'S-Trap' },
      { dims: '690 x 380 x 790', tag: 'P-Trap' },
    ],
    price: [12_000, 45_000],
    unit: 'set',
    count: 12,
    material: 'Vitreous china',
    features: WC_FEATURES,
    scene: 'bathroom',
  },
  {
    type: 'fitting',
    category: 'one-piece-wc',
    kind: 'wc-one-piece',
    label: 'One Piece WC',
    brands: SANITARY,
    colours: CERAMICS,
    sizes: [
      { dims: '700 x 390 x 720', tag: 'S-Trap' },
      { dims: '710 x 380 x 740', tag: 'P-Trap' },
    ],
    price: [28_000, 95_000],
    unit: 'piece',
    count: 12,
    material: 'Vitreous china',
    features: WC_FEATURES,
    scene: 'bathroom',
  },
  {
    type: 'fitting',
    category: 'table-top-basins',
    kind: 'basin-table-top',
    label: 'Table Top Basin',
    brands: SANITARY,
    colours: CERAMICS,
    sizes: [{ dims: '600 x 400 x 150' }, { dims: '500 x 400 x 145' }, { dims: '420 x 420 x 140' }],
    price: [5_500, 35_000],
    unit: 'piece',
    count: 11,
    material: 'Vitreous china',
    features: [
      'Thin rim with a deep bowl',
      'No tap hole: pair it with a tall mixer',
      'Glaze that resists stains',
    ],
    scene: 'bathroom',
  },
  {
    type: 'fitting',
    category: 'wall-hung-basins',
    kind: 'basin-wall-hung',
    label: 'Wall Hung Basin',
    brands: SANITARY,
    colours: CERAMICS,
    sizes: [{ dims: '550 x 420 x 180' }, { dims: '450 x 350 x 160' }],
    price: [3_500, 18_000],
    unit: 'piece',
    count: 10,
    material: 'Vitreous china',
    features: ['Single tap hole with overflow', 'Fixing bolts included', 'Fits small bathrooms'],
    scene: 'bathroom',
  },
  {
    type: 'fitting',
    category: 'pedestal-basins',
    kind: 'basin-pedestal',
    label: 'Pedestal Wash Basin',
    brands: SANITARY,
    colours: CERAMICS,
    sizes: [{ dims: '560 x 450 x 840' }, { dims: '610 x 460 x 850' }],
    price: [4_500, 22_000],
    unit: 'set',
    count: 10,
    material: 'Vitreous china',
    features: ['Full pedestal hides the waste pipe', 'Single tap hole with overflow', 'Fixing kit included'],
    scene: 'bathroom',
  },
  {
    type: 'fitting',
    category: 'urinals',
    kind: 'urinal',
    label: 'Wall Hung Urinal',
    brands: SANITARY,
    colours: ['White'],
    sizes: [{ dims: '360 x 340 x 620' }, { dims: '330 x 300 x 550' }],
    price: [6_500, 28_000],
    unit: 'piece',
    count: 7,
    material: 'Vitreous china',
    features: ['Top inlet for a flush valve or sensor', 'Water-saving 1 litre flush', 'Concealed fixing'],
    scene: 'bathroom',
  },
  {
    type: 'fitting',
    category: 'basin-mixers',
    kind: 'basin-mixer',
    label: 'Single Lever Basin Mixer',
    brands: FAUCETS,
    colours: METALS,
    sizes: [{ dims: '150 x 50 x 165' }, { dims: '170 x 55 x 300', tag: 'Tall' }],
    price: [3_500, 25_000],
    unit: 'piece',
    count: 12,
    material: 'Brass with electroplated finish',
    features: FAUCET_FEATURES,
    scene: 'bathroom',
  },
  {
    type: 'fitting',
    category: 'wall-mixers',
    kind: 'wall-mixer',
    label: 'Wall Mixer with Diverter',
    brands: FAUCETS,
    colours: METALS,
    sizes: [{ dims: '180 x 120 x 90' }, { dims: '200 x 130 x 95' }],
    price: [4_500, 22_000],
    unit: 'piece',
    count: 10,
    material: 'Brass with electroplated finish',
    features: FAUCET_FEATURES,
    scene: 'bathroom',
  },
  {
    type: 'fitting',
    category: 'pillar-taps',
    kind: 'pillar-tap',
    label: 'Pillar Tap',
    brands: FAUCETS,
    colours: METALS,
    sizes: [{ dims: '120 x 50 x 150' }, { dims: '135 x 55 x 180' }],
    price: [2_500, 9_000],
    unit: 'piece',
    count: 10,
    material: 'Brass with electroplated finish',
    features: FAUCET_FEATURES,
    scene: 'bathroom',
  },
  {
    type: 'fitting',
    category: 'bib-taps',
    kind: 'bib-tap',
    label: 'Bib Tap with Wall Flange',
    brands: FAUCETS,
    colours: METALS,
    sizes: [{ dims: '110 x 50 x 80' }, { dims: '130 x 55 x 85', tag: 'Long Body' }],
    price: [2_500, 8_000],
    unit: 'piece',
    count: 9,
    material: 'Brass with electroplated finish',
    features: FAUCET_FEATURES,
    scene: 'bathroom',
  },
  {
    type: 'fitting',
    category: 'overhead-showers',
    kind: 'overhead-shower',
    label: 'Overhead Rain Shower with Arm',
    brands: FAUCETS,
    colours: METALS,
    sizes: [{ dims: '200 x 200 x 8' }, { dims: '250 x 250 x 8' }, { dims: '300 x 300 x 8' }],
    price: [2_800, 30_000],
    unit: 'set',
    count: 11,
    material: 'Stainless steel face with brass arm',
    features: ['Silicone anti-lime nozzles', 'Ball joint to set the angle', 'Even spray from 1 bar'],
    scene: 'bathroom',
  },
  {
    type: 'fitting',
    category: 'hand-showers',
    kind: 'hand-shower',
    label: 'Hand Shower with Hose and Holder',
    brands: FAUCETS,
    colours: METALS,
    sizes: [{ dims: '100 x 100 x 230' }, { dims: '110 x 30 x 250', tag: 'Health Faucet' }],
    price: [1_500, 9_000],
    unit: 'set',
    count: 10,
    material: 'ABS with electroplated finish',
    features: ['1.5 m stainless steel hose', 'Three spray modes', 'Wall holder included'],
    scene: 'bathroom',
  },
  {
    type: 'fitting',
    category: 'towel-rails',
    kind: 'towel-rail',
    label: 'Towel Rail',
    brands: ['jaquar', 'hindware', 'kohler', 'grohe', 'cera', 'parryware'],
    colours: ['Chrome', 'Matt Black'],
    sizes: [
      { dims: '600 x 70 x 60', tag: '600 mm' },
      { dims: '800 x 70 x 60', tag: '800 mm' },
    ],
    price: [1_800, 9_500],
    unit: 'piece',
    count: 7,
    material: 'Stainless steel 304',
    features: ['Concealed screws', 'Rust-free in steam', 'Holds bath towels up to 5 kg'],
    scene: 'bathroom',
  },
  {
    type: 'fitting',
    category: 'bathroom-mirrors',
    kind: 'mirror',
    label: 'LED Bathroom Mirror',
    brands: ['jaquar', 'hindware', 'kohler', 'roca'],
    colours: ['Matt Black', 'Brushed Gold'],
    sizes: [{ dims: '600 x 800' }, { dims: '800 x 600' }, { dims: '900 x 700' }],
    price: [4_500, 28_000],
    unit: 'piece',
    count: 7,
    material: '5 mm copper-free silver mirror, aluminium frame',
    features: ['Touch switch with memory', 'Anti-fog pad', 'IP44 for bathrooms'],
    scene: 'bathroom',
  },
  {
    type: 'fitting',
    category: 'soap-dispensers',
    kind: 'soap-dispenser',
    label: 'Soap Dispenser',
    brands: ['jaquar', 'hindware', 'kohler', 'grohe', 'cera'],
    colours: ['Chrome', 'Matt Black'],
    sizes: [
      { dims: '80 x 80 x 180', tag: '300 ml' },
      { dims: '90 x 90 x 200', tag: '400 ml' },
    ],
    price: [900, 4_500],
    unit: 'piece',
    count: 7,
    material: 'Frosted glass with brass pump',
    features: ['Drip-free pump', 'Wide mouth for refilling', 'Counter or wall mounting'],
    scene: 'bathroom',
  },
  {
    type: 'fitting',
    category: 'freestanding-bathtubs',
    kind: 'bathtub-freestanding',
    label: 'Freestanding Acrylic Bathtub',
    brands: ['jaquar', 'kohler', 'roca', 'american-standard', 'hindware'],
    colours: ['White'],
    sizes: [{ dims: '1700 x 800 x 600' }, { dims: '1500 x 750 x 580' }],
    price: [85_000, 250_000],
    unit: 'piece',
    count: 5,
    material: 'Cast acrylic, reinforced',
    features: ['Double-ended for two', 'Pop-up waste with overflow', 'Holds heat longer than steel'],
    scene: 'bathroom',
  },
  {
    type: 'fitting',
    category: 'built-in-bathtubs',
    kind: 'bathtub-built-in',
    label: 'Built-in Bathtub with Front Panel',
    brands: ['jaquar', 'kohler', 'roca', 'hindware', 'cera'],
    colours: ['White', 'Ivory'],
    sizes: [{ dims: '1500 x 700 x 550' }, { dims: '1700 x 750 x 560' }],
    price: [45_000, 140_000],
    unit: 'set',
    count: 6,
    material: 'Acrylic with fibreglass reinforcement',
    features: ['Adjustable legs', 'Front apron panel included', 'Waste and overflow fitting'],
    scene: 'bathroom',
  },
  {
    type: 'fitting',
    category: 'stainless-steel-sinks',
    kind: 'kitchen-sink',
    label: 'Stainless Steel Kitchen Sink',
    brands: ['carysil', 'franke', 'hindware', 'jaquar', 'kohler'],
    colours: ['Stainless Steel', 'Matt Black'],
    sizes: [
      { dims: '914 x 457 x 203', tag: 'Single Bowl with Drainboard' },
      { dims: '1000 x 500 x 220', tag: 'Double Bowl' },
      { dims: '610 x 457 x 203', tag: 'Single Bowl' },
    ],
    price: [6_500, 38_000],
    unit: 'piece',
    count: 9,
    material: 'SS 304, 1 mm',
    features: ['Sound-deadening pads', 'Waste coupling and pipe included', 'Brushed finish hides scratches'],
    scene: 'kitchen',
  },
  {
    type: 'fitting',
    category: 'quartz-sinks',
    kind: 'kitchen-sink',
    label: 'Quartz Kitchen Sink',
    brands: ['carysil', 'franke'],
    colours: ['Matt Black', 'Grey'],
    sizes: [
      { dims: '860 x 500 x 220', tag: 'Single Bowl with Drainboard' },
      { dims: '1160 x 500 x 220', tag: 'Double Bowl' },
    ],
    price: [14_000, 48_000],
    unit: 'piece',
    count: 7,
    material: '80% quartz composite',
    features: ['Heat resistant to 280 °C', 'Scratch and stain resistant', 'Anti-bacterial surface'],
    scene: 'kitchen',
  },
  {
    type: 'fitting',
    category: 'sink-mixers',
    kind: 'sink-mixer',
    label: 'Sink Mixer with Swivel Spout',
    brands: ['grohe', 'jaquar', 'kohler', 'hindware', 'franke', 'carysil'],
    colours: METALS,
    sizes: [{ dims: '220 x 55 x 350' }, { dims: '240 x 60 x 400', tag: 'High Arc' }],
    price: [4_500, 24_000],
    unit: 'piece',
    count: 9,
    material: 'Brass with electroplated finish',
    features: FAUCET_FEATURES,
    scene: 'kitchen',
  },
  {
    type: 'fitting',
    category: 'pull-out-faucets',
    kind: 'pull-out-faucet',
    label: 'Pull-out Kitchen Faucet',
    brands: ['grohe', 'kohler', 'franke', 'jaquar'],
    colours: ['Chrome', 'Matt Black'],
    sizes: [{ dims: '230 x 60 x 450' }, { dims: '250 x 60 x 500', tag: 'Spring' }],
    price: [9_500, 28_000],
    unit: 'piece',
    count: 7,
    material: 'Brass with electroplated finish',
    features: ['Two-function pull-out spray', 'Magnetic docking', '360° swivel'],
    scene: 'kitchen',
  },
  {
    type: 'fitting',
    category: 'ceiling-lights',
    kind: 'ceiling-light',
    label: 'LED Ceiling Light',
    brands: LIGHT_MAKERS,
    colours: LIGHT_FINISHES,
    sizes: [
      { dims: '300 x 300 x 90', tag: '18W' },
      { dims: '400 x 400 x 90', tag: '24W' },
      { dims: '500 x 500 x 95', tag: '36W' },
    ],
    price: [1_500, 12_000],
    unit: 'piece',
    count: 9,
    material: 'Aluminium body with opal diffuser',
    features: LIGHT_FEATURES,
    scene: 'living',
  },
  {
    type: 'fitting',
    category: 'pendant-lights',
    kind: 'pendant-lamp',
    label: 'Pendant Light',
    brands: LIGHT_MAKERS,
    colours: LIGHT_FINISHES,
    sizes: [
      { dims: '250 x 250 x 1200', tag: 'E27' },
      { dims: '380 x 380 x 1200', tag: 'Large E27' },
    ],
    price: [2_500, 15_000],
    unit: 'piece',
    count: 9,
    material: 'Powder-coated steel shade',
    features: LIGHT_FEATURES,
    scene: 'living',
  },
  {
    type: 'fitting',
    category: 'wall-lights',
    kind: 'wall-light',
    label: 'Up Down Wall Light',
    brands: LIGHT_MAKERS,
    colours: LIGHT_FINISHES,
    sizes: [
      { dims: '100 x 100 x 150', tag: '6W' },
      { dims: '120 x 120 x 200', tag: '10W' },
    ],
    price: [900, 6_500],
    unit: 'piece',
    count: 8,
    material: 'Die-cast aluminium',
    features: LIGHT_FEATURES,
    scene: 'living',
  },
  {
    type: 'fitting',
    category: 'wall-lanterns',
    kind: 'outdoor-lantern',
    label: 'Outdoor Wall Lantern IP65',
    brands: ['philips', 'havells'],
    colours: ['Matt Black', 'Charcoal'],
    sizes: [
      { dims: '180 x 200 x 320', tag: 'E27' },
      { dims: '220 x 240 x 400', tag: 'Large E27' },
    ],
    price: [1_800, 7_500],
    unit: 'piece',
    count: 6,
    material: 'Die-cast aluminium with tempered glass',
    features: ['IP65: rain and dust proof', 'UV-stable powder coat', 'For gates, porches and balconies'],
    scene: 'outdoor',
  },
  {
    type: 'fitting',
    category: 'garden-lights',
    kind: 'bollard-light',
    label: 'LED Garden Bollard Light',
    brands: ['philips', 'havells'],
    colours: ['Matt Black', 'Charcoal'],
    sizes: [
      { dims: '120 x 120 x 600', tag: '7W' },
      { dims: '150 x 150 x 800', tag: '10W' },
    ],
    price: [2_200, 9_500],
    unit: 'piece',
    count: 6,
    material: 'Aluminium with polycarbonate lens',
    features: ['IP65', 'Warm white 3000 K', 'Base plate with anchor bolts'],
    scene: 'outdoor',
  },
];

/** The label of each drawn kind, for technical drawings and alt text. */
export const KIND_LABELS: Record<ProductKind, string> = {
  'wc-wall-hung': 'Wall Hung WC',
  'wc-floor': 'Floor Mounted WC',
  'wc-one-piece': 'One Piece WC',
  'basin-table-top': 'Table Top Basin',
  'basin-wall-hung': 'Wall Hung Basin',
  'basin-pedestal': 'Pedestal Basin',
  urinal: 'Urinal',
  'basin-mixer': 'Basin Mixer',
  'wall-mixer': 'Wall Mixer',
  'pillar-tap': 'Pillar Tap',
  'bib-tap': 'Bib Tap',
  'overhead-shower': 'Overhead Shower',
  'hand-shower': 'Hand Shower',
  'towel-rail': 'Towel Rail',
  mirror: 'LED Mirror',
  'soap-dispenser': 'Soap Dispenser',
  'bathtub-freestanding': 'Freestanding Bathtub',
  'bathtub-built-in': 'Built-in Bathtub',
  'kitchen-sink': 'Kitchen Sink',
  'sink-mixer': 'Sink Mixer',
  'pull-out-faucet': 'Pull-out Faucet',
  'ceiling-light': 'Ceiling Light',
  'pendant-lamp': 'Pendant Light',
  'wall-light': 'Wall Light',
  'outdoor-lantern': 'Wall Lantern',
  'bollard-light': 'Bollard Light',
};

/** Each category's name in Nepali (migration 0017), shown on the storefront's Nepali pages. */
export const CATEGORY_TITLES_NE: Readonly<Record<string, string>> = {
  tiles: 'टायल',
  'floor-tiles': 'भुइँका टायल',
  'vitrified-tiles': 'भिट्रिफाइड टायल',
  'ceramic-floor-tiles': 'सेरामिक भुइँ टायल',
  'porcelain-tiles': 'पोर्सिलेन टायल',
  'wooden-finish-tiles': 'काठ जस्तो देखिने टायल',
  'wall-tiles': 'भित्ताका टायल',
  'bathroom-wall-tiles': 'बाथरूमका भित्ते टायल',
  'kitchen-wall-tiles': 'भान्साका भित्ते टायल',
  'elevation-tiles': 'एलिभेसन टायल',
  'outdoor-tiles': 'बाहिरी टायल',
  'parking-tiles': 'पार्किङ टायल',
  'terrace-tiles': 'छतका टायल',
  'bath-ware': 'बाथवेयर',
  faucets: 'धारा',
  'basin-mixers': 'बेसिन मिक्सर',
  'wall-mixers': 'भित्ते मिक्सर',
  'pillar-taps': 'पिलर धारा',
  'bib-taps': 'बिब धारा',
  showers: 'सावर',
  'overhead-showers': 'माथिबाट झर्ने सावर',
  'hand-showers': 'हाते सावर',
  'bathroom-accessories': 'बाथरूमका सामग्री',
  'towel-rails': 'तौलिया राख्ने र्‍याक',
  'bathroom-mirrors': 'बाथरूमका ऐना',
  'soap-dispensers': 'साबुन डिस्पेन्सर',
  bathtubs: 'बाथटब',
  'freestanding-bathtubs': 'छुट्टै राखिने बाथटब',
  'built-in-bathtubs': 'भित्तामा जोडिने बाथटब',
  sanitaryware: 'सेनिटरी सामान',
  'water-closets': 'शौचालय (कमोड)',
  'wall-hung-wc': 'भित्ते कमोड',
  'floor-mounted-wc': 'भुइँमा राखिने कमोड',
  'one-piece-wc': 'वान पिस कमोड',
  'wash-basins': 'हात धुने बेसिन',
  'table-top-basins': 'टेबल टप बेसिन',
  'wall-hung-basins': 'भित्ते बेसिन',
  'pedestal-basins': 'पेडेस्टल बेसिन',
  urinals: 'युरिनल',
  kitchen: 'भान्सा',
  'kitchen-sinks': 'भान्साका सिङ्क',
  'stainless-steel-sinks': 'स्टेनलेस स्टिलका सिङ्क',
  'quartz-sinks': 'क्वार्ट्ज सिङ्क',
  'kitchen-faucets': 'भान्साका धारा',
  'sink-mixers': 'सिङ्क मिक्सर',
  'pull-out-faucets': 'तानेर चलाउने धारा',
  lighting: 'बत्ती',
  'indoor-lighting': 'भित्री बत्ती',
  'ceiling-lights': 'सिलिङ बत्ती',
  'pendant-lights': 'झुन्डिने बत्ती',
  'wall-lights': 'भित्ते बत्ती',
  'outdoor-lighting': 'बाहिरी बत्ती',
  'wall-lanterns': 'भित्ते लालटिन',
  'garden-lights': 'बगैँचाका बत्ती',
};
