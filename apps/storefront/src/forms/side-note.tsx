// A short note beside a form (where to read first, what else may help).
import type { ReactNode } from 'react';
import styles from './side-note.module.css';

export interface SideNoteProps {
  title: string;
  children: ReactNode;
}

export function SideNote({ title, children }: SideNoteProps) {
  return (
    <div className={styles.note}>
      <h2 className={styles.title}>{title}</h2>
      <p className={styles.text}>{children}</p>
    </div>
  );
}
