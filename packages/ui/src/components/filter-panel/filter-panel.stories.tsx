import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { brandOptions, categoryTree, colorOptions, sizeOptions } from '../../fixtures/sajilo';
import { emptyFilterSelection, type FilterSelection } from '../../lib/filter-selection';
import { FilterPanel, type FilterPanelProps } from './filter-panel';

function Controlled(props: FilterPanelProps) {
  const [selected, setSelected] = useState<FilterSelection>(props.selected);
  return (
    <div style={{ maxWidth: 320 }}>
      <FilterPanel
        {...props}
        selected={selected}
        onChange={(next) => {
          setSelected(next);
          props.onChange(next);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Listing/FilterPanel',
  component: FilterPanel,
  args: {
    categories: categoryTree,
    brands: brandOptions,
    colors: colorOptions,
    sizes: sizeOptions,
    selected: emptyFilterSelection,
    onChange: fn(),
  },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof FilterPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Search results: every section. */
export const AllSections: Story = {};

export const WithSelection: Story = {
  args: {
    selected: {
      categories: [11, 111],
      brands: [1],
      colors: ['Ivory'],
      sizes: ['600x1200'],
      min: 1000,
      max: 5000,
    },
  },
};

/** A brand listing has no brand filter (docs/browsing.md §2). */
export const BrandListing: Story = { args: { brands: [] } };
