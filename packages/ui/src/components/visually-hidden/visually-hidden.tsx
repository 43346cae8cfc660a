import type { ComponentPropsWithoutRef, ElementType, ReactNode } from 'react';
import styles from './visually-hidden.module.css';

export type VisuallyHiddenProps<E extends ElementType = 'span'> = {
  children: ReactNode;
  /** The element to render; `span` by default so it can sit inside labels and buttons. */
  as?: E;
  /** Show the content while it (or something inside it) has focus, e.g. a skip link. */
  focusable?: boolean;
} & Omit<ComponentPropsWithoutRef<E>, 'as' | 'children'>;

/** Content for screen readers only: hidden on screen, still in the accessibility tree. */
export function VisuallyHidden<E extends ElementType = 'span'>({
  as,
  focusable = false,
  className,
  ...rest
}: VisuallyHiddenProps<E>) {
  const Element: ElementType = as ?? 'span';
  const classes = [styles.visuallyHidden, focusable ? styles.focusable : undefined, className]
    .filter(Boolean)
    .join(' ');
  return <Element className={classes} {...rest} />;
}
