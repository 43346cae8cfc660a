import type { Meta, StoryObj } from '@storybook/react-vite';
import { Breadcrumbs } from './breadcrumbs';

const meta = {
  title: 'Navigation/Breadcrumbs',
  component: Breadcrumbs,
  args: { current: 'FAQs' },
} satisfies Meta<typeof Breadcrumbs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const HomeAndCurrent: Story = {};

/** A category listing: Home / Products / Floor Tiles. */
export const WithMiddle: Story = {
  args: { current: 'Floor Tiles', middle: { label: 'Products', href: '/products' } },
};

export const LongTitle: Story = {
  args: {
    current: 'Hindware Enigma Rimless Wall Hung WC with Soft-Close Seat',
    middle: { label: 'Sanitaryware', href: '/products/categories/sanitaryware' },
  },
};
