import { type LinkComponent, useLinkComponent } from '../link/link-provider';
import { useUiText } from '../ui-text/ui-text';
import styles from './breadcrumbs.module.css';

export interface BreadcrumbLink {
  label: string;
  href: string;
}

export interface BreadcrumbsProps {
  /** The page the visitor is on. */
  current: string;
  /** The current page's language when it is not the page's (English shown on a Nepali page). */
  currentLang?: string | undefined;
  /** An optional step between Home and the current page, e.g. Products on a category listing. */
  middle?: BreadcrumbLink;
  homeLabel?: string;
  homeHref?: string;
  linkComponent?: LinkComponent;
  className?: string;
}

/** docs/browsing.md §2: Home, an optional middle link, and the current page. */
export function Breadcrumbs({
  current,
  currentLang,
  middle,
  homeLabel: homeLabelProp,
  homeHref = '/',
  linkComponent,
  className,
}: BreadcrumbsProps) {
  const text = useUiText();
  const Link = useLinkComponent(linkComponent);
  const homeLabel = homeLabelProp ?? text.home;
  const trail = [{ label: homeLabel, href: homeHref }, ...(middle ? [middle] : [])];
  return (
    <nav aria-label={text.breadcrumb} className={className}>
      <ol className={styles.list}>
        {trail.map((step) => (
          <li key={step.href} className={styles.item}>
            <Link href={step.href} className={styles.link}>
              {step.label}
            </Link>
          </li>
        ))}
        <li className={[styles.item, styles.current].join(' ')} aria-current="page" lang={currentLang}>
          {current}
        </li>
      </ol>
    </nav>
  );
}
