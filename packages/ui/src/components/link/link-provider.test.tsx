import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { type LinkComponent, type LinkComponentProps, LinkProvider, useLinkComponent } from './link-provider';

function Probe({ override }: { override?: LinkComponent }) {
  const Link = useLinkComponent(override);
  return (
    <Link href="/products" className="probe">
      Products
    </Link>
  );
}

function RouterLink({ href, children, ...rest }: LinkComponentProps) {
  return (
    <a href={`#router${href}`} data-router="yes" {...rest}>
      {children}
    </a>
  );
}

function OtherLink({ href, children }: LinkComponentProps) {
  return (
    <a href={href} data-other="yes">
      {children}
    </a>
  );
}

describe('LinkProvider', () => {
  it('renders a plain anchor without a provider', async () => {
    const { container } = render(<Probe />);
    const link = screen.getByRole('link', { name: 'Products' });
    expect(link).toHaveAttribute('href', '/products');
    expect(link).toHaveClass('probe');
    await expectNoAxeViolations(container);
  });

  it('routes links through the provided component', () => {
    render(
      <LinkProvider component={RouterLink}>
        <Probe />
      </LinkProvider>,
    );
    const link = screen.getByRole('link', { name: 'Products' });
    expect(link).toHaveAttribute('href', '#router/products');
    expect(link).toHaveAttribute('data-router', 'yes');
  });

  it('lets a component override the provider', () => {
    render(
      <LinkProvider component={RouterLink}>
        <Probe override={OtherLink} />
      </LinkProvider>,
    );
    expect(screen.getByRole('link', { name: 'Products' })).toHaveAttribute('data-other', 'yes');
  });
});
