// CSV the way spreadsheets read it (RFC 4180: quoted when needed, doubled quotes, CRLF), and never a formula:
// a value a customer typed that starts with = + - @ (or a tab or carriage return) would run as one in Excel
// or LibreOffice when the staff open the file (OWASP "CSV injection"), so it is prefixed with a quote.
const FORMULA = /^[=+\-@\t\r]/;

export function csvValue(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value);
  const text = FORMULA.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const csvLine = (values: (string | number | null | undefined)[]) =>
  `${values.map(csvValue).join(',')}\r\n`;
