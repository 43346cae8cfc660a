import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { TextField } from './text-field';

describe('TextField', () => {
  it('is labelled, with an asterisk for required fields that is not read twice', async () => {
    const { container } = render(<TextField label="Email Address" type="email" name="email" required />);
    const input = screen.getByRole('textbox', { name: 'Email Address' });
    expect(input).toBeRequired();
    expect(input).toHaveAttribute('type', 'email');
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
    expect(input).not.toHaveAttribute('aria-invalid');
    await expectNoAxeViolations(container);
  });

  it('marks optional fields in words', () => {
    render(<TextField label="Company Name" optional />);
    expect(screen.getByRole('textbox', { name: 'Company Name (optional)' })).not.toBeRequired();
  });

  it('links its hint and error, marks itself invalid, and keeps what was typed', async () => {
    const user = userEvent.setup();
    const { rerender, container } = render(
      <TextField label="Phone Number" name="phone" hint="10 digits, e.g. 98XXXXXXXX" required />,
    );
    const input = screen.getByRole('textbox', { name: 'Phone Number' });
    expect(input).toHaveAccessibleDescription('10 digits, e.g. 98XXXXXXXX');
    await user.type(input, '98123');
    rerender(
      <TextField
        label="Phone Number"
        name="phone"
        hint="10 digits, e.g. 98XXXXXXXX"
        required
        error="The phone number must be 10 digits."
      />,
    );
    const same = screen.getByRole('textbox', { name: 'Phone Number' });
    expect(same).toBe(input);
    expect(same).toHaveValue('98123');
    expect(same).toHaveAttribute('aria-invalid', 'true');
    expect(same).toHaveAccessibleDescription(
      '10 digits, e.g. 98XXXXXXXX The phone number must be 10 digits.',
    );
    await expectNoAxeViolations(container);
  });

  it('lists several server messages', () => {
    render(<TextField label="Password" type="password" error={['Too short.', 'Add a number.']} />);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Too short.',
      'Add a number.',
    ]);
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Too short. Add a number.');
  });

  it('passes input props and the ref through', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const ref = { current: null as HTMLInputElement | null };
    render(<TextField label="First Name" ref={ref} onChange={onChange} autoComplete="given-name" />);
    await user.type(screen.getByLabelText('First Name'), 'Sita');
    expect(onChange).toHaveBeenCalledTimes(4);
    expect(ref.current).toHaveValue('Sita');
    expect(ref.current).toHaveAttribute('autocomplete', 'given-name');
  });
});
