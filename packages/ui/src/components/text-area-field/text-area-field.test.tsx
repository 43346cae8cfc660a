import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { TextAreaField } from './text-area-field';

describe('TextAreaField', () => {
  it('is a labelled, required multi-line input', async () => {
    const user = userEvent.setup();
    const { container } = render(<TextAreaField label="Message" name="message" required />);
    const textarea = screen.getByRole('textbox', { name: 'Message' });
    expect(textarea.tagName).toBe('TEXTAREA');
    expect(textarea).toHaveAttribute('rows', '4');
    expect(textarea).toBeRequired();
    await user.type(textarea, 'I need 40 boxes of 600 x 600 tiles.{Enter}Delivery to Lalitpur.');
    expect(textarea).toHaveValue('I need 40 boxes of 600 x 600 tiles.\nDelivery to Lalitpur.');
    await expectNoAxeViolations(container);
  });

  it('keeps the text when an error appears and is described by it', async () => {
    const user = userEvent.setup();
    const { rerender, container } = render(<TextAreaField label="Remarks" rows={6} />);
    await user.type(screen.getByLabelText('Remarks'), 'Cracked');
    rerender(<TextAreaField label="Remarks" rows={6} error="Tell us a little more." />);
    const textarea = screen.getByLabelText('Remarks');
    expect(textarea).toHaveValue('Cracked');
    expect(textarea).toHaveAttribute('rows', '6');
    expect(textarea).toHaveAttribute('aria-invalid', 'true');
    expect(textarea).toHaveAccessibleDescription('Tell us a little more.');
    await expectNoAxeViolations(container);
  });
});
