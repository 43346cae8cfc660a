import { describe, expect, it } from 'vitest';
import { type DesignMember, designOptions, sizeLabel } from './design-options.js';

const member = (
  slug: string,
  size: string | null,
  finish: string | null,
  extra: Partial<DesignMember> = {},
): DesignMember => ({
  slug,
  title: slug,
  title_ne: null,
  size,
  finish,
  finish_ne: null,
  price: 1000,
  regular_price: null,
  current: false,
  in_stock: true,
  ...extra,
});

const at = (members: DesignMember[], slug: string) =>
  members.map((m) => ({ ...m, current: m.slug === slug }));

describe('a design’s choices (docs/tiles.md "Designs")', () => {
  const statuario = [
    member('g-600', '600 x 600 mm', 'Glossy'),
    member('m-600', '600 x 600 mm', 'Matt'),
    member('g-1200', '600 x 1200 mm', 'Glossy'),
    member('r-300', '300 x 600 mm', 'Rustic'),
  ];

  it('lists sizes smallest first and finishes in the design’s order, the current one selected', () => {
    const { sizes, finishes } = designOptions(at(statuario, 'g-600'));
    expect(sizes.map((c) => [c.value, c.member.slug, c.selected, c.other])).toEqual([
      ['300 x 600 mm', 'r-300', false, 'Rustic'],
      ['600 x 600 mm', 'g-600', true, null],
      ['600 x 1200 mm', 'g-1200', false, null],
    ]);
    expect(finishes.map((c) => [c.value, c.member.slug, c.selected, c.other])).toEqual([
      ['Glossy', 'g-600', true, null],
      ['Matt', 'm-600', false, null],
      ['Rustic', 'r-300', false, '300 x 600 mm'],
    ]);
  });

  it('goes to a member in stock before one sold out when the combination does not exist', () => {
    const members = [
      member('g-600', '600 x 600 mm', 'Glossy'),
      member('m-1200', '600 x 1200 mm', 'Matt', { in_stock: false }),
      member('r-1200', '600 x 1200 mm', 'Rustic'),
    ];
    const { sizes } = designOptions(at(members, 'g-600'));
    expect(sizes.find((c) => c.value === '600 x 1200 mm')?.member.slug).toBe('r-1200');
  });

  it('offers no group of one value, and nothing for a design of one or without the current product', () => {
    const finishesOnly = [member('a', '600 x 600 mm', 'Glossy'), member('b', '600 x 600 mm', 'Matt')];
    expect(designOptions(at(finishesOnly, 'a')).sizes).toEqual([]);
    expect(designOptions(at(finishesOnly, 'a')).finishes).toHaveLength(2);
    expect(designOptions(at([member('a', '600 x 600 mm', 'Glossy')], 'a'))).toEqual({
      sizes: [],
      finishes: [],
    });
    expect(designOptions(finishesOnly)).toEqual({ sizes: [], finishes: [] });
  });

  it('on every grid of sizes and finishes, from every member, each choice goes to a member with its value', () => {
    const sizes = ['300 x 600 mm', '600 x 600 mm', '600 x 1200 mm'];
    const finishes = ['Glossy', 'Matt', 'Rustic'];
    const cells = sizes.flatMap((s) => finishes.map((f) => [s, f] as const));
    // Every subset of the 9 combinations with two members or more, each in and out of stock by turn.
    const wrong: string[] = [];
    const check = (ok: boolean, what: string) => {
      if (!ok && wrong.length < 5) wrong.push(what);
    };
    for (let mask = 1; mask < 1 << cells.length; mask++) {
      const members = cells
        .filter((_, i) => mask & (1 << i))
        .map(([s, f], i) => member(`${s}-${f}`, s, f, { in_stock: i % 2 === 0 }));
      if (members.length < 2) continue;
      for (const here of members) {
        const options = designOptions(at(members, here.slug));
        for (const [choices, own, otherOf] of [
          [options.sizes, 'size', 'finish'],
          [options.finishes, 'finish', 'size'],
        ] as const) {
          const where = `${mask} ${here.slug} ${own}`;
          // Every value the design has is offered once (when it has two or more).
          const values = new Set(members.map((m) => m[own]));
          check(choices.length === 0 ? values.size < 2 : choices.length === values.size, `${where}: count`);
          for (const choice of choices) {
            check(choice.member[own] === choice.value, `${where}: ${choice.value} goes elsewhere`);
            check(choice.selected === (choice.value === here[own]), `${where}: selected`);
            if (choice.selected) check(choice.member.slug === here.slug, `${where}: selected is not here`);
            // Keeps the other value when the design has that combination, and says so when it does not.
            const combination = members.some((m) => m[own] === choice.value && m[otherOf] === here[otherOf]);
            check((choice.member[otherOf] === here[otherOf]) === combination, `${where}: combination`);
            check(choice.other === (combination ? null : choice.member[otherOf]), `${where}: other`);
          }
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('prints sizes with the multiplication sign', () => {
    expect(sizeLabel('600 x 1200 mm')).toBe('600 × 1200 mm');
    expect(sizeLabel('600x600')).toBe('600 × 600');
  });
});
