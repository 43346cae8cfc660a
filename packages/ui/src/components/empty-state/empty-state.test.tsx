import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { EmptyState } from './empty-state';

describe('EmptyState', () => {
  it('shows the documented text alone', async () => {
    const { container } = render(<EmptyState title="No product found" />);
    expect(screen.getByText('No product found')).toBeInTheDocument();
    expect(container.querySelectorAll('p')).toHaveLength(1);
    await expectNoAxeViolations(container);
  });

  it('shows a description, a decorative icon and a working action', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    const { container } = render(
      <EmptyState
        title="No order found"
        description="Orders you place will show up here."
        icon="🧾"
        action={
          <button type="button" onClick={onRetry}>
            Try again
          </button>
        }
      />,
    );
    expect(screen.getByText('Orders you place will show up here.')).toBeInTheDocument();
    expect(screen.getByText('🧾')).toHaveAttribute('aria-hidden', 'true');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
    await expectNoAxeViolations(container);
  });
});
