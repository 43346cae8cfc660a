import { type ReactNode, type RefObject, useId } from 'react';
import { CloseButton } from '../overlay/close-button';
import { Overlay } from '../overlay/overlay';
import styles from './drawer.module.css';

export interface DrawerProps {
  open: boolean;
  /** Called by the close button, Escape and a backdrop click. */
  onClose: () => void;
  /** E.g. "Advance Filter" (docs/browsing.md §2) or "Menu". */
  title: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  side?: 'left' | 'right';
  closeLabel?: string;
  initialFocusRef?: RefObject<HTMLElement | null>;
}

/** A panel that slides in from the side: the mobile menu and the small-screen filter panel. */
export function Drawer({
  open,
  onClose,
  title,
  children,
  footer,
  side = 'left',
  closeLabel,
  initialFocusRef,
}: DrawerProps) {
  const titleId = `${useId()}-title`;
  return (
    <Overlay
      open={open}
      onClose={onClose}
      labelledBy={titleId}
      initialFocusRef={initialFocusRef}
      backdropClassName={[styles.backdrop, side === 'right' ? styles.right : undefined]
        .filter(Boolean)
        .join(' ')}
      dialogClassName={styles.panel}
    >
      <div className={styles.header} data-side={side}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <CloseButton onClick={onClose} label={closeLabel} />
      </div>
      <div className={styles.body}>{children}</div>
      {footer !== undefined && <div className={styles.footer}>{footer}</div>}
    </Overlay>
  );
}
