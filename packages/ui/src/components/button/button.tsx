import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { Spinner } from '../spinner/spinner';
import { useUiText } from '../ui-text/ui-text';
import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'link';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: 'small' | 'medium';
  /** A request is in flight: shows a spinner, sets aria-busy and blocks further clicks (one order per click). */
  loading?: boolean;
  /** Announced by the spinner while loading. */
  loadingLabel?: string;
  fullWidth?: boolean;
  icon?: ReactNode;
  ref?: Ref<HTMLButtonElement>;
}

export function Button({
  variant = 'primary',
  size = 'medium',
  loading = false,
  loadingLabel,
  fullWidth = false,
  icon,
  type = 'button',
  disabled,
  className,
  children,
  ref,
  ...rest
}: ButtonProps) {
  const text = useUiText();
  const classes = [
    styles.button,
    styles[variant],
    size === 'small' ? styles.small : undefined,
    fullWidth ? styles.fullWidth : undefined,
    className,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <button
      {...rest}
      ref={ref}
      type={type}
      className={classes}
      data-variant={variant}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
    >
      {loading ? <Spinner size="small" label={loadingLabel ?? text.loading} /> : icon}
      {children}
    </button>
  );
}
