// The choices a design's members make on the product page (docs/tiles.md "Designs"): one group of sizes and
// one of finishes, each choice a link to the member that has it. Every member stays its own product and page,
// so a choice is never a combination to assemble, only a page to go to: a size goes to the member of that
// size in the current finish, or, when the design has no such combination, the member of that size the shop
// can sell (in stock first); a finish the same way, the nearest size then said beside it.
import type { components } from '@sajilo/api';

export type DesignMember = components['schemas']['ProductDesign']['members'][number];

export interface DesignChoice {
  /** The size or finish as the design's members name it. */
  value: string;
  /** The member the choice goes to. */
  member: DesignMember;
  /** The current product's own value. */
  selected: boolean;
  /**
   * The other group's value of `member` when it is not the current product's (no member has this value with
   * the current one): the shopper is told the size or finish changes too.
   */
  other: string | null;
}

export interface DesignOptions {
  sizes: DesignChoice[];
  finishes: DesignChoice[];
}

/** `600 x 600 mm` → `600 × 600 mm`: the multiplication sign the trade prints. */
export const sizeLabel = (size: string) => size.replace(/\s*[x×]\s*(?=\d)/gi, ' × ');

/** The area a size names (its numbers multiplied), to list sizes smallest first; none: last. */
function area(size: string): number {
  const numbers = size.match(/\d+(?:\.\d+)?/g)?.map(Number) ?? [];
  return numbers.length === 0 ? Number.POSITIVE_INFINITY : numbers.reduce((a, b) => a * b, 1);
}

/** Of several members with a value, the one to go to: one in stock before one sold out, else the first. */
const best = (members: DesignMember[]) => members.find((m) => m.in_stock) ?? members[0];

function group(
  members: DesignMember[],
  current: DesignMember,
  own: (m: DesignMember) => string | null,
  otherOf: (m: DesignMember) => string | null,
  order: (values: string[]) => string[],
): DesignChoice[] {
  const values = order([...new Set(members.map(own).filter((v): v is string => v !== null))]);
  // One value (or none) is no choice.
  if (values.length < 2) return [];
  return values.flatMap((value): DesignChoice[] => {
    if (own(current) === value) return [{ value, member: current, selected: true, other: null }];
    const withValue = members.filter((m) => own(m) === value);
    const same = withValue.filter((m) => otherOf(m) === otherOf(current));
    const member = best(same.length > 0 ? same : withValue);
    if (!member) return [];
    return [{ value, member, selected: false, other: same.length > 0 ? null : otherOf(member) }];
  });
}

/** The size and finish choices of a design's members for its current one; none when it is not among them. */
export function designOptions(members: DesignMember[]): DesignOptions {
  const current = members.find((m) => m.current);
  if (!current || members.length < 2) return { sizes: [], finishes: [] };
  const bySize = (values: string[]) =>
    [...values].sort((a, b) => area(a) - area(b) || a.localeCompare(b, 'en'));
  return {
    sizes: group(
      members,
      current,
      (m) => m.size,
      (m) => m.finish,
      bySize,
    ),
    finishes: group(
      members,
      current,
      (m) => m.finish,
      (m) => m.size,
      (values) => values,
    ),
  };
}
