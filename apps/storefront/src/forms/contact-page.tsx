// docs/customer.md §2.8 Contact Us (page key contact-us): the rotating image banner, the enquiry form beside
// the page's own text (HTML, sanitised), the customer-care promotion, the head office's embedded map and a
// strip of links. The form works even if the page text or the showrooms could not be loaded.
import { Trans, useLingui } from '@lingui/react/macro';
import { usePageQuery, useShowroomsQuery } from '@sajilo/store';
import { PageHeader, RichText } from '@sajilo/ui';
import { CarePromotion } from '../components/care-promotion.js';
import { QueryState } from '../components/query-state.js';
import { usePageRecordText } from '../components/record-seo.js';
import { Seo } from '../components/seo.js';
import { ContactBanner } from './contact-banner.js';
import { ContactForm } from './contact-form.js';
import { ContactLinks } from './contact-links.js';
import styles from './contact-page.module.css';
import { ShowroomMap } from './showroom-map.js';

const PAGE_KEY = 'contact-us';
/** The head office comes first in the showrooms answer (openapi listShowrooms); its slug is preferred. */
const HEAD_OFFICE = 'head-office';

export function ContactPage() {
  const { t } = useLingui();
  const pageQuery = usePageQuery(PAGE_KEY);
  const showroomsQuery = useShowroomsQuery();
  const page = pageQuery.data?.page;
  const showrooms = showroomsQuery.data?.showrooms ?? [];
  const headOffice = showrooms.find((showroom) => showroom.slug === HEAD_OFFICE) ?? showrooms[0];
  const text = usePageRecordText(page);
  const title = text?.title.text ?? t`Contact Us`;
  return (
    <>
      <Seo
        title={title}
        seoTitle={text?.seoTitle}
        description={text?.seoDescription}
        keywords={text?.keywords}
        hiddenHeading={false}
      />
      <PageHeader title={title} titleLang={text?.title.lang} headingLevel={1} />
      <div className={styles.content}>
        <ContactBanner showrooms={showrooms} />
        <div className={styles.columns}>
          <section className={styles.card} aria-labelledby="contact-form-heading">
            <h2 id="contact-form-heading" className={styles.heading}>
              <Trans>Send us a message</Trans>
            </h2>
            <ContactForm />
          </section>
          <section className={styles.info} aria-labelledby="contact-info-heading">
            <h2 id="contact-info-heading" className={styles.heading}>
              <Trans>Our contact details</Trans>
            </h2>
            <QueryState isLoading={pageQuery.isLoading} error={pageQuery.error} refetch={pageQuery.refetch}>
              {text ? <RichText html={text.body.text} lang={text.body.lang} /> : null}
            </QueryState>
          </section>
        </div>
        <CarePromotion layout="card" />
        <QueryState
          isLoading={showroomsQuery.isLoading}
          error={showroomsQuery.error}
          refetch={showroomsQuery.refetch}
          label={t`Loading the map`}
        >
          {headOffice ? <ShowroomMap showroom={headOffice} /> : null}
        </QueryState>
        <ContactLinks />
      </div>
    </>
  );
}
