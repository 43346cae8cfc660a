import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { UI_TEXT_EN, UiTextProvider } from '../ui-text/ui-text';
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
    expect(input).toHaveAccessibleName('Warranty Card');
    expect(input).toHaveAttribute('type', 'file');
    expect(screen.getByText('Choose file')).toBeVisible();
    expect(screen.getByText('No file chosen')).toBeInTheDocument();
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

  it('is marked invalid and described by a message its form shows beside it', () => {
    render(
      <>
        <FileField label="Upload a PDF" aria-invalid aria-describedby="refused" />
        <p id="refused" role="alert">
          The file must be a PDF.
        </p>
      </>,
    );
    const input = screen.getByLabelText('Upload a PDF');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('The file must be a PDF.');
  });

  it('speaks the page’s language: its button and what it says are the app’s words, not the browser’s', async () => {
    const user = userEvent.setup();
    const ne = {
      ...UI_TEXT_EN,
      chooseFile: 'फाइल छान्नुहोस्',
      chooseFiles: 'फाइलहरू छान्नुहोस्',
      noFileChosen: 'कुनै फाइल छानिएको छैन',
      chosen: (files: string) => `छानिएको: ${files}`,
    };
    const { container } = render(
      <UiTextProvider value={ne}>
        <FileField label="फोटोहरू" name="photos" multiple accept="image/*" />
      </UiTextProvider>,
    );
    const input = screen.getByLabelText('फोटोहरू');
    expect(input).toHaveAccessibleName('फोटोहरू');
    expect(screen.getByText('कुनै फाइल छानिएको छैन')).toBeInTheDocument();
    // The button is a label of the input: clicking it opens the picker, as the browser's own button did.
    const button = screen.getByText('फाइलहरू छान्नुहोस्').closest('label');
    expect(button).toHaveAttribute('for', input.id);
    await user.upload(input, [
      new File(['a'], 'crack.jpg', { type: 'image/jpeg' }),
      new File(['b'], 'box.jpg', { type: 'image/jpeg' }),
    ]);
    expect(screen.getByText('छानिएको: crack.jpg, box.jpg')).toBeInTheDocument();
    expect(screen.queryByText('कुनै फाइल छानिएको छैन')).toBeNull();
    await expectNoAxeViolations(container);
  });
});
