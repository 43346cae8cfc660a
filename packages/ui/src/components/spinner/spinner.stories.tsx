import type { Meta, StoryObj } from '@storybook/react-vite';
import { Spinner } from './spinner';

const meta = {
  title: 'Feedback/Spinner',
  component: Spinner,
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Small: Story = { args: { size: 'small' } };

/** A section waiting for its data, e.g. "Explore Our Category" on the home page. */
export const BlockWithLabel: Story = {
  args: { size: 'large', block: true, showLabel: true, label: 'Loading' },
};
