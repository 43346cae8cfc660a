// The demo shop's delivery zones (docs/delivery.md): every one of Nepal's 77 districts is in a zone. Inside
// the Ring Road (the two metropolitan cities) is cheapest and quickest, the rest of the valley next, the
// districts on the highways after it, the remote hill districts (no road most of the year, goods go by air
// or porter) at a high price, and two districts the shop does not serve. Charges include VAT; tiles weigh
// about 28 kg a box, so the steps are per 10 kg.
import { DISTRICTS } from '@sajilo/nepal/addresses';

export interface SeedZone {
  name: string;
  nameNe: string;
  served: boolean;
  baseCharge: number;
  baseWeightGrams: number;
  stepWeightGrams: number;
  stepCharge: number;
  freeAbove: number | null;
  daysMin: number;
  daysMax: number;
  areas: { district: string; municipality: string }[];
}

const VALLEY = ['Kathmandu', 'Lalitpur', 'Bhaktapur'];
const REMOTE = [
  'Jumla',
  'Mugu',
  'Kalikot',
  'Bajura',
  'Bajhang',
  'Darchula',
  'Manang',
  'Mustang',
  'Solukhumbu',
  'Taplejung',
];
const NOT_SERVED = ['Humla', 'Dolpa'];
const district = (name: string) => ({ district: name, municipality: '' });

export const DELIVERY_ZONES: SeedZone[] = [
  {
    name: 'Inside the Ring Road',
    nameNe: 'रिङरोडभित्र',
    served: true,
    baseCharge: 150,
    baseWeightGrams: 10_000,
    stepWeightGrams: 10_000,
    stepCharge: 40,
    freeAbove: 25_000,
    daysMin: 1,
    daysMax: 2,
    areas: [
      { district: 'Kathmandu', municipality: 'Kathmandu Metropolitan City' },
      { district: 'Lalitpur', municipality: 'Lalitpur Metropolitan City' },
    ],
  },
  {
    name: 'Rest of the valley',
    nameNe: 'उपत्यकाका अरू ठाउँ',
    served: true,
    baseCharge: 250,
    baseWeightGrams: 10_000,
    stepWeightGrams: 10_000,
    stepCharge: 60,
    freeAbove: 50_000,
    daysMin: 2,
    daysMax: 3,
    areas: VALLEY.map(district),
  },
  {
    name: 'Outside the valley',
    nameNe: 'उपत्यका बाहिर',
    served: true,
    baseCharge: 600,
    baseWeightGrams: 10_000,
    stepWeightGrams: 10_000,
    stepCharge: 180,
    freeAbove: 200_000,
    daysMin: 4,
    daysMax: 7,
    areas: DISTRICTS.map((d) => d.name)
      .filter((name) => ![...VALLEY, ...REMOTE, ...NOT_SERVED].includes(name))
      .map(district),
  },
  {
    name: 'Remote hill districts',
    nameNe: 'दुर्गम पहाडी जिल्ला',
    served: true,
    baseCharge: 2_500,
    baseWeightGrams: 10_000,
    stepWeightGrams: 10_000,
    stepCharge: 900,
    freeAbove: null,
    daysMin: 10,
    daysMax: 15,
    areas: REMOTE.map(district),
  },
  {
    name: 'Not served',
    nameNe: 'सेवा नपुग्ने',
    served: false,
    baseCharge: 0,
    baseWeightGrams: 10_000,
    stepWeightGrams: 10_000,
    stepCharge: 0,
    freeAbove: null,
    daysMin: 0,
    daysMax: 0,
    areas: NOT_SERVED.map(district),
  },
];

/**
 * What one unit as sold weighs, in grams, by the product's category: a box of tiles its coverage at about
 * 20 kg a square metre (a 600×600 box of four, 1.44 m², ~28 kg), and the fittings at a typical weight.
 */
export function demoWeightGrams(category: string, coveragePerBox: number | undefined): number {
  if (coveragePerBox !== undefined) return Math.max(1_000, Math.round(coveragePerBox * 19_500));
  const kg = FITTING_KG.find(([pattern]) => pattern.test(category))?.[1] ?? 2;
  return Math.round(kg * 1000);
}

const FITTING_KG: [RegExp, number][] = [
  [/wc$/, 30],
  [/urinals/, 18],
  [/bathtubs/, 45],
  [/basins/, 12],
  [/sinks/, 9],
  [/mirrors/, 6],
  [/towel-rails/, 2.5],
  [/soap-dispensers/, 0.6],
  [/showers/, 1.2],
  [/taps|mixers|faucets/, 1.5],
  [/lights|lanterns/, 1],
];
