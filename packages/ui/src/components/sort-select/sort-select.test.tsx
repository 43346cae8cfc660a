import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { SortSelect } from './sort-select';

describe('SortSelect', () => {
  it('offers the three options of docs/browsing.md §2.4 in order', async () => {
    const { container } = render(<SortSelect value={undefined} onChange={() => {}} />);
    const select = screen.getByRole('combobox', { name: 'Sort products' });
    expect(Array.from((select as HTMLSelectElement).options, (option) => option.text)).toEqual([
      'Filter By',
      'Price low to high',
      'Price high to low',
    ]);
    expect(select).toHaveValue('');
    await expectNoAxeViolations(container);
  });

  it('reports asc, desc, or undefined for Filter By', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { rerender } = render(<SortSelect value={undefined} onChange={onChange} />);
    const select = screen.getByRole('combobox');
    await user.selectOptions(select, 'Price low to high');
    expect(onChange).toHaveBeenLastCalledWith('asc');
    rerender(<SortSelect value="asc" onChange={onChange} />);
    expect(select).toHaveValue('asc');
    await user.selectOptions(select, 'Price high to low');
    expect(onChange).toHaveBeenLastCalledWith('desc');
    await user.selectOptions(select, 'Filter By');
    expect(onChange).toHaveBeenLastCalledWith(undefined);
  });

  it('can show its label', async () => {
    const { container } = render(<SortSelect value="desc" onChange={() => {}} label="Sort by" showLabel />);
    expect(screen.getByText('Sort by')).not.toHaveClass('visuallyHidden');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('desc');
    await expectNoAxeViolations(container);
  });
});
