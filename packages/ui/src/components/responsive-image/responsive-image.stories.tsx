import type { Meta, StoryObj } from '@storybook/react-vite';
import { placeholderImage } from '../../fixtures/sajilo';
import { ResponsiveImage } from './responsive-image';

const meta = {
  title: 'Media/ResponsiveImage',
  component: ResponsiveImage,
  args: {
    image: placeholderImage('Statuario marble-look floor tile', 40, 'marble', 0.75),
    sizes: '(min-width: 600px) 400px, 100vw',
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 400 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ResponsiveImage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Below the fold: lazy, decoded asynchronously. */
export const Lazy: Story = {};

/** The hero or first card image: eager with `fetchpriority="high"`. */
export const Priority: Story = { args: { priority: true } };

/** Filling a square box, as product cards do. */
export const Cover: Story = {
  args: { fit: 'cover', image: placeholderImage('Wooden plank tile', 25, 'tiles', 0.5) },
  decorators: [
    (Story) => (
      <div style={{ width: 240, aspectRatio: '1 / 1' }}>
        <Story />
      </div>
    ),
  ],
};
