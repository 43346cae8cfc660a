import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { brandOptions, categoryTree, sizeOptions } from '../../fixtures/sajilo';
import { type FilterSelection, filterChips, removeFilterChip } from '../../lib/filter-selection';
import { FilterChips } from './filter-chips';

const applied: FilterSelection = {
  categories: [11],
  brands: [1, 3],
  colors: ['Ivory'],
  sizes: ['600x1200'],
  min: 1000,
  max: 125000,
};

function Live({ initial }: { initial: FilterSelection }) {
  const [selected, setSelected] = useState(initial);
  return (
    <FilterChips
      chips={filterChips(selected, { categories: categoryTree, brands: brandOptions, sizes: sizeOptions })}
      onRemove={(id) => setSelected((current) => removeFilterChip(current, id))}
      onClearAll={() =>
        setSelected({ categories: [], brands: [], colors: [], sizes: [], min: null, max: null })
      }
    />
  );
}

const meta = {
  title: 'Listing/FilterChips',
  component: FilterChips,
  args: {
    chips: filterChips(applied, { categories: categoryTree, brands: brandOptions, sizes: sizeOptions }),
    onRemove: fn(),
    onClearAll: fn(),
  },
} satisfies Meta<typeof FilterChips>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Applied: Story = {};

/** Remove chips to see the selection shrink; focus moves to the next chip. */
export const Interactive: Story = { render: () => <Live initial={applied} /> };

export const SingleChip: Story = {
  args: { chips: [{ id: 'brand:2', group: 'Brand', label: 'Hindware' }] },
};
