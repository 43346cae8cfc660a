// docs/browsing.md §2 'Brands We Offer': logos in an autoplaying slider, 8 a slide in 4 columns and 2 rows,
// 3000 ms, continuing after interaction (§9); each logo links to /products/brands/{slug}. The server already
// groups the brands per slide. Brands render only when loaded and non-empty (§4).
import { useLingui } from '@lingui/react/macro';
import { useBrandSlidesQuery } from '@sajilo/store';
import { ResponsiveImage, Slider } from '@sajilo/ui';
import { Link } from 'react-router-dom';
import { QueryState } from '../components/query-state.js';
import { BRANDS_AUTOPLAY_MS } from '../lib/timing.js';
import styles from './brands.module.css';
import { BRANDS_PER_SLIDE } from './constants.js';
import { Section } from './section.js';

export function Brands() {
  const { t } = useLingui();
  const { data, isLoading, error, refetch } = useBrandSlidesQuery();
  // The contract promises 8 a slide; cut longer groups so the 4 × 2 grid always holds.
  const slides = (data?.data.brands ?? [])
    .map((slide) => slide.slice(0, BRANDS_PER_SLIDE))
    .filter((s) => s.length);
  if (!isLoading && !error && slides.length === 0) return null;
  return (
    <Section
      title={t`Brands We Offer`}
      eyebrow={t`Our partners`}
      intro={t`We are authorised dealers of the brands Nepal’s builders and homeowners trust: every product genuine, every warranty honoured, every price the same for everyone.`}
      action={{ href: '/products', label: t`Shop All Brands` }}
    >
      <QueryState isLoading={isLoading} error={error} refetch={refetch}>
        <Slider
          label={t`Brand logos`}
          autoplayDelay={BRANDS_AUTOPLAY_MS}
          stopOnInteraction={false}
          loop={slides.length > 1}
          previousLabel={t`Previous brands`}
          nextLabel={t`Next brands`}
        >
          {slides.map((slide) => (
            <ul key={slide.map((brand) => brand.id).join('-')} className={styles.grid}>
              {slide.map((brand) => (
                <li key={brand.id}>
                  <Link
                    to={`/products/brands/${encodeURIComponent(brand.slug)}`}
                    className={styles.logo}
                    title={brand.title}
                  >
                    <ResponsiveImage
                      image={brand.image}
                      alt={brand.title}
                      sizes="(min-width: 1224px) 280px, 25vw"
                      fit="contain"
                    />
                  </Link>
                </li>
              ))}
            </ul>
          ))}
        </Slider>
      </QueryState>
    </Section>
  );
}
