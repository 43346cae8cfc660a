import { describe, expect, it } from 'vitest';
import { csvLine, csvValue } from './csv.js';

describe('csv', () => {
  it('quotes what needs quoting and doubles quotes', () => {
    expect(csvValue('plain')).toBe('plain');
    expect(csvValue('a, b')).toBe('"a, b"');
    expect(csvValue('say "hi"')).toBe('"say ""hi"""');
    expect(csvValue('two\nlines')).toBe('"two\nlines"');
    expect(csvValue(1250)).toBe('1250');
    expect(csvValue(-3)).toBe('-3');
    expect(csvValue(null)).toBe('');
    expect(csvLine(['a', 1, null])).toBe('a,1,\r\n');
  });

  it('never lets a typed value start a formula', () => {
    expect(csvValue('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(csvValue('+977 98')).toBe("'+977 98");
    expect(csvValue('-1')).toBe("'-1");
    expect(csvValue('@SUM(A1)')).toBe("'@SUM(A1)");
  });
});
