import type { Meta, StoryObj } from '@storybook/react-vite';
import { products } from '../../fixtures/sajilo';
import { ProductGrid } from './product-grid';

const meta = {
  title: 'Catalogue/ProductGrid',
  component: ProductGrid,
  args: { products, label: 'Products in Tiles', priorityCount: 4 },
} satisfies Meta<typeof ProductGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 2 cards a row on phones, 3 on tablets, 4 on wide containers. */
export const Listing: Story = {};

export const WithBrands: Story = { args: { showBrand: true } };

export const Empty: Story = { args: { products: [] } };

export const Loading: Story = { args: { products: [], loading: true } };
