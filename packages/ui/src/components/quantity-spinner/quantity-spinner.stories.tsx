import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { QuantitySpinner, type QuantitySpinnerProps } from './quantity-spinner';

function Controlled(props: QuantitySpinnerProps) {
  const [value, setValue] = useState(props.value);
  return (
    <QuantitySpinner
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
  title: 'Forms/QuantitySpinner',
  component: QuantitySpinner,
  args: { value: 1, onChange: fn() },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof QuantitySpinner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Product detail: 1 to 10 (docs/browsing.md §9). */
export const AtMinimum: Story = {};

export const AtMaximum: Story = { args: { value: 10 } };

/** A cart line: minimum 1 only. */
export const CartLine: Story = { args: { value: 24, max: 999, label: 'Quantity of Kajaria Statuario' } };

export const Disabled: Story = { args: { value: 3, disabled: true } };
