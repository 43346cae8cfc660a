import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { Button } from './button';

describe('Button', () => {
  it('is a primary "button"-type button that handles clicks and the keyboard', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    const { container } = render(<Button onClick={onClick}>Add to Cart</Button>);
    const button = screen.getByRole('button', { name: 'Add to Cart' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toHaveAttribute('data-variant', 'primary');
    await user.click(button);
    button.focus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(onClick).toHaveBeenCalledTimes(3);
    await expectNoAxeViolations(container);
  });

  it.each(['secondary', 'link'] as const)('renders the %s variant', async (variant) => {
    const { container } = render(<Button variant={variant}>Continue shopping</Button>);
    expect(screen.getByRole('button')).toHaveAttribute('data-variant', variant);
    await expectNoAxeViolations(container);
  });

  it('while loading shows a spinner, is busy and ignores clicks', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    const { container } = render(
      <Button type="submit" loading loadingLabel="Placing your order" onClick={onClick}>
        Checkout Now
      </Button>,
    );
    const button = screen.getByRole('button', { name: /Checkout Now/ });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('type', 'submit');
    expect(screen.getByRole('status')).toHaveTextContent('Placing your order');
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
    await expectNoAxeViolations(container);
  });

  it('is not busy when idle and respects disabled', () => {
    render(<Button disabled>Checkout</Button>);
    const button = screen.getByRole('button', { name: 'Checkout' });
    expect(button).toBeDisabled();
    expect(button).not.toHaveAttribute('aria-busy');
    expect(screen.queryByRole('status')).toBeNull();
  });
});
