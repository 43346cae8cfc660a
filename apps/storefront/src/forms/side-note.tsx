// A short note beside a form (where to read first, what else may help).
import type { ReactNode } from 'react';
import styles from './side-note.module.css';

export interface SideNoteProps {
  title: string;
  children: ReactNode;
  /** `div` when the note holds blocks of its own (an address), which a paragraph may not. */
  body?: 'p' | 'div';
}

export function SideNote({ title, children, body: Body = 'p' }: SideNoteProps) {
  return (
    <div className={styles.note}>
      <h2 className={styles.title}>{title}</h2>
      <Body className={styles.text}>{children}</Body>
    </div>
  );
}
