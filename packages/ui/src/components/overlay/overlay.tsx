import { type MouseEvent, type ReactNode, type RefObject, useEffect, useEffectEvent, useRef } from 'react';
import { createPortal } from 'react-dom';
import { focusableWithin } from './focusable';
import styles from './overlay.module.css';

export interface OverlayProps {
  open: boolean;
  onClose: () => void;
  /** Id of the element that names the dialog (its title). */
  labelledBy: string;
  describedBy?: string;
  /**
   * docs/customer.md login dialog / search modal: a click on the backdrop and Escape do not close it; only
   * its own controls do.
   */
  staticBackdrop?: boolean;
  /** What gets focus on open; else the first element marked `data-autofocus`, else the dialog itself. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  backdropClassName?: string;
  dialogClassName?: string;
  children: ReactNode;
}

// Open overlays, innermost last: Escape and the focus trap belong to the top one only.
const stack: HTMLElement[] = [];
let lockedOverflow: string | null = null;

function lockScroll(): void {
  if (lockedOverflow === null) {
    lockedOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
  }
}

function unlockScroll(): void {
  if (stack.length === 0 && lockedOverflow !== null) {
    document.body.style.overflow = lockedOverflow;
    lockedOverflow = null;
  }
}

/** The modal behaviour Modal and Drawer share: portal, backdrop, focus trap and return, Escape, scroll lock. */
export function Overlay({
  open,
  onClose,
  labelledBy,
  describedBy,
  staticBackdrop = false,
  initialFocusRef,
  backdropClassName,
  dialogClassName,
  children,
}: OverlayProps) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const closeFromKeyboard = useEffectEvent(() => onClose());
  const pressStartedOnBackdrop = useRef(false);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!open || !dialog) return;
    const returnFocusTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    stack.push(dialog);
    lockScroll();

    const first = initialFocusRef?.current ?? dialog.querySelector<HTMLElement>('[data-autofocus]') ?? dialog;
    first.focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (stack[stack.length - 1] !== dialog) return;
      if (event.key === 'Escape') {
        if (!staticBackdrop) {
          event.stopPropagation();
          closeFromKeyboard();
        }
        return;
      }
      if (event.key !== 'Tab') return;
      const focusable = focusableWithin(dialog);
      const firstFocusable = focusable[0];
      const lastFocusable = focusable[focusable.length - 1];
      if (!firstFocusable || !lastFocusable) {
        event.preventDefault();
        dialog.focus();
        return;
      }
      const active = document.activeElement;
      if (event.shiftKey && (active === firstFocusable || active === dialog)) {
        event.preventDefault();
        lastFocusable.focus();
      } else if (!event.shiftKey && active === lastFocusable) {
        event.preventDefault();
        firstFocusable.focus();
      }
    };
    // Focus that escapes anyway (a click outside, a script) is brought back.
    const onFocusIn = (event: FocusEvent) => {
      if (stack[stack.length - 1] !== dialog) return;
      if (event.target instanceof Node && !dialog.contains(event.target)) dialog.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);

    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
      stack.splice(stack.indexOf(dialog), 1);
      unlockScroll();
      if (returnFocusTo?.isConnected) returnFocusTo.focus();
    };
  }, [open, staticBackdrop, initialFocusRef]);

  if (!open || typeof document === 'undefined') return null;

  const onBackdropMouseDown = (event: MouseEvent<HTMLDivElement>) => {
    pressStartedOnBackdrop.current = event.target === event.currentTarget;
  };
  const onBackdropClick = (event: MouseEvent<HTMLDivElement>) => {
    if (!staticBackdrop && pressStartedOnBackdrop.current && event.target === event.currentTarget) {
      onClose();
    }
    pressStartedOnBackdrop.current = false;
  };

  return createPortal(
    // biome-ignore lint/a11y/noStaticElementInteractions: a pointer convenience; Escape and the close button are the accessible ways out
    // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard equivalent (Escape) is handled on the document
    <div
      className={[styles.backdrop, backdropClassName].filter(Boolean).join(' ')}
      onMouseDown={onBackdropMouseDown}
      onClick={onBackdropClick}
      data-static={staticBackdrop || undefined}
    >
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        tabIndex={-1}
        className={[styles.dialog, dialogClassName].filter(Boolean).join(' ')}
      >
        {children}
      </div>
    </div>,
    document.body,
  );
}
