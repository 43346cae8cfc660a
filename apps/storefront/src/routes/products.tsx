// docs/browsing.md §2.2 "Product List" (/products, page key `products`, title 'Product List'): the groups of
// categories (first 4 of each as tiles), two banner sliders, the care promotion, a tile banner collage and
// 'Brands We Offer' (24 first, Show More / Show Less, 'No Brand Found').
import { useLingui } from '@lingui/react/macro';
import { useBannersQuery, useCategoryGroupsQuery, usePageQuery } from '@sajilo/store';
import { EmptyState, PageHeader, RichText } from '@sajilo/ui';
import { Fragment } from 'react';
import { CarePromotion } from '../components/care-promotion.js';
import { QueryState } from '../components/query-state';
import { usePageRecordText } from '../components/record-seo.js';
import { Seo } from '../components/seo';
import { BannerSlider } from '../listing/product-list/banner-slider';
import { BrandGrid } from '../listing/product-list/brand-grid';
import { CategoryGroupSection } from '../listing/product-list/category-group-section';
import { TileCollage } from '../listing/product-list/tile-collage';
import styles from './products.module.css';

const PAGE_KEY = 'products';

export function Component() {
  const { t } = useLingui();
  // The page's own title while its record loads or when the shop has none.
  const TITLE = t`Product List`;
  const page = usePageQuery(PAGE_KEY);
  const groups = useCategoryGroupsQuery();
  const banners = useBannersQuery();

  const categoryGroups = groups.data?.categories ?? [];
  const bannerList = banners.data?.banners ?? [];
  // Two sliders from the one banner list: the first half, then the rest (one slider when there is one banner).
  const half = Math.ceil(bannerList.length / 2);
  const firstBanners = bannerList.slice(0, half);
  const secondBanners = bannerList.slice(half);
  // The first slider sits after the first two groups, so the page opens on what it is about: categories. It
  // is still in view when the page opens, at a phone's width and a desktop's, and its banner is the page's
  // largest paint: its first picture loads at once.
  const sliderAfter = Math.min(2, categoryGroups.length) - 1;

  const record = usePageRecordText(page.data?.page);
  return (
    <>
      <Seo
        title={record && !record.title.lang ? record.title.text : TITLE}
        seoTitle={record?.seoTitle}
        description={record?.seoDescription}
        keywords={record?.keywords}
      />
      <PageHeader title={record?.title.text ?? TITLE} titleLang={record?.title.lang} headingLevel={2}>
        {record?.body.text ? (
          <RichText html={record.body.text} lang={record.body.lang} className={styles.intro} />
        ) : undefined}
      </PageHeader>

      <div className={styles.page}>
        <div className={styles.groups}>
          <QueryState
            isLoading={groups.isLoading}
            error={groups.error}
            refetch={groups.refetch}
            label={t`Loading categories`}
          >
            {categoryGroups.length === 0 ? (
              <EmptyState title={t`No categories found`} />
            ) : (
              categoryGroups.map((group, index) => (
                <Fragment key={group.id}>
                  <CategoryGroupSection group={group} />
                  {index === sliderAfter ? (
                    <BannerSlider label={t`Offers`} banners={firstBanners} priority />
                  ) : null}
                </Fragment>
              ))
            )}
          </QueryState>
        </div>

        {!groups.isLoading && categoryGroups.length === 0 ? (
          <BannerSlider label={t`Offers`} banners={firstBanners} priority />
        ) : null}
      </div>

      {/* The home page's band (docs/browsing.md §1), full width between the two halves of the page. */}
      <CarePromotion />

      <div className={styles.page}>
        <TileCollage />
        <BannerSlider label={t`More offers`} banners={secondBanners} />

        {/* The brands come with the groups: their spinner and error above speak for both. */}
        {groups.data ? <BrandGrid brands={groups.data.brands} /> : null}
      </div>
    </>
  );
}
