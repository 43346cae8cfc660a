import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { FilterChip } from '../../lib/filter-selection';
import { expectNoAxeViolations } from '../../test/axe';
import { FilterChips } from './filter-chips';

const chips: FilterChip[] = [
  { id: 'brand:1', group: 'Brand', label: 'Kajaria' },
  { id: 'color:White', group: 'Colour', label: 'White' },
  { id: 'price', group: 'Price', label: 'Rs 1,000 – Rs 5,000' },
];

function Harness({ onRemove }: { onRemove: (id: string) => void }) {
  const [items, setItems] = useState(chips);
  return (
    <FilterChips
      chips={items}
      onRemove={(id) => {
        onRemove(id);
        setItems((current) => current.filter((chip) => chip.id !== id));
      }}
      onClearAll={() => setItems([])}
    />
  );
}

describe('FilterChips', () => {
  it('lists each applied filter as a removable chip with Clear all', async () => {
    const { container } = render(<FilterChips chips={chips} onRemove={() => {}} onClearAll={() => {}} />);
    const list = screen.getByRole('list', { name: 'Applied filters' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Remove brand filter: Kajaria' })).toHaveTextContent('Kajaria');
    expect(screen.getByRole('button', { name: 'Clear all' })).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('renders nothing when no filter is applied', () => {
    const { container } = render(<FilterChips chips={[]} onRemove={() => {}} onClearAll={() => {}} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('removes a chip by click or keyboard and moves focus to the next one', async () => {
    const user = userEvent.setup();
    const onRemove = vi.fn();
    render(<Harness onRemove={onRemove} />);
    await user.click(screen.getByRole('button', { name: 'Remove brand filter: Kajaria' }));
    expect(onRemove).toHaveBeenLastCalledWith('brand:1');
    expect(screen.getByRole('button', { name: 'Remove colour filter: White' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onRemove).toHaveBeenLastCalledWith('color:White');
    const price = screen.getByRole('button', { name: 'Remove price filter: Rs 1,000 – Rs 5,000' });
    expect(price).toHaveFocus();
    await user.keyboard(' ');
    expect(onRemove).toHaveBeenLastCalledWith('price');
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('clears everything at once', async () => {
    const user = userEvent.setup();
    const onClearAll = vi.fn();
    render(<FilterChips chips={chips} onRemove={() => {}} onClearAll={onClearAll} />);
    await user.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(onClearAll).toHaveBeenCalledOnce();
  });
});
