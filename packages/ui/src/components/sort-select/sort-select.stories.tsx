import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { type SortOrder, SortSelect, type SortSelectProps } from './sort-select';

function Controlled(props: SortSelectProps) {
  const [value, setValue] = useState<SortOrder | undefined>(props.value);
  return (
    <SortSelect
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Listing/SortSelect',
  component: SortSelect,
  args: { value: undefined, onChange: fn() },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof SortSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FilterBy: Story = {};

export const LowToHigh: Story = { args: { value: 'asc' } };

export const WithVisibleLabel: Story = { args: { value: 'desc', showLabel: true, label: 'Sort by' } };
