import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { PageHeader } from './page-header';

describe('PageHeader', () => {
  it('shows the title, the breadcrumbs and a Back link to the middle step', async () => {
    const { container } = render(
      <PageHeader title="Floor Tiles" middle={{ label: 'Products', href: '/products' }} />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Floor Tiles' })).toBeInTheDocument();
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Products' })).toHaveAttribute('href', '/products');
    expect(within(crumbs).getByText('Floor Tiles')).toHaveAttribute('aria-current', 'page');
    const back = screen.getByRole('link', { name: 'Back' });
    expect(back).toHaveAttribute('href', '/products');
    expect(back).toHaveClass('back');
    await expectNoAxeViolations(container);
  });

  it('goes Back home without a middle step, or where it is told', () => {
    const { rerender } = render(<PageHeader title="FAQs" />);
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/');
    rerender(<PageHeader title="Apply for Sales Executive" backHref="/careers/sales-executive" />);
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/careers/sales-executive');
  });

  it('can use an h2 under the hidden SEO h1, a separate current label and extra content', async () => {
    const { container } = render(
      <PageHeader title="Kajaria" current="Kajaria tiles" headingLevel={2}>
        <p>24 products found on Kajaria</p>
      </PageHeader>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Kajaria' })).toBeInTheDocument();
    expect(screen.getByText('Kajaria tiles')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText('24 products found on Kajaria')).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });
});
