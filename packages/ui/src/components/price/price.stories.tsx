import type { Meta, StoryObj } from '@storybook/react-vite';
import { Price } from './price';

const meta = {
  title: 'Catalogue/Price',
  component: Price,
  args: { amount: 125000 },
} satisfies Meta<typeof Price>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A Kohler wall-hung WC: `Rs 1,25,000`. */
export const Default: Story = {};

/** Product cards write `Rs: amount` (docs/browsing.md §2). */
export const CardStyle: Story = { args: { amount: 2450, separator: ': ' } };

/** Order summary line. */
export const WithLabel: Story = { args: { amount: 48500, label: 'Total Amount', size: 'large' } };

export const WithPaisa: Story = { args: { amount: 1234.5, label: 'Price', hideLabel: true } };

export const Zero: Story = { args: { amount: 0, label: 'Sub Total' } };
