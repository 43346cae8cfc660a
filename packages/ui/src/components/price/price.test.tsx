import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { Price } from './price';

describe('Price', () => {
  it('renders the amount grouped the Nepali way with the raw amount as data', async () => {
    const { container } = render(<Price amount={125000} />);
    const value = screen.getByText('Rs 1,25,000');
    expect(value.tagName).toBe('DATA');
    expect(value).toHaveAttribute('value', '125000');
    await expectNoAxeViolations(container);
  });

  it('shows a visible label before the amount', async () => {
    const { container } = render(<Price amount={48500} label="Total Amount" size="large" />);
    expect(screen.getByText('Total Amount:')).toBeVisible();
    expect(container).toHaveTextContent('Total Amount:Rs 48,500');
    await expectNoAxeViolations(container);
  });

  it('can keep the label for screen readers only', () => {
    const { container } = render(<Price amount={2450} label="Price" hideLabel />);
    expect(screen.getByText('Price:')).toHaveClass('visuallyHidden');
    expect(container).toHaveTextContent('Price: Rs 2,450');
  });

  it('writes the card style with a colon', () => {
    render(<Price amount={3200} separator=": " />);
    expect(screen.getByText('Rs: 3,200')).toBeInTheDocument();
  });

  it('strikes through the price before a sale, after the sale price, and names it for screen readers', async () => {
    const { container } = render(<Price amount={22000} regularAmount={26000} label="Price" hideLabel />);
    const before = screen.getByText('Rs 26,000');
    expect(before).toHaveAttribute('value', '26000');
    expect(before.closest('del')).not.toBeNull();
    expect(container).toHaveTextContent('Price: Rs 22,000Regular price: Rs 26,000');
    await expectNoAxeViolations(container);
  });

  it('shows no price before when it is missing or not above the price', () => {
    for (const regularAmount of [null, undefined, 22000, 21000]) {
      const { container, unmount } = render(<Price amount={22000} regularAmount={regularAmount} />);
      expect(container.querySelector('del')).toBeNull();
      expect(container).toHaveTextContent(/^Rs 22,000$/);
      unmount();
    }
  });
});
