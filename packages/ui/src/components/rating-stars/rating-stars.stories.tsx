import type { Meta, StoryObj } from '@storybook/react-vite';
import { RatingStars } from './rating-stars';

const meta = {
  title: 'Catalogue/RatingStars',
  component: RatingStars,
  args: { average: 4.3, count: 12 },
} satisfies Meta<typeof RatingStars>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A card's stars with the number of reviews. */
export const Default: Story = {};

/** The product page's summary. */
export const Large: Story = { args: { average: 3.5, size: 'large', count: undefined } };

export const Small: Story = { args: { average: 5, count: 1, size: 'small' } };
