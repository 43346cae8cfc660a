// Shoppers type these numbers, so every entry point checks them and answers a bad one with a code and the
// field it belongs to, which the form shows beside that field in the shopper's language
// (docs/tiles.md "Errors"). The messages here are for logs and developers.

export type UnitsErrorCode =
  /** NaN, an infinity, or not a number at all. */
  | 'not-a-number'
  /** Zero or below, where only a positive value means anything (a length, an area, a count, a price). */
  | 'not-positive'
  /** Below zero, where zero is allowed (a wastage percentage). */
  | 'negative'
  /** A fraction where only whole numbers make sense: pieces, boxes, pallets, grams, paisa, millimetres. */
  | 'not-whole'
  /** Beyond the limit in `LIMITS` for that field: a typo, not a room. */
  | 'too-large'
  /** Below the smallest box `LIMITS` allows. */
  | 'too-small'
  /** A box's area in m² finer than a whole square millimetre. */
  | 'not-whole-mm2'
  /** A surface's openings cover all of it, or more. */
  | 'openings-too-large'
  /** No surface at all, or more surfaces or openings than `LIMITS` allows. */
  | 'count-out-of-range'
  /** A unit, a kind of surface or a laying pattern this module does not know. */
  | 'unknown-option';

export interface UnitsIssue {
  readonly code: UnitsErrorCode;
  /** The input's path: `surfaces[1].openings[0].width`, `packaging.piecesPerBox`, `boxes`. */
  readonly field: string;
  readonly message: string;
}

/** What every function of the module throws for input it cannot compute with. */
export class UnitsError extends RangeError {
  override readonly name = 'UnitsError';
  /** The first issue's code and field. */
  readonly code: UnitsErrorCode;
  readonly field: string;
  /** Every issue found, in the input's order. */
  readonly issues: readonly UnitsIssue[];

  constructor(issues: readonly [UnitsIssue, ...UnitsIssue[]]) {
    super(issues.map((issue) => `${issue.field}: ${issue.message}`).join('; '));
    this.code = issues[0].code;
    this.field = issues[0].field;
    this.issues = issues;
  }
}

/** Collects the issues of one input, then throws them all at once. */
export class Issues {
  readonly list: UnitsIssue[] = [];

  add(code: UnitsErrorCode, field: string, message: string): false {
    this.list.push({ code, field, message });
    return false;
  }

  /** A finite number, or an issue. */
  finite(value: unknown, field: string): value is number {
    if (typeof value === 'number' && Number.isFinite(value)) return true;
    return this.add('not-a-number', field, `expected a finite number, got ${String(value)}`);
  }

  /** A finite number above zero, or an issue. */
  positive(value: unknown, field: string): value is number {
    if (!this.finite(value, field)) return false;
    if (value > 0) return true;
    return this.add('not-positive', field, `expected more than zero, got ${value}`);
  }

  /** A whole number from 1 to `max`, or an issue. */
  count(value: unknown, field: string, max: number): value is number {
    if (!this.positive(value, field)) return false;
    if (!Number.isInteger(value))
      return this.add('not-whole', field, `expected a whole number, got ${value}`);
    if (value > max) return this.add('too-large', field, `expected at most ${max}, got ${value}`);
    return true;
  }

  throwIfAny(): void {
    const [first, ...rest] = this.list;
    if (first) throw new UnitsError([first, ...rest]);
  }

  /** `value` when no issue was found, else throws them all. */
  result<T>(value: T | undefined): T {
    this.throwIfAny();
    if (value === undefined) throw new Error('no issue found, yet no result');
    return value;
  }
}
