import { useUiText } from '../ui-text/ui-text';
import styles from './close-button.module.css';

export interface CloseButtonProps {
  onClick: () => void;
  label?: string;
  className?: string;
}

/** The × of dialogs and drawers, named for screen readers. */
export function CloseButton({ onClick, label: labelProp, className }: CloseButtonProps) {
  const text = useUiText();
  const label = labelProp ?? text.close;
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
