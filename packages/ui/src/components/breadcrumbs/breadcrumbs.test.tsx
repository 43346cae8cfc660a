import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import type { LinkComponentProps } from '../link/link-provider';
import { Breadcrumbs } from './breadcrumbs';

const navigate = vi.fn();

function RouterLink({ href, children, className }: LinkComponentProps) {
  return (
    <a
      href={href}
      className={className}
      onClick={(event) => {
        event.preventDefault();
        navigate(href);
      }}
    >
      {children}
    </a>
  );
}

describe('Breadcrumbs', () => {
  beforeEach(() => {
    navigate.mockClear();
  });

  it('shows Home and the current page in a labelled nav', async () => {
    const { container } = render(<Breadcrumbs current="FAQs" />);
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    const items = within(nav).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['Home', 'FAQs']);
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(items[1]).toHaveAttribute('aria-current', 'page');
    expect(within(nav).queryByRole('link', { name: 'FAQs' })).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('adds the middle link, e.g. back to /products from a category', async () => {
    const { container } = render(
      <Breadcrumbs current="Floor Tiles" middle={{ label: 'Products', href: '/products' }} />,
    );
    const links = screen.getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['Products', '/products'],
    ]);
    expect(screen.getByText('Floor Tiles')).toHaveAttribute('aria-current', 'page');
    await expectNoAxeViolations(container);
  });

  it('navigates through the given link component', async () => {
    const user = userEvent.setup();
    render(
      <Breadcrumbs
        current="Kajaria"
        middle={{ label: 'Brands', href: '/products' }}
        linkComponent={RouterLink}
      />,
    );
    await user.click(screen.getByRole('link', { name: 'Brands' }));
    expect(navigate).toHaveBeenCalledWith('/products');
  });
});
