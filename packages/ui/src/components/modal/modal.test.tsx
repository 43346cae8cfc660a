import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { Modal, type ModalProps } from './modal';

function LoginDialog(props: Partial<ModalProps> & { onCloseSpy?: () => void }) {
  const [open, setOpen] = useState(false);
  const { onCloseSpy, ...rest } = props;
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Add to Cart
      </button>
      <Modal
        title="Login"
        {...rest}
        open={open}
        onClose={() => {
          onCloseSpy?.();
          setOpen(false);
        }}
      >
        <form>
          <label>
            Email Address
            <input type="email" data-autofocus />
          </label>
          <label>
            Password
            <input type="password" />
          </label>
          <a href="/forget-password">Forget password</a>
        </form>
      </Modal>
    </>
  );
}

function WithInitialFocus() {
  const ref = useRef<HTMLButtonElement>(null);
  return (
    <Modal
      open
      onClose={() => {}}
      title="Contact / Enquiry Form"
      initialFocusRef={ref}
      footer={
        <button ref={ref} type="submit">
          Submit
        </button>
      }
    >
      <p>Tell us about your project.</p>
    </Modal>
  );
}

describe('Modal', () => {
  it('renders nothing while closed', () => {
    render(
      <Modal open={false} onClose={() => {}} title="Login">
        content
      </Modal>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens as a labelled modal dialog, focuses inside and locks page scroll', async () => {
    const user = userEvent.setup();
    render(<LoginDialog description="Log in to keep a cart and a wishlist." />);
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    const dialog = screen.getByRole('dialog', { name: 'Login' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('Log in to keep a cart and a wishlist.');
    expect(screen.getByLabelText('Email Address')).toHaveFocus();
    expect(document.body.style.overflow).toBe('hidden');
    await expectNoAxeViolations(document.body);
  });

  it('traps Tab inside and gives focus back on close', async () => {
    const user = userEvent.setup();
    render(<LoginDialog />);
    const opener = screen.getByRole('button', { name: 'Add to Cart' });
    await user.click(opener);
    expect(screen.getByLabelText('Email Address')).toHaveFocus();
    await user.tab();
    expect(screen.getByLabelText('Password')).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Forget password' })).toHaveFocus();
    // The last element wraps round to the first: the close button in the header.
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab();
    expect(screen.getByLabelText('Email Address')).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('link', { name: 'Forget password' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
    expect(document.body.style.overflow).toBe('');
  });

  it('closes on Escape and on a backdrop click', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<LoginDialog onCloseSpy={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    await user.click(screen.getByRole('dialog'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    const backdrop = screen.getByRole('dialog').parentElement;
    if (!backdrop) throw new Error('no backdrop');
    await user.click(backdrop);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('with a static backdrop ignores Escape and backdrop clicks but closes by its button', async () => {
    const user = userEvent.setup();
    render(<LoginDialog staticBackdrop />);
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    await user.keyboard('{Escape}');
    const dialog = screen.getByRole('dialog', { name: 'Login' });
    const backdrop = dialog.parentElement;
    if (!backdrop) throw new Error('no backdrop');
    await user.click(backdrop);
    expect(dialog).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('focuses the requested element and renders a footer', async () => {
    render(<WithInitialFocus />);
    expect(screen.getByRole('button', { name: 'Submit' })).toHaveFocus();
    await expectNoAxeViolations(document.body);
  });

  it('focuses the dialog itself when nothing inside is marked, and Escape closes only the top dialog', async () => {
    const user = userEvent.setup();
    const outer = vi.fn();
    const inner = vi.fn();
    render(
      <>
        <Modal open onClose={outer} title="Catalogue" size="fullscreen" hideCloseButton>
          <p>Kajaria 2025 catalogue</p>
        </Modal>
        <Modal open onClose={inner} title="Download">
          <p>Preparing the PDF</p>
        </Modal>
      </>,
    );
    expect(screen.getByRole('dialog', { name: 'Download' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(inner).toHaveBeenCalledOnce();
    expect(outer).not.toHaveBeenCalled();
  });
});
