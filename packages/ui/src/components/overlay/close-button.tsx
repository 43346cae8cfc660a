import styles from './close-button.module.css';

export interface CloseButtonProps {
  onClick: () => void;
  label?: string;
  className?: string;
}

/** The × of dialogs and drawers, named for screen readers. */
export function CloseButton({ onClick, label = 'Close', className }: CloseButtonProps) {
  return (
    <button
      type="button"
      className={[styles.close, className].filter(Boolean).join(' ')}
      aria-label={label}
      onClick={onClick}
    >
      <span aria-hidden="true">×</span>
    </button>
  );
}
