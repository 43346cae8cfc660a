// docs/browsing.md §1, §2 Home: banners, 'Trending Product', the upgrade-your-space slider, further home
// sections, testimonials, 'Brands We Offer', the catalogue banner, 'Explore Our Category', the blog teaser
// and the customer-care promotion, in that order. Title and meta come from the `home` page record.
// Every section is in the server-rendered page; the browser lays out those below the fold when the
// visitor gets near them (see Deferred).
import { usePageQuery } from '@sajilo/store';
import { CarePromotion } from '../components/care-promotion.js';
import { OrganizationStructuredData } from '../components/organization-structured-data.js';
import { Seo } from '../components/seo.js';
import { BannerCarousel } from '../home/banner-carousel.js';
import { BlogTeaser } from '../home/blog-teaser.js';
import { Brands } from '../home/brands.js';
import { CatalogueBanner } from '../home/catalogue-banner.js';
import { CategoryShowcase } from '../home/category-showcase.js';
import { Deferred } from '../home/deferred.js';
import { ExploreCategories } from '../home/explore-categories.js';
import { Testimonials } from '../home/testimonials.js';
import { TrendingProducts } from '../home/trending-products.js';
import { UpgradeSpace } from '../home/upgrade-space.js';

export function Component() {
  const { data } = usePageQuery('home');
  const page = data?.page;
  return (
    <>
      <Seo
        title={page?.title ?? 'Home'}
        seoTitle={page?.seo_title}
        description={page?.seo_description}
        keywords={page?.seo_keyword}
      />
      <OrganizationStructuredData />
      <BannerCarousel />
      <TrendingProducts />
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
