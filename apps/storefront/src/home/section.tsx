// The frame of a home section: an optional eyebrow, the heading (h2: the page's h1 is the hidden SEO
// heading), an intro, a "see all" link, and the content in the 1200 px grid container (docs/browsing.md §9).
import { type ReactNode, useId } from 'react';
import { Link } from 'react-router-dom';
import { Icon } from '../shell/icon.js';
import styles from './section.module.css';

export interface SectionProps {
  title: string;
  eyebrow?: string;
  intro?: ReactNode;
  action?: { href: string; label: string };
  tone?: 'plain' | 'muted';
  className?: string;
  children: ReactNode;
}

export function Section({
  title,
  eyebrow,
  intro,
  action,
  tone = 'plain',
  className,
  children,
}: SectionProps) {
  const id = useId();
  return (
    <section
      className={[styles.section, styles[tone], className].filter(Boolean).join(' ')}
      aria-labelledby={`${id}-title`}
    >
      <div className={styles.container}>
        <div className={styles.head}>
          <div className={styles.titles}>
            {eyebrow !== undefined && <p className={styles.eyebrow}>{eyebrow}</p>}
            <h2 id={`${id}-title`} className={styles.title}>
              {title}
            </h2>
            {intro !== undefined && <p className={styles.intro}>{intro}</p>}
          </div>
          {action !== undefined && (
            <Link to={action.href} className={styles.action}>
              {action.label}
              <Icon name="arrow-right" size={18} />
            </Link>
          )}
        </div>
        {children}
      </div>
    </section>
  );
}
