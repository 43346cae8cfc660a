import type { Meta, StoryObj } from '@storybook/react-vite';
import { placeholderImage, products } from '../../fixtures/sajilo';
import { ProductCard } from '../product-card/product-card';
import { ResponsiveImage } from '../responsive-image/responsive-image';
import { Slider } from './slider';

const brands = ['Kajaria', 'Hindware', 'Jaquar', 'Kohler', 'Somany', 'Cera', 'Simpolo', 'Philips'];

const meta = {
  title: 'Media/Slider',
  component: Slider,
  args: { label: 'Trending Product', children: null },
} satisfies Meta<typeof Slider>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Home "Trending Product": 3 s autoplay; 1, 2 or 3 per view at 640, 768 and 1024 px (docs/browsing.md §9).
 */
export const TrendingProducts: Story = {
  args: {
    autoplayDelay: 3000,
    loop: true,
    breakpoints: { 0: { slidesPerView: 1 }, 768: { slidesPerView: 2 }, 1024: { slidesPerView: 3 } },
    toolbar: <a href="/products">View all products</a>,
    children: products.map((product) => <ProductCard key={product.slug} product={product} />),
  },
};

/** Home banners: fading, 3 s autoplay. */
export const Banners: Story = {
  args: {
    label: 'Banners',
    effect: 'fade',
    autoplayDelay: 3000,
    loop: true,
    children: [
      placeholderImage('Kajaria Eternity: slabs up to 1600 mm', 40, 'marble', 0.4),
      placeholderImage('Hindware Italian collection', 200, 'basin', 0.4),
      placeholderImage('Philips lighting for every room', 45, 'light', 0.4),
    ].map((image, index) => <ResponsiveImage key={image.alt} image={image} priority={index === 0} />),
  },
};

/** Home "Brands We Offer": 8 logos per slide in 4 columns and 2 rows, 3 s autoplay that continues after use. */
export const BrandLogos: Story = {
  args: {
    label: 'Brands We Offer',
    autoplayDelay: 3000,
    children: [brands, [...brands].reverse()].map((group, slide) => (
      <ul
        // biome-ignore lint/suspicious/noArrayIndexKey: the two slides are fixed
        key={slide}
        style={{
          display: 'grid',
          gridTemplateColumns: 'repeat(4, 1fr)',
          gap: '0.75rem',
          listStyle: 'none',
          padding: 0,
          margin: 0,
        }}
      >
        {group.map((brand) => (
          <li key={brand}>
            <a
              href={`/products/brands/${brand.toLowerCase()}`}
              style={{
                display: 'grid',
                placeItems: 'center',
                height: 64,
                border: '1px solid #D0D5DD',
                borderRadius: 8,
                color: '#0F5C4A',
                fontWeight: 700,
                fontSize: '0.875rem',
                textDecoration: 'none',
              }}
            >
              {brand}
            </a>
          </li>
        ))}
      </ul>
    )),
  },
};

/**
 * "Explore Our Category" with the Previous Product / Next Product buttons of docs/browsing.md §2.1 and no
 * autoplay.
 */
export const CategoriesManual: Story = {
  args: {
    label: 'Explore Our Category',
    previousLabel: 'Previous Product',
    nextLabel: 'Next Product',
    toolbar: <a href="/products">Explore More</a>,
    slidesPerView: 2,
    children: ['Tiles', 'Sanitaryware', 'Bath Ware', 'Lighting', 'Kitchen'].map((title) => (
      <div
        key={title}
        style={{ display: 'grid', placeItems: 'center', height: 120, background: '#E6F0ED', borderRadius: 8 }}
      >
        {title}
      </div>
    )),
  },
};
