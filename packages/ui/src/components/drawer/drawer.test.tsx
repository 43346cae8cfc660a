import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { Drawer } from './drawer';

function MobileMenu({ onNavigate }: { onNavigate: (href: string) => void }) {
  const [open, setOpen] = useState(false);
  const go = (href: string) => {
    onNavigate(href);
    setOpen(false);
  };
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Menu
      </button>
      <Drawer open={open} onClose={() => setOpen(false)} title="Menu">
        <nav aria-label="Mobile">
          <ul>
            {['/', '/products', '/contact-us'].map((href) => (
              <li key={href}>
                <a
                  href={href}
                  onClick={(event) => {
                    event.preventDefault();
                    go(href);
                  }}
                >
                  {href === '/' ? 'Home' : href.slice(1)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </Drawer>
    </>
  );
}

describe('Drawer', () => {
  it('opens as a labelled modal dialog with focus inside', async () => {
    const user = userEvent.setup();
    render(<MobileMenu onNavigate={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    const dialog = screen.getByRole('dialog', { name: 'Menu' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveFocus();
    expect(dialog.parentElement).not.toHaveClass('right');
    await expectNoAxeViolations(document.body);
  });

  it('closes on Escape (docs/customer.md mobile menu) and returns focus to the menu button', async () => {
    const user = userEvent.setup();
    render(<MobileMenu onNavigate={() => {}} />);
    const trigger = screen.getByRole('button', { name: 'Menu' });
    await user.click(trigger);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(trigger).toHaveFocus();
  });

  it('closes when a link is chosen, and traps Tab meanwhile', async () => {
    const user = userEvent.setup();
    const onNavigate = vi.fn();
    render(<MobileMenu onNavigate={onNavigate} />);
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('link', { name: 'contact-us' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.click(screen.getByRole('link', { name: 'products' }));
    expect(onNavigate).toHaveBeenCalledWith('/products');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('slides from the right with a footer, e.g. the Advance Filter panel', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(
      <Drawer
        open
        onClose={onClose}
        title="Advance Filter"
        side="right"
        footer={<button type="button">Apply</button>}
      >
        <p>Filters</p>
      </Drawer>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Advance Filter' });
    expect(dialog.parentElement).toHaveClass('right');
    expect(screen.getByRole('button', { name: 'Apply' })).toBeInTheDocument();
    const backdrop = dialog.parentElement;
    if (!backdrop) throw new Error('no backdrop');
    await user.click(backdrop);
    expect(onClose).toHaveBeenCalledOnce();
    await expectNoAxeViolations(document.body);
  });
});
