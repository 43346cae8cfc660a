import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { QuantitySpinner } from './quantity-spinner';

function Controlled({ onChange, initial = 1 }: { onChange: (value: number) => void; initial?: number }) {
  const [value, setValue] = useState(initial);
  return (
    <QuantitySpinner
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe('QuantitySpinner', () => {
  it('shows − input + with accessible names, min 1 max 10 step 1', async () => {
    const { container } = render(<QuantitySpinner value={1} onChange={() => {}} />);
    expect(screen.getByRole('group', { name: 'Quantity' })).toBeInTheDocument();
    const input = screen.getByRole('spinbutton', { name: 'Quantity' });
    expect(input).toHaveValue(1);
    expect(input).toHaveAttribute('min', '1');
    expect(input).toHaveAttribute('max', '10');
    expect(input).toHaveAttribute('step', '1');
    expect(screen.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Increase quantity' })).toBeEnabled();
    await expectNoAxeViolations(container);
  });

  it('steps with the buttons and stops at 10', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} initial={8} />);
    const plus = screen.getByRole('button', { name: 'Increase quantity' });
    await user.click(plus);
    await user.click(plus);
    expect(screen.getByRole('spinbutton')).toHaveValue(10);
    expect(plus).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Decrease quantity' }));
    expect(onChange.mock.calls).toEqual([[9], [10], [9]]);
  });

  it('clamps typed values on blur or Enter and restores nonsense', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} initial={3} />);
    const input = screen.getByRole('spinbutton', { name: 'Quantity' });
    await user.clear(input);
    await user.type(input, '25{Enter}');
    expect(input).toHaveValue(10);
    await user.clear(input);
    await user.type(input, '0');
    await user.tab();
    expect(input).toHaveValue(1);
    await user.clear(input);
    await user.tab();
    expect(input).toHaveValue(1);
    expect(onChange.mock.calls).toEqual([[10], [1]]);
  });

  it('answers the arrow, Home and End keys', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} initial={5} />);
    const input = screen.getByRole('spinbutton');
    input.focus();
    await user.keyboard('{ArrowUp}');
    expect(input).toHaveValue(6);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(input).toHaveValue(4);
    await user.keyboard('{End}');
    expect(input).toHaveValue(10);
    await user.keyboard('{ArrowUp}');
    await user.keyboard('{Home}');
    expect(input).toHaveValue(1);
    expect(onChange.mock.calls).toEqual([[6], [5], [4], [10], [1]]);
  });

  it('can be disabled and relabelled, e.g. for a cart line (min 1, no max)', async () => {
    const { container, rerender } = render(<QuantitySpinner value={2} onChange={() => {}} disabled />);
    expect(screen.getByRole('spinbutton')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
    rerender(
      <QuantitySpinner value={12} max={999} label="Quantity of Kajaria Statuario" onChange={() => {}} />,
    );
    expect(screen.getByRole('spinbutton', { name: 'Quantity of Kajaria Statuario' })).toHaveValue(12);
    expect(screen.getByRole('button', { name: 'Increase quantity of Kajaria Statuario' })).toBeEnabled();
    await expectNoAxeViolations(container);
  });
});
