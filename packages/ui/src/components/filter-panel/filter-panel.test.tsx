import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { brandOptions, categoryTree, colorOptions, sizeOptions } from '../../fixtures/sajilo';
import { emptyFilterSelection, type FilterSelection } from '../../lib/filter-selection';
import { expectNoAxeViolations } from '../../test/axe';
import { FilterPanel } from './filter-panel';

function Harness({
  onChange,
  initial = emptyFilterSelection,
}: {
  onChange: (next: FilterSelection) => void;
  initial?: FilterSelection;
}) {
  const [selected, setSelected] = useState(initial);
  return (
    <FilterPanel
      categories={categoryTree}
      brands={brandOptions}
      colors={colorOptions}
      sizes={sizeOptions}
      selected={selected}
      onChange={(next) => {
        setSelected(next);
        onChange(next);
      }}
    />
  );
}

describe('FilterPanel', () => {
  it('shows every section with the category tree nested three deep', async () => {
    const { container } = render(<Harness onChange={() => {}} />);
    for (const name of ['Categories', 'Brands', 'Colours', 'Sizes', 'Price']) {
      expect(screen.getByRole('group', { name })).toBeInTheDocument();
    }
    const categories = screen.getByRole('group', { name: 'Categories' });
    const tiles = within(categories).getByRole('checkbox', { name: 'Tiles' }).closest('li');
    if (!tiles) throw new Error('no list item');
    const floor = within(tiles).getByRole('checkbox', { name: 'Floor Tiles' }).closest('li');
    if (!floor) throw new Error('no list item');
    expect(within(floor).getByRole('checkbox', { name: 'Vitrified Tiles' })).toBeInTheDocument();
    expect(within(categories).getAllByRole('checkbox')).toHaveLength(12);
    await expectNoAxeViolations(container);
  });

  it('reports each tick and untick as the whole new selection', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    await user.click(screen.getByRole('checkbox', { name: 'Wall Hung WC' }));
    await user.click(screen.getByRole('checkbox', { name: 'Kajaria' }));
    await user.click(screen.getByRole('checkbox', { name: 'Walnut' }));
    await user.click(screen.getByRole('checkbox', { name: '600 x 600 mm' }));
    expect(onChange).toHaveBeenLastCalledWith({
      ...emptyFilterSelection,
      categories: [211],
      brands: [1],
      colors: ['Walnut'],
      sizes: ['600x600'],
    });
    expect(screen.getByRole('checkbox', { name: 'Walnut' })).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Kajaria' }));
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ brands: [] }));
    expect(screen.getByRole('checkbox', { name: 'Kajaria' })).not.toBeChecked();
  });

  it('draws colours as swatches that are checkboxes named by the colour name', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { container } = render(
      <Harness onChange={onChange} initial={{ ...emptyFilterSelection, colors: ['White'] }} />,
    );
    const white = screen.getByRole('checkbox', { name: 'White' });
    expect(white).toBeChecked();
    const swatch = container.querySelector('[data-color="#1E5AA8"]');
    expect(swatch).toHaveStyle({ backgroundColor: '#1E5AA8' });
    expect(swatch).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText('Moroccan Blue')).toBeVisible();
    white.focus();
    await user.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ colors: [] }));
    await expectNoAxeViolations(container);
  });

  it("follows the selection it is given, not the options' checked flags", () => {
    // The API's brand options carry `checked`: they pass as they are, and the flag is ignored.
    const apiBrands = [{ id: 1, title: 'Kajaria', checked: true }];
    render(
      <FilterPanel
        brands={apiBrands}
        selected={{ ...emptyFilterSelection, brands: [] }}
        onChange={() => {}}
      />,
    );
    expect(screen.getByRole('checkbox', { name: 'Kajaria' })).not.toBeChecked();
  });

  it('hides sections without options, e.g. brands on a brand listing', () => {
    render(
      <FilterPanel
        colors={colorOptions}
        selected={emptyFilterSelection}
        onChange={() => {}}
        showPrice={false}
      />,
    );
    expect(screen.queryByRole('group', { name: 'Brands' })).toBeNull();
    expect(screen.queryByRole('group', { name: 'Categories' })).toBeNull();
    expect(screen.queryByRole('group', { name: 'Price' })).toBeNull();
    expect(screen.getByRole('group', { name: 'Colours' })).toBeInTheDocument();
  });

  it('applies the price range with Go, keeping the other filters', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness onChange={onChange} initial={{ ...emptyFilterSelection, brands: [2] }} />);
    await user.type(screen.getByRole('spinbutton', { name: 'Min (Rs)' }), '1000');
    await user.type(screen.getByRole('spinbutton', { name: 'Max (Rs)' }), '50000');
    expect(onChange).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Go' }));
    expect(onChange).toHaveBeenCalledWith({ ...emptyFilterSelection, brands: [2], min: 1000, max: 50000 });
  });
});
