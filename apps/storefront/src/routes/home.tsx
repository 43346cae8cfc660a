// docs/browsing.md §1, §2 Home: banners, 'Trending Product', the upgrade-your-space slider, further home
// sections, testimonials, 'Brands We Offer', the catalogue banner, 'Explore Our Category', the blog teaser
// and the customer-care promotion, in that order. Title and meta come from the `home` page record.
// Every section is in the server-rendered page; the browser lays out those below the fold when the
// visitor gets near them, and loads their code after the page's own (see Deferred).
import { usePageQuery } from '@sajilo/store';
import { lazy, Suspense } from 'react';
import { CarePromotion } from '../components/care-promotion.js';
import { OrganizationStructuredData } from '../components/organization-structured-data.js';
import { usePageRecordText } from '../components/record-seo.js';
import { Seo } from '../components/seo.js';
import { CatalogueBanner } from '../home/catalogue-banner.js';
import { Deferred } from '../home/deferred.js';

// The sliders' sections are chunks of their own, not preloaded with the page: the server renders them
// whole (their content is in the HTML, their stylesheets in its head, the first pictures preloaded), and
// the browser keeps that HTML as it is until their code (the slider library with it) has arrived, then
// React hydrates each one on its own (a Suspense boundary each; see Deferred below the fold).
const BannerCarousel = lazy(() =>
  import('../home/banner-carousel.js').then((m) => ({ default: m.BannerCarousel })),
);
const TrendingProducts = lazy(() =>
  import('../home/trending-products.js').then((m) => ({ default: m.TrendingProducts })),
);
const UpgradeSpace = lazy(() =>
  import('../home/upgrade-space.js').then((m) => ({ default: m.UpgradeSpace })),
);
const CategoryShowcase = lazy(() =>
  import('../home/category-showcase.js').then((m) => ({ default: m.CategoryShowcase })),
);
const Testimonials = lazy(() => import('../home/testimonials.js').then((m) => ({ default: m.Testimonials })));
const Brands = lazy(() => import('../home/brands.js').then((m) => ({ default: m.Brands })));
const ExploreCategories = lazy(() =>
  import('../home/explore-categories.js').then((m) => ({ default: m.ExploreCategories })),
);
const BlogTeaser = lazy(() => import('../home/blog-teaser.js').then((m) => ({ default: m.BlogTeaser })));

export function Component() {
  const { data } = usePageQuery('home');
  const page = usePageRecordText(data?.page);
  return (
    <>
      <Seo
        title={page?.title.text ?? 'Home'}
        seoTitle={page?.seoTitle}
        description={page?.seoDescription}
        keywords={page?.keywords}
      />
      <OrganizationStructuredData />
      <Suspense fallback={null}>
        <BannerCarousel />
      </Suspense>
      <Suspense fallback={null}>
        <TrendingProducts />
      </Suspense>
      <Deferred minHeight="40rem">
        <UpgradeSpace />
      </Deferred>
      <Deferred minHeight="30rem">
        <CategoryShowcase />
      </Deferred>
      <Deferred minHeight="28rem">
        <Testimonials />
      </Deferred>
      <Deferred minHeight="24rem">
        <Brands />
      </Deferred>
      <CatalogueBanner />
      <Deferred minHeight="30rem">
        <ExploreCategories />
      </Deferred>
      <Deferred minHeight="30rem">
        <BlogTeaser />
      </Deferred>
      <CarePromotion />
    </>
  );
}
