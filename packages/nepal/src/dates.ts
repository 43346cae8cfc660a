// Bikram Sambat dates beside Gregorian ones, by nepali-date-converter (MIT; its month-length table runs
// from 2000 to 2090 BS, 1943 to 2034 AD). The shop's days are Nepal's: an instant is read in Nepal Standard
// Time (UTC+5:45, no daylight saving), so an order placed at 23:00 UTC on 15 July is a 16 July (Shrawan 1)
// order.
import converter from 'nepali-date-converter';

type NepaliDateClass = typeof converter.default;
// Node loads the package's CommonJS build (the class is its `default`); bundlers load its ES build, whose
// default export is the class itself.
const NepaliDate: NepaliDateClass =
  (converter as { default?: NepaliDateClass }).default ?? (converter as unknown as NepaliDateClass);

/** Nepal Standard Time is UTC+5:45 all year. */
const NEPAL_OFFSET_MINUTES = 5 * 60 + 45;

export interface BsDate {
  year: number;
  /** 1 (Baisakh) to 12 (Chaitra). */
  month: number;
  day: number;
}

export type Language = 'en' | 'ne';

/** The Gregorian calendar day in Nepal of an instant. */
export function nepalDay(instant: Date | string): { year: number; month: number; day: number } {
  const at = typeof instant === 'string' ? new Date(instant) : instant;
  if (Number.isNaN(at.getTime())) throw new RangeError('invalid date');
  const shifted = new Date(at.getTime() + NEPAL_OFFSET_MINUTES * 60_000);
  return { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth() + 1, day: shifted.getUTCDate() };
}

function nepaliDate(instant: Date | string) {
  const { year, month, day } = nepalDay(instant);
  // The converter reads a Date's local fields: a local noon of Nepal's day names that day in any zone.
  return NepaliDate.fromAD(new Date(year, month - 1, day, 12));
}

/** The Bikram Sambat date of an instant (its day in Nepal). Throws outside 2000–2090 BS. */
export function toBs(instant: Date | string): BsDate {
  const bs = nepaliDate(instant).getBS();
  return { year: bs.year, month: bs.month + 1, day: bs.date };
}

/** The Gregorian date (as YYYY-MM-DD) of a Bikram Sambat date. */
export function fromBs({ year, month, day }: BsDate): string {
  const ad = new NepaliDate(year, month - 1, day).getAD();
  return `${ad.year}-${String(ad.month + 1).padStart(2, '0')}-${String(ad.date).padStart(2, '0')}`;
}

const MONTHS_EN = [
  'Baisakh',
  'Jestha',
  'Asar',
  'Shrawan',
  'Bhadra',
  'Asoj',
  'Kartik',
  'Mangsir',
  'Poush',
  'Magh',
  'Falgun',
  'Chaitra',
] as const;
const MONTHS_NE = [
  'बैशाख',
  'जेठ',
  'असार',
  'साउन',
  'भदौ',
  'असोज',
  'कात्तिक',
  'मंसिर',
  'पुस',
  'माघ',
  'फागुन',
  'चैत',
] as const;
const DIGITS_NE = '०१२३४५६७८९';

/** Western digits written in Devanagari digits. */
export const nepaliDigits = (text: string | number) =>
  String(text).replace(/[0-9]/g, (d) => DIGITS_NE[Number(d)] ?? d);

/** Devanagari digits written in Western digits: a Nepali text for a page that writes Latin digits. */
export const latinDigits = (text: string) => text.replace(/[०-९]/g, (d) => String(DIGITS_NE.indexOf(d)));

/**
 * "1 Shrawan 2081 BS" or "१ साउन २०८१ वि.सं."; in Nepali with Latin digits ("1 साउन 2081 वि.सं.") for a page
 * that writes its numbers so (docs/nepal.md "Languages").
 */
export function formatBs(
  instant: Date | string,
  language: Language = 'en',
  digits: 'latn' | 'deva' = language === 'ne' ? 'deva' : 'latn',
): string {
  const { year, month, day } = toBs(instant);
  if (language === 'ne') {
    const text = `${day} ${MONTHS_NE[month - 1]} ${year} वि.सं.`;
    return digits === 'deva' ? nepaliDigits(text) : text;
  }
  return `${day} ${MONTHS_EN[month - 1]} ${year} BS`;
}

const GREGORIAN_MONTHS_NE = [
  'जनवरी',
  'फेब्रुअरी',
  'मार्च',
  'अप्रिल',
  'मे',
  'जुन',
  'जुलाई',
  'अगस्ट',
  'सेप्टेम्बर',
  'अक्टोबर',
  'नोभेम्बर',
  'डिसेम्बर',
];

/**
 * A calendar date (year, month 1–12, day) in Nepali: "19 नोभेम्बर 2026", or with `digits: 'deva'`
 * "१९ नोभेम्बर २०२६". Written by hand, not Intl: browsers without Nepali data would write English, and a
 * page rendered on the server must read the same in the browser.
 */
export function formatGregorianNe(
  date: { year: number; month: number; day: number },
  digits: 'latn' | 'deva' = 'latn',
): string {
  const text = `${date.day} ${GREGORIAN_MONTHS_NE[date.month - 1]} ${date.year}`;
  return digits === 'deva' ? nepaliDigits(text) : text;
}

const GREGORIAN_MONTHS_EN = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/**
 * A calendar date (year, month 1–12, day) in English, day first: "19 Nov 2026", or with `month: 'long'`
 * "19 November 2026". Written by hand like formatGregorianNe: the same text on the server and in every
 * browser (Intl's en-GB writes "Sept" with newer ICU data and "Sep" with older), and no Intl date formatter
 * to set up on the page (its first one costs the main thread 15–40 ms on the development machine).
 */
export function formatGregorianEn(
  date: { year: number; month: number; day: number },
  month: 'short' | 'long' = 'short',
): string {
  const name = GREGORIAN_MONTHS_EN[date.month - 1] ?? '';
  return `${date.day} ${month === 'long' ? name : name.slice(0, 3)} ${date.year}`;
}

/**
 * "16 Jul 2024 AD": the Gregorian day in Nepal, written the same way in every browser; in Nepali
 * "१६ जुलाई २०२४ ई.सं.", in Devanagari digits like formatBs's Nepali, or "16 जुलाई 2024 ई.सं." for a page
 * that writes its numbers in Latin digits (docs/nepal.md "Languages").
 */
export function formatAd(
  instant: Date | string,
  language: Language = 'en',
  digits: 'latn' | 'deva' = language === 'ne' ? 'deva' : 'latn',
): string {
  const { year, month, day } = nepalDay(instant);
  if (language === 'ne') return `${formatGregorianNe({ year, month, day }, digits)} ई.सं.`;
  return `${formatGregorianEn({ year, month, day })} AD`;
}

/** The BS date as 2081-04-01 (the form Nepal's tax documents use). */
export function isoBs(instant: Date | string): string {
  const { year, month, day } = toBs(instant);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * Nepal's fiscal year starts on Shrawan 1: the BS year it starts in, and its name ("2081/82").
 * Shrawan 1 2081 was 16 July 2024.
 */
export function fiscalYear(instant: Date | string): { start: number; label: string } {
  const { year, month } = toBs(instant);
  const start = month >= 4 ? year : year - 1;
  return { start, label: `${start}/${String((start + 1) % 100).padStart(2, '0')}` };
}
