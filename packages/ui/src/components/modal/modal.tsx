import { type ReactNode, type RefObject, useId } from 'react';
import { CloseButton } from '../overlay/close-button';
import { Overlay } from '../overlay/overlay';
import styles from './modal.module.css';

export interface ModalProps {
  open: boolean;
  /** Called by the close button, Escape and a backdrop click (the last two not with `staticBackdrop`). */
  onClose: () => void;
  /** Names the dialog, e.g. "Login", "Contact / Enquiry Form". */
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  size?: 'small' | 'medium' | 'large' | 'fullscreen';
  /** docs/customer.md: the login dialog and search modal ignore backdrop clicks and Escape. */
  staticBackdrop?: boolean;
  /** Hide the × when the dialog offers its own way out. */
  hideCloseButton?: boolean;
  closeLabel?: string;
  initialFocusRef?: RefObject<HTMLElement | null>;
}

export function Modal({
  open,
  onClose,
  title,
  description,
  children,
  footer,
  size = 'medium',
  staticBackdrop = false,
  hideCloseButton = false,
  closeLabel,
  initialFocusRef,
}: ModalProps) {
  const id = useId();
  const titleId = `${id}-title`;
  const descriptionId = description === undefined ? undefined : `${id}-description`;
  return (
    <Overlay
      open={open}
      onClose={onClose}
      labelledBy={titleId}
      describedBy={descriptionId}
      staticBackdrop={staticBackdrop}
      initialFocusRef={initialFocusRef}
      backdropClassName={styles.backdrop}
      dialogClassName={[styles.dialog, styles[size]].join(' ')}
    >
      <div className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        {!hideCloseButton && <CloseButton onClick={onClose} label={closeLabel} />}
      </div>
      <div className={styles.body}>
        {description !== undefined && (
          <p id={descriptionId} className={styles.description}>
            {description}
          </p>
        )}
        {children}
      </div>
      {footer !== undefined && <div className={styles.footer}>{footer}</div>}
    </Overlay>
  );
}
