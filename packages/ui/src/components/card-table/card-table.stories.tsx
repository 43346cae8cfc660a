import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { formatPrice } from '../../lib/format-price';
import { CardTable } from './card-table';

const lines = [
  { name: 'Kajaria Aqua Blue 300×450 wall tile', quantity: 12, price: 1850 },
  { name: 'Hindware Zinnia wall-hung WC with soft-close seat', quantity: 1, price: 18500 },
  { name: 'Jaquar Florentine basin mixer', quantity: 2, price: 7400 },
];

function OrderLines({ boxed = false }: { boxed?: boolean }) {
  return (
    <CardTable boxed={boxed}>
      <caption>Order lines</caption>
      <thead>
        <tr>
          <th scope="col">Product</th>
          <th scope="col">Quantity</th>
          <th scope="col">Unit price</th>
          <th scope="col">Total</th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line) => (
          <tr key={line.name}>
            <td>{line.name}</td>
            <td data-label="Quantity">{line.quantity}</td>
            <td data-label="Unit price">{formatPrice(line.price)}</td>
            <td data-label="Total">{formatPrice(line.price * line.quantity)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row" colSpan={3}>
            Total
          </th>
          <td>{formatPrice(lines.reduce((sum, line) => sum + line.price * line.quantity, 0))}</td>
        </tr>
      </tfoot>
    </CardTable>
  );
}

const meta = {
  title: 'Utilities/CardTable',
  component: CardTable,
} satisfies Meta<typeof CardTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Room for its columns: a table. */
export const Wide: Story = { render: () => <OrderLines /> };

/**
 * In a phone's width (the region is 360 px here, whatever the viewport): a card a row, each figure with its
 * column's name, the headers hidden from sight but still read, nothing scrolling sideways.
 */
export const OnAPhone: Story = {
  render: () => (
    <div style={{ width: '360px' }} data-testid="phone">
      <OrderLines />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const phone = canvasElement.querySelector<HTMLElement>('[data-testid="phone"]');
    const header = canvasElement.querySelector('thead');
    const quantity = canvasElement.querySelector('td[data-label="Quantity"]');
    if (!phone || !header || !quantity) throw new Error('the story lost its table');
    await expect(phone.scrollWidth).toBeLessThanOrEqual(phone.clientWidth);
    await expect(header.getBoundingClientRect().width).toBeLessThanOrEqual(1);
    await expect(getComputedStyle(quantity, '::before').content).toContain('Quantity');
  },
};

/** Boxed: each card apart, with a border and a shadow (a cart's lines). */
export const BoxedOnAPhone: Story = {
  render: () => (
    <div style={{ width: '360px' }}>
      <OrderLines boxed />
    </div>
  ),
};
