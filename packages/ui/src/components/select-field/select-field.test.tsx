import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { SelectField } from './select-field';

const categories = ['Tiles', 'Sanitaryware', 'Bath Ware', 'Kitchen'].map((title) => ({
  value: title,
  label: title,
}));

describe('SelectField', () => {
  it('offers a placeholder and the options, and reports the choice', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { container } = render(
      <SelectField
        label="Category"
        name="type"
        options={categories}
        placeholder="Select category"
        onChange={onChange}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Category' });
    expect(select).toHaveValue('');
    await user.selectOptions(select, 'Sanitaryware');
    expect(select).toHaveValue('Sanitaryware');
    expect(onChange).toHaveBeenCalledOnce();
    await expectNoAxeViolations(container);
  });

  it('says Loading while options load and No data found when there are none (docs/customer.md)', async () => {
    const { rerender, container } = render(<SelectField label="FAQ Type" required options={[]} loading />);
    const select = screen.getByRole('combobox', { name: 'FAQ Type' });
    expect(select).toBeDisabled();
    expect(select).toHaveAttribute('aria-busy', 'true');
    expect(select).toHaveDisplayValue('Loading');
    rerender(<SelectField label="FAQ Type" required options={[]} />);
    expect(select).toHaveDisplayValue('No data found');
    expect(select).not.toHaveAttribute('aria-busy');
    await expectNoAxeViolations(container);
  });

  it('shows an error tied to the select and keeps the choice', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<SelectField label="Complaint Symptom" options={categories} required />);
    await user.selectOptions(screen.getByRole('combobox'), 'Kitchen');
    rerender(
      <SelectField label="Complaint Symptom" options={categories} required error="Choose the symptom." />,
    );
    const select = screen.getByRole('combobox', { name: 'Complaint Symptom' });
    expect(select).toHaveValue('Kitchen');
    expect(select).toBeRequired();
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('Choose the symptom.');
  });
});
