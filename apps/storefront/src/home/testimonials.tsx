// docs/browsing.md §1, §2: the testimonials block 'Why Choose our Brands ?', autoplaying every 0.5 s (§9). At
// half a second a quote cannot be read, so this slider keeps the interval of docs/browsing.md §9 as the pause
// at each stop but glides slowly (a ticker): each card stays on screen for several seconds, and hovering,
// focusing or the pause button stop it. The ui Slider has a fixed 400 ms transition, so this one drives
// swiper itself, set up like the Slider's when it comes near the viewport (useDeferredSwiper).
import { Trans, useLingui } from '@lingui/react/macro';
import { useTestimonialsQuery } from '@sajilo/store';
import { useAutoplay, useDeferredSwiper, useReducedMotion, VisuallyHidden } from '@sajilo/ui';
import { useEffect, useRef, useState } from 'react';
import { A11y } from 'swiper/modules';
import { QueryState } from '../components/query-state.js';
import {
  TESTIMONIALS_AUTOPLAY_MS,
  TESTIMONIALS_GLIDE_MS,
  TESTIMONIALS_MANUAL_SPEED_MS,
} from '../lib/timing.js';
import { Section } from './section.js';
import { TestimonialCard } from './testimonial-card.js';
import styles from './testimonials.module.css';

export function Testimonials() {
  const { t } = useLingui();
  const { data, isLoading, error, refetch } = useTestimonialsQuery();
  const testimonials = data?.testimonials ?? [];
  const reducedMotion = useReducedMotion();
  const canPlay = testimonials.length > 1 && !reducedMotion;
  const [playing, setPlaying] = useState(true);
  // Keyboard users read a card without it moving away: focus inside pauses it like a hovering mouse.
  const [focused, setFocused] = useState(false);
  const moving = canPlay && playing && !focused;

  const glide = reducedMotion ? 0 : TESTIMONIALS_GLIDE_MS;
  const container = useRef<HTMLDivElement>(null);
  const loop = testimonials.length > 3;
  const resetKey = JSON.stringify([testimonials.map((testimonial) => testimonial.id), loop]);
  const { swiper, now } = useDeferredSwiper(
    container,
    {
      modules: [A11y],
      loop,
      slidesPerView: 1,
      spaceBetween: 16,
      breakpoints: {
        768: { slidesPerView: 2, spaceBetween: 20 },
        1224: { slidesPerView: 3, spaceBetween: 24 },
      },
      speed: glide,
      a11y: {
        enabled: true,
        prevSlideMessage: 'Previous testimonial',
        nextSlideMessage: 'Next testimonial',
        // The words the server's markup labels the slides with (below), swiper's placeholders kept.
        slideLabelMessage: t`${'{{index}}'} of ${'{{slidesLength}}'}`,
        itemRoleDescriptionMessage: t`slide`,
      },
      on: {
        // A swipe is released at an ordinary pace; the glide comes back once it has settled.
        touchStart: (instance) => {
          instance.params.speed = TESTIMONIALS_MANUAL_SPEED_MS;
        },
        transitionEnd: (instance) => {
          instance.params.speed = glide;
        },
      },
    },
    resetKey,
  );
  useEffect(() => {
    if (swiper && !swiper.destroyed) swiper.params.speed = glide;
  }, [swiper, glide]);

  // It glides only while on screen and not under the mouse.
  useAutoplay(swiper, { delay: TESTIMONIALS_AUTOPLAY_MS, enabled: moving });

  const step = (direction: 'previous' | 'next') => {
    const instance = now();
    if (!instance) return;
    if (direction === 'previous') instance.slidePrev(TESTIMONIALS_MANUAL_SPEED_MS);
    else instance.slideNext(TESTIMONIALS_MANUAL_SPEED_MS);
  };

  if (!isLoading && !error && testimonials.length === 0) return null;

  return (
    <Section
      title={t`Why Choose our Brands ?`}
      eyebrow={t`Testimonials`}
      intro={t`Homeowners, architects and contractors on the products they chose with us.`}
    >
      <QueryState isLoading={isLoading} error={error} refetch={refetch}>
        <section
          className={styles.ticker}
          aria-roledescription={t`carousel`}
          aria-label={t`Testimonials`}
          data-playing={moving || undefined}
          onFocus={() => setFocused(true)}
          onBlur={(event) => {
            if (!(event.relatedTarget instanceof Node) || !event.currentTarget.contains(event.relatedTarget))
              setFocused(false);
          }}
        >
          {/* The markup swiper expects, its slides labelled as swiper's a11y module labels them. */}
          <div key={resetKey} ref={container} className={`swiper ${styles.swiper}`}>
            <div className="swiper-wrapper">
              {testimonials.map((testimonial, index) => (
                // biome-ignore lint/a11y/useSemanticElements: the carousel pattern's slide, a group named "1 of 3" (as swiper's a11y module names it once set up)
                <div
                  key={testimonial.id}
                  className={`swiper-slide ${styles.slide}`}
                  role="group"
                  aria-roledescription={t`slide`}
                  aria-label={t`${index + 1} of ${testimonials.length}`}
                >
                  <TestimonialCard testimonial={testimonial} />
                </div>
              ))}
            </div>
          </div>
          {testimonials.length > 1 && (
            <div className={styles.bar}>
              {canPlay && (
                <button
                  type="button"
                  className={[styles.control, styles.pause].join(' ')}
                  onClick={() => setPlaying((current) => !current)}
                  aria-label={playing ? t`Pause testimonials` : t`Play testimonials`}
                >
                  <span aria-hidden="true">{playing ? '❚❚' : '▶'}</span>
                </button>
              )}
              <button type="button" className={styles.control} onClick={() => step('previous')}>
                <span aria-hidden="true">‹</span>
                <VisuallyHidden>
                  <Trans>Previous testimonial</Trans>
                </VisuallyHidden>
              </button>
              <button type="button" className={styles.control} onClick={() => step('next')}>
                <span aria-hidden="true">›</span>
                <VisuallyHidden>
                  <Trans>Next testimonial</Trans>
                </VisuallyHidden>
              </button>
            </div>
          )}
        </section>
      </QueryState>
    </Section>
  );
}
