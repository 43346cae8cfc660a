import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { VisuallyHidden } from './visually-hidden';

describe('VisuallyHidden', () => {
  it('keeps its text in the accessible name of what contains it', async () => {
    const { container } = render(
      <button type="button">
        <span aria-hidden="true">×</span>
        <VisuallyHidden>Close</VisuallyHidden>
      </button>,
    );
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
    expect(screen.getByText('Close')).toHaveClass('visuallyHidden');
    await expectNoAxeViolations(container);
  });

  it('renders the element it is asked for and can be focusable', () => {
    render(
      <VisuallyHidden as="a" href="#main" focusable>
        Skip to content
      </VisuallyHidden>,
    );
    const link = screen.getByRole('link', { name: 'Skip to content' });
    expect(link.tagName).toBe('A');
    expect(link).toHaveClass('visuallyHidden', 'focusable');
  });
});
