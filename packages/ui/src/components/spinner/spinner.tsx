import { useUiText } from '../ui-text/ui-text';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';
import styles from './spinner.module.css';

export interface SpinnerProps {
  /** What is being waited for, announced politely; docs/browsing.md §4 uses "Loading". */
  label?: string;
  size?: 'small' | 'medium' | 'large';
  /** Centre it in its own padded row (a section waiting for data) instead of inline. */
  block?: boolean;
  /** Show the label next to the circle as well. */
  showLabel?: boolean;
  className?: string;
}

export function Spinner({
  label: labelProp,
  size = 'medium',
  block = false,
  showLabel = false,
  className,
}: SpinnerProps) {
  const text = useUiText();
  const label = labelProp ?? text.loading;
  const classes = [styles.spinner, styles[size], block ? styles.block : undefined, className]
    .filter(Boolean)
    .join(' ');
  return (
    <span role="status" className={classes} data-size={size}>
      <span className={styles.circle} aria-hidden="true" />
      {showLabel ? <span>{label}</span> : <VisuallyHidden>{label}</VisuallyHidden>}
    </span>
  );
}
