import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { Accordion, type AccordionItem } from './accordion';

const faqs: AccordionItem[] = [
  { id: 'delivery', title: 'Do you deliver outside Kathmandu valley?', content: 'Yes, to every province.' },
  { id: 'warranty', title: 'How long is the warranty on sanitaryware?', content: 'Ten years on ceramics.' },
  { id: 'returns', title: 'Can I return extra tiles?', content: 'Unopened boxes within 7 days.' },
];

describe('Accordion', () => {
  it('renders question buttons collapsed, answers hidden', async () => {
    const { container } = render(<Accordion items={faqs} />);
    const buttons = screen.getAllByRole('button');
    expect(buttons).toHaveLength(3);
    for (const button of buttons) expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('Yes, to every province.')).not.toBeVisible();
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(3);
    await expectNoAxeViolations(container);
  });

  it('opens an answer on click and closes the other one', async () => {
    const user = userEvent.setup();
    const onToggle = vi.fn();
    const { container } = render(<Accordion items={faqs} onToggle={onToggle} />);
    const delivery = screen.getByRole('button', { name: /deliver outside/ });
    await user.click(delivery);
    expect(delivery).toHaveAttribute('aria-expanded', 'true');
    const region = screen.getByRole('region', { name: /deliver outside/ });
    expect(region).toHaveTextContent('Yes, to every province.');
    expect(delivery).toHaveAttribute('aria-controls', region.id);
    await user.click(screen.getByRole('button', { name: /warranty/ }));
    expect(delivery).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('Ten years on ceramics.')).toBeVisible();
    expect(onToggle.mock.calls).toEqual([
      ['delivery', true],
      ['warranty', true],
    ]);
    await expectNoAxeViolations(container);
  });

  it('keeps several open when multiple, and starts with defaultOpen', async () => {
    const user = userEvent.setup();
    render(<Accordion items={faqs} multiple defaultOpen={['returns']} />);
    expect(screen.getByText('Unopened boxes within 7 days.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: /deliver outside/ }));
    expect(screen.getByText('Unopened boxes within 7 days.')).toBeVisible();
    expect(screen.getByText('Yes, to every province.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: /return extra/ }));
    expect(screen.getByText('Unopened boxes within 7 days.')).not.toBeVisible();
  });

  it('is keyboard usable: Enter/Space toggle, arrows, Home and End move', async () => {
    const user = userEvent.setup();
    render(<Accordion items={faqs} headingLevel={2} />);
    await user.tab();
    const [first, second, third] = screen.getAllByRole('button');
    expect(first).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(first).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{ArrowDown}');
    expect(second).toHaveFocus();
    await user.keyboard(' ');
    expect(second).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{End}');
    expect(third).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(first).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(third).toHaveFocus();
    await user.keyboard('{Home}');
    expect(first).toHaveFocus();
  });
});
