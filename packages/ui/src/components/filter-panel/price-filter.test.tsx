import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { PriceFilter, validatePriceRange } from './price-filter';

describe('validatePriceRange', () => {
  it('accepts an open or a proper range', () => {
    expect(validatePriceRange({ min: null, max: null })).toBeNull();
    expect(validatePriceRange({ min: 0, max: 1 })).toBeNull();
    expect(validatePriceRange({ min: null, max: 5000 })).toBeNull();
  });

  it('rejects a min below 0, a max below 1, a min alone and a min above the max', () => {
    expect(validatePriceRange({ min: -1, max: 10 })?.field).toBe('min');
    expect(validatePriceRange({ min: 0, max: 0 })?.field).toBe('max');
    expect(validatePriceRange({ min: 500, max: null })?.field).toBe('max');
    expect(validatePriceRange({ min: 900, max: 100 })?.field).toBe('min');
  });
});

describe('PriceFilter', () => {
  it('applies a valid range when Go is pressed or Enter is hit', async () => {
    const user = userEvent.setup();
    const onApply = vi.fn();
    const { container } = render(<PriceFilter min={null} max={null} onApply={onApply} />);
    const max = screen.getByRole('spinbutton', { name: 'Max (Rs)' });
    expect(screen.getByRole('spinbutton', { name: 'Min (Rs)' })).toHaveAttribute('min', '0');
    expect(max).toHaveAttribute('min', '1');
    await user.type(max, '25000{Enter}');
    expect(onApply).toHaveBeenLastCalledWith({ min: null, max: 25000 });
    await user.type(screen.getByRole('spinbutton', { name: 'Min (Rs)' }), '500');
    await user.click(screen.getByRole('button', { name: 'Go' }));
    expect(onApply).toHaveBeenLastCalledWith({ min: 500, max: 25000 });
    await expectNoAxeViolations(container);
  });

  it('explains an invalid range beside the field, focuses it and keeps what was typed', async () => {
    const user = userEvent.setup();
    const onApply = vi.fn();
    const { container } = render(<PriceFilter min={null} max={null} onApply={onApply} />);
    const min = screen.getByRole('spinbutton', { name: 'Min (Rs)' });
    await user.type(min, '9000');
    await user.type(screen.getByRole('spinbutton', { name: 'Max (Rs)' }), '100');
    await user.click(screen.getByRole('button', { name: 'Go' }));
    expect(onApply).not.toHaveBeenCalled();
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('The minimum price cannot be above the maximum.');
    expect(min).toHaveAttribute('aria-invalid', 'true');
    expect(min).toHaveAccessibleDescription('The minimum price cannot be above the maximum.');
    expect(min).toHaveFocus();
    expect(min).toHaveValue(9000);
    await expectNoAxeViolations(container);
  });

  it('shows the applied range and follows it when it changes outside', () => {
    const { rerender } = render(<PriceFilter min={1000} max={5000} onApply={() => {}} />);
    expect(screen.getByRole('spinbutton', { name: 'Min (Rs)' })).toHaveValue(1000);
    rerender(<PriceFilter min={null} max={null} onApply={() => {}} />);
    expect(screen.getByRole('spinbutton', { name: 'Min (Rs)' })).toHaveValue(null);
    expect(screen.getByRole('spinbutton', { name: 'Max (Rs)' })).toHaveValue(null);
  });
});
