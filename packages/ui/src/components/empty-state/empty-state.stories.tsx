import type { Meta, StoryObj } from '@storybook/react-vite';
import { EmptyState } from './empty-state';

const meta = {
  title: 'Feedback/EmptyState',
  component: EmptyState,
  args: { title: 'No product found' },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A listing whose filters match nothing (docs/browsing.md §8). */
export const NoProduct: Story = {};

export const EmptyCart: Story = {
  args: {
    title: 'Product Not Found',
    description: 'Your cart is empty. Browse tiles, sanitaryware and lighting to fill it.',
    icon: '🛒',
    action: <a href="/products">Continue shopping</a>,
  },
};

export const NoBlog: Story = { args: { title: 'No Blog Found' } };
