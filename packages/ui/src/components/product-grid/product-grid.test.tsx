import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { products } from '../../fixtures/sajilo';
import { expectNoAxeViolations } from '../../test/axe';
import { ProductGrid } from './product-grid';

describe('ProductGrid', () => {
  it('lists one card per product, in order, each linking to its page', async () => {
    const { container } = render(<ProductGrid products={products} label="Products in Tiles" />);
    const list = screen.getByRole('list', { name: 'Products in Tiles' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(products.length);
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(
      products.map((product) => `/products/${product.slug}`),
    );
    expect(items[1]).toHaveTextContent('Rs: 38,500');
    await expectNoAxeViolations(container);
  });

  it('gives the first cards priority images only', () => {
    render(<ProductGrid products={products} priorityCount={2} />);
    const loading = screen.getAllByRole('img').map((img) => img.getAttribute('loading'));
    expect(loading.slice(0, 3)).toEqual(['eager', 'eager', 'lazy']);
  });

  it('shows "No product found" with an optional action when empty', async () => {
    const user = userEvent.setup();
    const onClear = vi.fn();
    const { container } = render(
      <ProductGrid
        products={[]}
        emptyAction={
          <button type="button" onClick={onClear}>
            Clear all
          </button>
        }
      />,
    );
    expect(screen.getByText('No product found')).toBeInTheDocument();
    expect(screen.queryByRole('list')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(onClear).toHaveBeenCalledOnce();
    await expectNoAxeViolations(container);
  });

  it('shows a spinner while the first page loads, and keeps cards (busy) while a new page loads', () => {
    const { rerender } = render(<ProductGrid products={[]} loading />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading products');
    rerender(<ProductGrid products={products} loading />);
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByRole('list').parentElement).toHaveAttribute('aria-busy', 'true');
  });

  it('renders per-card actions', () => {
    render(
      <ProductGrid
        products={products.slice(0, 2)}
        renderActions={(product) => <button type="button">{`Wish ${product.slug}`}</button>}
      />,
    );
    expect(screen.getByRole('button', { name: 'Wish hindware-enigma-wall-hung-wc' })).toBeInTheDocument();
  });
});
