import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { TOAST_LIMIT, Toaster, toast } from './toaster';

describe('Toaster', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: false });
  });

  afterEach(() => {
    act(() => toast.remove());
    vi.useRealTimers();
  });

  const advance = (ms: number) =>
    act(() => {
      vi.advanceTimersByTime(ms);
    });

  it('announces toasts politely and passes axe', async () => {
    vi.useRealTimers();
    const { container } = render(<Toaster />);
    act(() => {
      toast.success('Product added to cart successfully.');
      toast.error('The email has already been taken.');
    });
    const message = screen.getByText('Product added to cart successfully.');
    expect(message.closest('[role="status"]')).toHaveAttribute('aria-live', 'polite');
    await expectNoAxeViolations(container);
  });

  it('dismisses a success after 2 s', () => {
    render(<Toaster />);
    act(() => {
      toast.success('You are successfully Loggedin');
    });
    advance(1900);
    expect(screen.getByText('You are successfully Loggedin')).toBeInTheDocument();
    advance(200);
    advance(1000);
    expect(screen.queryByText('You are successfully Loggedin')).toBeNull();
  });

  it('keeps an error for 4 s', () => {
    render(<Toaster />);
    act(() => {
      toast.error('Your cart is empty.');
    });
    advance(3000);
    expect(screen.getByText('Your cart is empty.')).toBeInTheDocument();
    advance(1100);
    advance(1000);
    expect(screen.queryByText('Your cart is empty.')).toBeNull();
  });

  it('keeps a loading toast until it is dismissed', () => {
    render(<Toaster />);
    let id = '';
    act(() => {
      id = toast.loading('Placing your order');
    });
    advance(60_000);
    expect(screen.getByText('Placing your order')).toBeInTheDocument();
    act(() => toast.dismiss(id));
    advance(1000);
    expect(screen.queryByText('Placing your order')).toBeNull();
  });

  it('keeps at most 20 toasts, newest first', () => {
    render(<Toaster />);
    act(() => {
      for (let index = 1; index <= 25; index += 1) toast.error(`Field message ${index}`);
    });
    expect(screen.getAllByText(/^Field message \d+$/)).toHaveLength(TOAST_LIMIT);
    expect(screen.getByText('Field message 25')).toBeInTheDocument();
    expect(screen.queryByText('Field message 5')).toBeNull();
  });
});
