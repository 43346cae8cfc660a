// docs/browsing.md §2.12 Blog detail: share buttons Facebook, Twitter, Linkedin and Gmail. The earlier site
// showed them without an action; dead controls are worse than none, so each is a real share link for this
// page, opened in a new tab (Gmail as a mail draft with the link).
import { Trans, useLingui } from '@lingui/react/macro';
import { ContentIcon, type ContentIconName } from './content-icon.js';
import styles from './share-links.module.css';

export interface ShareLinksProps {
  url: string;
  title: string;
}

function shareTargets(url: string, title: string) {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  return [
    { name: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}`, icon: 'facebook' },
    { name: 'Twitter', href: `https://twitter.com/intent/tweet?url=${u}&text=${t}`, icon: 'twitter' },
    { name: 'Linkedin', href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}`, icon: 'linkedin' },
    { name: 'Gmail', href: `mailto:?subject=${t}&body=${t}%0A%0A${u}`, icon: 'mail' },
  ] satisfies ReadonlyArray<{ name: string; href: string; icon: ContentIconName }>;
}

export function ShareLinks({ url, title }: ShareLinksProps) {
  const { t } = useLingui();
  return (
    <section className={styles.share} aria-labelledby="share-heading">
      <h2 id="share-heading" className={styles.heading}>
        <Trans>Share</Trans>
      </h2>
      <ul className={styles.list}>
        {shareTargets(url, title).map((target) => (
          <li key={target.name}>
            <a
              href={target.href}
              target="_blank"
              rel="noopener noreferrer"
              className={styles.link}
              data-network={target.name.toLowerCase()}
              aria-label={t`Share on ${target.name} (opens in a new tab)`}
            >
              <span className={styles.mark}>
                <ContentIcon name={target.icon} size={16} />
              </span>
              {target.name}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
