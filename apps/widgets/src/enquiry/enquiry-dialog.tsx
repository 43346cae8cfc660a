import { useLingui } from '@lingui/react/macro';
import { CloseButton } from '@sajilo/ui';
import { type KeyboardEvent, type MouseEvent, useEffect, useId, useRef } from 'react';
import type { WidgetConfig } from '../shared/config';
import { EnquiryForm } from './enquiry-form';

const FOCUSABLE =
  'button:not([disabled]), input:not([disabled]):not([tabindex="-1"]), select:not([disabled]), textarea:not([disabled]), a[href], [tabindex]:not([tabindex="-1"])';

interface EnquiryDialogProps {
  config: WidgetConfig;
  open: boolean;
  /** Where focus goes back when it closes (the button that opened it), if anywhere. */
  returnFocus: HTMLElement | null;
  /** The visitor closed it (× button, Escape, a click on the backdrop). */
  onClose: () => void;
  onSent: () => void;
}

/** The focused element inside this shadow root (document.activeElement only sees the host). */
function activeIn(node: Node): Element | null {
  const root = node.getRootNode();
  return root instanceof ShadowRoot || root instanceof Document ? root.activeElement : null;
}

/**
 * docs/customer.md §2.9 "Floating Enquiry button and popup": a modal dialog (420px wide, docs/customer.md
 * §9). A native <dialog> opened with showModal(): it sits in the top layer above any z-index of the partner's
 * page and makes the page inert; on top of that, Tab and Shift+Tab cycle inside it and Escape closes it.
 */
export function EnquiryDialog({ config, open, returnFocus, onClose, onSent }: EnquiryDialogProps) {
  const { t } = useLingui();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const introId = useId();

  // Whether this component showed the dialog; `open` is the one state, the <dialog> follows it.
  const shown = useRef(false);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !shown.current) {
      shown.current = true;
      if (!dialog.open) dialog.showModal();
      dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    } else if (!open && shown.current) {
      shown.current = false;
      if (dialog.open) dialog.close();
      if (returnFocus?.isConnected) returnFocus.focus();
    }
  }, [open, returnFocus]);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    const dialog = event.currentTarget;
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
      return;
    }
    if (event.key !== 'Tab') return;
    const focusable = Array.from(dialog.querySelectorAll<HTMLElement>(FOCUSABLE));
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    const active = activeIn(dialog);
    if (event.shiftKey && (active === first || active === dialog)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  // A click on the backdrop lands on the <dialog> itself; clicks inside land on its content.
  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) onClose();
  };

  return (
    // The backdrop click is a pointer shortcut; Escape and the × button are the keyboard ways out.
    <dialog
      ref={ref}
      className="sjw-dialog"
      aria-labelledby={titleId}
      aria-describedby={introId}
      onKeyDown={onKeyDown}
      onClick={onClick}
      // A close request from the browser (Escape that reached it, a back gesture) becomes our own close.
      // Not the `close` event: it arrives a task after dialog.close(), and a stale one landing just after
      // the popup was opened again would shut it.
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <div className="sjw-dialog-body">
        <div className="sjw-dialog-header">
          <h2 id={titleId} className="sjw-title">
            {config.enquiry.title ?? t`Send us an enquiry`}
          </h2>
          <CloseButton onClick={onClose} label={t`Close`} />
        </div>
        <p id={introId} className="sjw-intro">
          {t`Tell us what you are looking for and our team will get back to you.`}
        </p>
        <EnquiryForm config={config} onSent={onSent} />
      </div>
    </dialog>
  );
}
