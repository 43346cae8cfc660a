import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { Spinner } from './spinner';

describe('Spinner', () => {
  it('is a status with a hidden "Loading" label by default', async () => {
    const { container } = render(<Spinner />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Loading');
    expect(screen.getByText('Loading')).toHaveClass('visuallyHidden');
    await expectNoAxeViolations(container);
  });

  it('announces a custom label and can show it', async () => {
    const { container } = render(<Spinner label="Placing your order" size="large" showLabel block />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Placing your order');
    expect(status).toHaveAttribute('data-size', 'large');
    expect(screen.getByText('Placing your order')).not.toHaveClass('visuallyHidden');
    await expectNoAxeViolations(container);
  });
});
