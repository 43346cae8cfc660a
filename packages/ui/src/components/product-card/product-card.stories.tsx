import type { Meta, StoryObj } from '@storybook/react-vite';
import { products } from '../../fixtures/sajilo';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';
import { ProductCard } from './product-card';

const [tile, wc, , toilet] = products;
if (!tile || !wc || !toilet) throw new Error('fixtures missing');

const meta = {
  title: 'Catalogue/ProductCard',
  component: ProductCard,
  args: { product: tile },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 280 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProductCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Tile: Story = {};

export const Sanitaryware: Story = { args: { product: wc, showBrand: true } };

/** On sale: the sale price, and the price before it struck through (read as "Regular price"). */
export const OnSale: Story = {
  args: { product: { ...wc, price: wc.price - 2500, regularPrice: wc.price }, showBrand: true },
};

/** A lakh-plus price shows Nepali grouping: Rs: 4,25,000. */
export const PremiumPrice: Story = { args: { product: toilet, priority: true } };

export const WithWishlistAction: Story = {
  args: {
    product: wc,
    actions: (
      <button
        type="button"
        aria-pressed="true"
        style={{
          border: 0,
          borderRadius: 999,
          background: '#fff',
          color: '#B42318',
          padding: '0.25rem 0.5rem',
        }}
      >
        <span aria-hidden="true">♥</span>
        <VisuallyHidden>Remove from wishlist</VisuallyHidden>
      </button>
    ),
  },
};
