// Amounts in words for the VAT invoice, in the South Asian grouping Nepal writes amounts in
// (thousand, lakh, crore, arab): 1,23,45,678 is "One Crore Twenty-Three Lakh ...".

const ONES = [
  '',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

// Nepali numbers below a hundred are each their own word (not tens + ones).
const NEPALI_0_99 = (
  'शून्य एक दुई तीन चार पाँच छ सात आठ नौ दश एघार बाह्र तेह्र चौध पन्ध्र सोह्र सत्र अठार उन्नाइस बीस ' +
  'एक्काइस बाइस तेइस चौबीस पच्चीस छब्बीस सत्ताइस अठ्ठाइस उनन्तीस तीस एकतीस बत्तीस तेत्तीस चौँतीस पैँतीस ' +
  'छत्तीस सैँतीस अठतीस उनन्चालीस चालीस एकचालीस बयालीस त्रिचालीस चवालीस पैँतालीस छयालीस सतचालीस अठचालीस ' +
  'उनन्पचास पचास एकाउन्न बाउन्न त्रिपन्न चउन्न पचपन्न छपन्न सन्ताउन्न अन्ठाउन्न उनन्साठी साठी एकसट्ठी ' +
  'बयसट्ठी त्रिसट्ठी चौसट्ठी पैँसट्ठी छयसट्ठी सतसट्ठी अठसट्ठी उनन्सत्तरी सत्तरी एकहत्तर बहत्तर त्रिहत्तर ' +
  'चौहत्तर पचहत्तर छयहत्तर सतहत्तर अठहत्तर उनासी असी एकासी बयासी त्रियासी चौरासी पचासी छयासी सतासी अठासी ' +
  'उनान्नब्बे नब्बे एकानब्बे बयानब्बे त्रियानब्बे चौरानब्बे पन्चानब्बे छयानब्बे सन्तानब्बे अन्ठानब्बे उनान्सय'
).split(' ');

/**
 * Scales above a hundred, largest first: neel (10^13), kharab (10^11), arab (10^9), crore (10^7), lakh
 * (10^5), thousand. Neel reaches past the largest order the shop takes (docs/customer.md "Money").
 */
const SCALES = [
  { value: 10_000_000_000_000, en: 'Neel', ne: 'नील' },
  { value: 100_000_000_000, en: 'Kharab', ne: 'खरब' },
  { value: 1_000_000_000, en: 'Arab', ne: 'अर्ब' },
  { value: 10_000_000, en: 'Crore', ne: 'करोड' },
  { value: 100_000, en: 'Lakh', ne: 'लाख' },
  { value: 1_000, en: 'Thousand', ne: 'हजार' },
] as const;

function belowHundredEn(n: number): string {
  if (n < 20) return ONES[n] ?? '';
  const ones = n % 10;
  return `${TENS[Math.floor(n / 10)]}${ones ? `-${ONES[ones]}` : ''}`;
}

function belowThousand(n: number, language: 'en' | 'ne'): string[] {
  const parts: string[] = [];
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  if (hundreds) parts.push(language === 'en' ? `${ONES[hundreds]} Hundred` : `${NEPALI_0_99[hundreds]} सय`);
  if (rest) parts.push(language === 'en' ? belowHundredEn(rest) : (NEPALI_0_99[rest] ?? ''));
  return parts;
}

/** A whole number in words (0 to 99 neel). */
export function numberInWords(n: number, language: 'en' | 'ne' = 'en'): string {
  if (!Number.isSafeInteger(n) || n < 0 || n >= 100 * 10_000_000_000_000)
    throw new RangeError(`cannot spell ${n}`);
  if (n === 0) return language === 'en' ? 'Zero' : (NEPALI_0_99[0] ?? '');
  const parts: string[] = [];
  let rest = n;
  for (const scale of SCALES) {
    const count = Math.floor(rest / scale.value);
    rest %= scale.value;
    // Every count is under a hundred: each scale is a hundred of the next below it (a thousand is ten
    // hundreds, spelt by belowThousand), and neel, the largest, is bounded above.
    if (count) parts.push(...belowThousand(count, language), language === 'en' ? scale.en : scale.ne);
  }
  parts.push(...belowThousand(rest, language));
  return parts.join(' ');
}

/**
 * An amount of paisa in words: "Rupees One Thousand One Hundred Thirty and Fifty Paisa Only" /
 * "रुपैयाँ एक हजार एक सय तीस र पैसा पचास मात्र".
 */
export function amountInWords(paisa: number, language: 'en' | 'ne' = 'en'): string {
  if (!Number.isSafeInteger(paisa) || paisa < 0) throw new RangeError(`cannot spell ${paisa} paisa`);
  const rupees = Math.floor(paisa / 100);
  const rest = paisa % 100;
  if (language === 'en') {
    const cents = rest ? ` and ${numberInWords(rest)} Paisa` : '';
    return `Rupees ${numberInWords(rupees)}${cents} Only`;
  }
  const cents = rest ? ` र पैसा ${numberInWords(rest, 'ne')}` : '';
  return `रुपैयाँ ${numberInWords(rupees, 'ne')}${cents} मात्र`;
}
