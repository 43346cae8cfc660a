// docs/browsing.md §2.9 Who we are: text about smart products with links to the tiles, bath-ware and
// sanitaryware categories, fading sliders, an Upgrade Your Space block and a Brand Showrooms block. Title,
// meta and the HTML body come from the `who-we-are` page record.
import { Trans, useLingui } from '@lingui/react/macro';
import { usePageQuery, useShowroomsQuery } from '@sajilo/store';
import { PageHeader } from '@sajilo/ui';
import { QueryState } from '../components/query-state.js';
import { usePageRecordText } from '../components/record-seo.js';
import { Seo } from '../components/seo.js';
import { BrandShowrooms } from '../home/brand-showrooms.js';
import { Deferred } from '../home/deferred.js';
import { FadingGallery } from '../home/fading-gallery.js';
import { PageBody } from '../home/page-body.js';
import { SmartProducts } from '../home/smart-products.js';
import { UpgradeSpace } from '../home/upgrade-space.js';
import { useIsNepali, useLocalized } from '../i18n/localized.js';
import styles from './who-we-are.module.css';

export function Component() {
  const { t } = useLingui();
  const { data, isLoading, error, refetch } = usePageQuery('who-we-are');
  const showrooms = useShowroomsQuery();
  const nepali = useIsNepali();
  const localized = useLocalized();
  const page = data?.page;
  const text = usePageRecordText(page);
  const title = text?.title.text ?? t`Who We Are`;
  // The page's own picture first, then the showrooms'. Their stored descriptions are English: a Nepali page
  // names them by the page's and the showrooms' Nepali names.
  const pictures = [
    ...(page?.image ? [{ key: 'page', image: page.image, alt: nepali ? title : page.image.alt }] : []),
    ...(showrooms.data?.showrooms ?? []).map((showroom) => ({
      key: showroom.slug,
      image: showroom.image,
      alt: nepali ? localized(showroom.title, showroom.title_ne) : showroom.image.alt,
    })),
  ];
  return (
    <>
      <Seo
        title={title}
        seoTitle={text?.seoTitle}
        description={text?.seoDescription}
        keywords={text?.keywords}
      />
      <PageHeader title={title} titleLang={text?.title.lang} headingLevel={2} />
      <section className={styles.intro} aria-label={t`Our story`}>
        <div className={styles.introInner}>
          {/* The pictures first: on a phone they stand above the text, and the page is painted as it arrives,
              so what comes first in the HTML must come first on the screen (a gallery moved above the text
              by CSS pushed the text down mid-load). */}
          <FadingGallery
            label={t`Showroom pictures`}
            images={pictures}
            sizes="(min-width: 1224px) 600px, (min-width: 1024px) 50vw, 100vw"
            priority
          />
          <div className={styles.text}>
            <p className={styles.eyebrow}>
              <Trans>About Sajilo</Trans>
            </p>
            <QueryState isLoading={isLoading} error={error} refetch={refetch}>
              {text ? <PageBody html={text.body.text} lang={text.body.lang} className={styles.body} /> : null}
            </QueryState>
          </div>
        </div>
      </section>
      <SmartProducts />
      <Deferred minHeight="40rem">
        <UpgradeSpace />
      </Deferred>
      <Deferred minHeight="36rem">
        <BrandShowrooms />
      </Deferred>
    </>
  );
}
