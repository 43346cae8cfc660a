import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { FileField } from './file-field';

describe('FileField', () => {
  it('is a labelled file input that says which file was chosen', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { container } = render(
      <FileField
        label="Warranty Card"
        name="warrenty_card"
        accept="image/*,application/pdf"
        onChange={onChange}
        hint="JPG, PNG or PDF"
      />,
    );
    const input = screen.getByLabelText('Warranty Card');
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('accept', 'image/*,application/pdf');
    const file = new File(['%PDF-1.7'], 'warranty-card.pdf', { type: 'application/pdf' });
    await user.upload(input, file);
    expect(onChange).toHaveBeenCalledOnce();
    expect(screen.getByText('Chosen: warranty-card.pdf')).toBeInTheDocument();
    expect(input).toHaveAccessibleDescription('JPG, PNG or PDF Chosen: warranty-card.pdf');
    await expectNoAxeViolations(container);
  });

  it('marks required and invalid, and keeps the chosen file when an error arrives', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<FileField label="Resume" name="resume" required />);
    const input = screen.getByLabelText(/^Resume/);
    expect(input).toBeRequired();
    await user.upload(input, new File(['cv'], 'sita-sharma-cv.pdf', { type: 'application/pdf' }));
    rerender(<FileField label="Resume" name="resume" required error="The resume must be 2 MB or smaller." />);
    const same = screen.getByLabelText(/^Resume/) as HTMLInputElement;
    expect(same).toBe(input);
    expect(same.files?.[0]?.name).toBe('sita-sharma-cv.pdf');
    expect(same).toHaveAttribute('aria-invalid', 'true');
    expect(same).toHaveAccessibleDescription(
      'The resume must be 2 MB or smaller. Chosen: sita-sharma-cv.pdf',
    );
  });
});
