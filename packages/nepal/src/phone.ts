// Nepal's mobile numbers (docs/nepal.md "Mobile numbers"): ten digits starting 96, 97 or 98 (NTC, Ncell,
// Smart Telecom and the others all allot in these ranges), written by people with or without +977 / 977 /
// 00977 in front, with spaces or dashes between groups. The shop stores a number in E.164 (+9779841234567)
// and shows it in the national form (9841234567), which is also what Nepali SMS providers take.

/** The ten national digits of a Nepali mobile number: 96, 97 or 98 then eight digits. */
const NATIONAL = /^9[678]\d{8}$/;

/** A typed number as E.164 (`+9779841234567`), or null when it is not a Nepali mobile number. */
export function nepaliMobileE164(input: string): string | null {
  const compact = input.replace(/[\s\-().]/g, '');
  const national = compact.replace(/^(\+977|00977|977)(?=\d{10}$)/, '');
  return NATIONAL.test(national) ? `+977${national}` : null;
}

/** The ten national digits of an E.164 Nepali mobile number (`+9779841234567` → `9841234567`). */
export function nepaliMobileNational(e164: string): string {
  return e164.replace(/^\+977/, '');
}
