import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { type TabItem, Tabs } from './tabs';

const items: TabItem[] = [
  {
    id: 'description',
    title: 'Description',
    content: <p>Glazed vitrified tile with a Statuario marble look.</p>,
  },
  {
    id: 'additional',
    title: 'Additional Information',
    content: <p>Size: 600 x 1200 mm. Finish: high gloss.</p>,
  },
  { id: 'care', title: 'Care', content: <p>Clean with a pH-neutral cleaner.</p> },
];

function ControlledTabs() {
  const [index, setIndex] = useState(2);
  return (
    <>
      <Tabs items={items} label="FAQ types" selectedIndex={index} onChange={setIndex} />
      <output>{index}</output>
    </>
  );
}

describe('Tabs', () => {
  it('follows the tabs pattern with the first tab selected', async () => {
    const { container } = render(<Tabs items={items} label="Product information" />);
    const tablist = screen.getByRole('tablist', { name: 'Product information' });
    expect(tablist).toBeInTheDocument();
    const [first, second] = screen.getAllByRole('tab');
    expect(first).toHaveAttribute('aria-selected', 'true');
    expect(first).toHaveAttribute('tabindex', '0');
    expect(second).toHaveAttribute('aria-selected', 'false');
    expect(second).toHaveAttribute('tabindex', '-1');
    const panel = screen.getByRole('tabpanel');
    expect(panel).toHaveAccessibleName('Description');
    expect(panel).toHaveTextContent('Statuario');
    expect(first).toHaveAttribute('aria-controls', panel.id);
    await expectNoAxeViolations(container);
  });

  it('selects a tab on click', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Tabs items={items} label="Product information" onChange={onChange} />);
    await user.click(screen.getByRole('tab', { name: 'Additional Information' }));
    expect(onChange).toHaveBeenCalledWith(1);
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Size: 600 x 1200 mm');
  });

  it('moves with the arrow keys (wrapping), Home and End, and Tab reaches the panel', async () => {
    const user = userEvent.setup();
    const { container } = render(<Tabs items={items} label="Product information" />);
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Description' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Additional Information' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Additional Information' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Care' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Description' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Care' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Description' })).toHaveAttribute('aria-selected', 'true');
    await user.tab();
    expect(screen.getByRole('tabpanel')).toHaveFocus();
    await expectNoAxeViolations(container);
  });

  it('can be controlled', async () => {
    const user = userEvent.setup();
    render(<ControlledTabs />);
    expect(screen.getByRole('tab', { name: 'Care' })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('tab', { name: 'Description' }));
    expect(screen.getByRole('status')).toHaveTextContent('0');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Glazed');
  });

  it('ties tabs to panels even when item ids hold spaces', async () => {
    const faqTypes: TabItem[] = ['Orders & Delivery', 'Warranty claims'].map((title) => ({
      id: title,
      title,
      content: <p>{title} questions</p>,
    }));
    const { container } = render(<Tabs items={faqTypes} label="FAQ types" />);
    const tab = screen.getByRole('tab', { name: 'Orders & Delivery' });
    const panelId = tab.getAttribute('aria-controls') ?? '';
    expect(panelId).not.toMatch(/\s/);
    expect(document.getElementById(panelId)).toHaveTextContent('Orders & Delivery questions');
    await expectNoAxeViolations(container);
  });

  it('renders nothing without tabs', () => {
    const { container } = render(<Tabs items={[]} label="Empty" />);
    expect(container).toBeEmptyDOMElement();
  });
});
