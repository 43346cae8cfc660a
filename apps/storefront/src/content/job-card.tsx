// docs/browsing.md §2.13 Career list: a card with title, type, posted date, vacancy count, salary, deadline,
// qualification and experience, and a 'Read More' link to /careers/{slug}.
import { select } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Job } from '@sajilo/api';
import { useLocalized } from '../i18n/localized.js';
import { LocalizedText } from '../i18n/localized-text.js';
import { useCounted } from '../i18n/numbers.js';
import buttons from './button-link.module.css';
import { useFormatDate } from './format-date.js';
import styles from './job-card.module.css';
import { ReadMoreLink } from './read-more-link.js';

export function jobHref(slug: string): string {
  return `/careers/${encodeURIComponent(slug)}`;
}

export function JobCard({ job }: { job: Job }) {
  const formatDate = useFormatDate();
  const { t } = useLingui();
  const { count: vacancy, category } = useCounted()(job.vacancy);
  const title = useLocalized()(job.title, job.title_ne);
  const posted = formatDate(job.date);
  const deadline = formatDate(job.deadline);
  return (
    <article className={styles.card} aria-labelledby={`job-${job.slug}`}>
      <header className={styles.header}>
        <h2 id={`job-${job.slug}`} className={styles.title}>
          <LocalizedText en={job.title} ne={job.title_ne} />
        </h2>
        <p className={styles.badges}>
          <span className={styles.type}>
            <LocalizedText en={job.type} ne={job.type_ne} />
          </span>
          <span className={styles.vacancy}>
            {t`${select(category, { one: `${vacancy} vacancy`, other: `${vacancy} vacancies` })}`}
          </span>
        </p>
        <p className={styles.posted}>
          <Trans>
            Posted on <time dateTime={job.date}>{posted}</time>
          </Trans>
        </p>
      </header>
      <dl className={styles.facts}>
        <div>
          <dt>
            <Trans>Salary</Trans>
          </dt>
          <dd>
            <LocalizedText en={job.salary} ne={job.salary_ne} />
          </dd>
        </div>
        <div>
          <dt>
            <Trans>Deadline</Trans>
          </dt>
          <dd>
            <time dateTime={job.deadline}>{deadline}</time>
          </dd>
        </div>
        <div>
          <dt>
            <Trans>Qualification</Trans>
          </dt>
          <dd>
            <LocalizedText en={job.education} ne={job.education_ne} />
          </dd>
        </div>
        <div>
          <dt>
            <Trans>Experience</Trans>
          </dt>
          <dd>
            <LocalizedText en={job.experience} ne={job.experience_ne} />
          </dd>
        </div>
      </dl>
      <ReadMoreLink to={jobHref(job.slug)} title={title} className={buttons.secondary} />
    </article>
  );
}
