import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { products } from '../../fixtures/sajilo';
import { expectNoAxeViolations } from '../../test/axe';
import { type LinkComponentProps, LinkProvider } from '../link/link-provider';
import { ProductCard, productHref } from './product-card';

const [tile, wc] = products;
if (!tile || !wc) throw new Error('fixtures missing');

const navigate = vi.fn();

function RouterLink({ href, children, ...rest }: LinkComponentProps) {
  return (
    <a
      href={href}
      {...rest}
      onClick={(event) => {
        event.preventDefault();
        navigate(href);
      }}
    >
      {children}
    </a>
  );
}

describe('ProductCard', () => {
  beforeEach(() => {
    navigate.mockClear();
  });

  it('shows image, title and the card price of docs/browsing.md §2.4, linking to the product', async () => {
    const { container } = render(<ProductCard product={tile} />);
    const card = screen.getByRole('article');
    expect(within(card).getByRole('img', { name: tile.title })).toHaveAttribute('loading', 'lazy');
    expect(within(card).getByRole('heading', { level: 3, name: tile.title })).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: tile.title })).toHaveAttribute(
      'href',
      '/products/kajaria-statuario-marble-600x1200',
    );
    expect(card).toHaveTextContent('Price: Rs: 2,450');
    await expectNoAxeViolations(container);
  });

  it('routes through a router link passed as linkComponent or by the LinkProvider', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<ProductCard product={wc} linkComponent={RouterLink} />);
    await user.click(screen.getByRole('link'));
    expect(navigate).toHaveBeenLastCalledWith('/products/hindware-enigma-wall-hung-wc');

    rerender(
      <LinkProvider component={RouterLink}>
        <ProductCard product={tile} href="/products/custom" />
      </LinkProvider>,
    );
    screen.getByRole('link').focus();
    await user.keyboard('{Enter}');
    expect(navigate).toHaveBeenLastCalledWith('/products/custom');
  });

  it('loads a priority image eagerly, shows the brand and keeps actions outside the link', async () => {
    const onWish = vi.fn();
    const user = userEvent.setup();
    const { container } = render(
      <ProductCard
        product={wc}
        priority
        showBrand
        headingLevel={2}
        actions={
          <button type="button" onClick={onWish}>
            Add to wishlist
          </button>
        }
      />,
    );
    expect(screen.getByRole('img')).toHaveAttribute('loading', 'eager');
    expect(screen.getByText('Hindware')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2 })).toBeInTheDocument();
    const action = screen.getByRole('button', { name: 'Add to wishlist' });
    expect(screen.getByRole('link')).not.toContainElement(action);
    await user.click(action);
    expect(onWish).toHaveBeenCalledOnce();
    await expectNoAxeViolations(container);
  });

  it('encodes slugs in the default href', () => {
    expect(productHref('tile & stone')).toBe('/products/tile%20%26%20stone');
  });
});
