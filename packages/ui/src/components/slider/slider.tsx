import 'swiper/css';
import 'swiper/css/a11y';
import 'swiper/css/effect-fade';
import { Children, isValidElement, type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import { A11y, EffectFade } from 'swiper/modules';
import { useAutoplay } from '../../hooks/use-autoplay';
import { useDeferredSwiper } from '../../hooks/use-deferred-swiper';
import { useReducedMotion } from '../../hooks/use-reduced-motion';
import { useUiText } from '../ui-text/ui-text';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';
import styles from './slider.module.css';

export interface SliderBreakpoint {
  slidesPerView: number;
  spaceBetween?: number;
}

export interface SliderProps {
  /** Names the carousel, e.g. "Trending products", "Brands We Offer". */
  label: string;
  /** One child per slide. */
  children: ReactNode;
  /**
   * Autoplay interval in ms (docs/browsing.md §9: banners 3000, upgrade 2500, testimonials 500); none = no
   * autoplay.
   */
  autoplayDelay?: number;
  /** docs/browsing.md §9: the brands slider "continues after interaction", so by default it does. */
  stopOnInteraction?: boolean;
  loop?: boolean;
  slidesPerView?: number;
  spaceBetween?: number;
  /** Min-width → layout, e.g. trending: `{ 640: { slidesPerView: 1 }, 768: { slidesPerView: 2 }, 1024: { slidesPerView: 3 } }`. */
  breakpoints?: Record<number, SliderBreakpoint>;
  effect?: 'slide' | 'fade';
  /** Show the previous / next buttons. */
  navigation?: boolean;
  /** docs/browsing.md §2 uses "Previous Product" / "Next Product" on the category slider. */
  previousLabel?: string;
  nextLabel?: string;
  /** Extra content on the button bar, e.g. an "Explore More" link. */
  toolbar?: ReactNode;
  onSlideChange?: (index: number) => void;
  className?: string;
}

/**
 * A swiper carousel with labelled previous/next buttons and a pause button (WCAG 2.2.2). Autoplay stays off
 * for visitors who prefer reduced motion, and slides change without animation for them.
 * It plays only while on screen and not under the mouse (useAutoplay). Swiper sets it up when it comes near
 * the viewport, in a task of its own (useDeferredSwiper); until then the slides stand as the server
 * rendered them, and a press on its buttons sets it up at once.
 */
export function Slider({
  label,
  children,
  autoplayDelay,
  stopOnInteraction = false,
  loop = false,
  slidesPerView = 1,
  spaceBetween = 16,
  breakpoints,
  effect = 'slide',
  navigation = true,
  previousLabel: previousLabelProp,
  nextLabel: nextLabelProp,
  toolbar,
  onSlideChange,
  className,
}: SliderProps) {
  const text = useUiText();
  const previousLabel = previousLabelProp ?? text.previousSlide;
  const nextLabel = nextLabelProp ?? text.nextSlide;
  // The same slide elements from render to render while `children` stays the same: the slider's own
  // updates (swiper set up, edges, autoplay) then leave the slides' content alone instead of rendering
  // every card again (each one a long task on a slow phone).
  const slides = useMemo(() => Children.toArray(children), [children]);
  const reducedMotion = useReducedMotion();
  const [edges, setEdges] = useState({ beginning: true, end: slides.length <= slidesPerView });
  const canAutoplay = autoplayDelay !== undefined && slides.length > 1;
  const [playing, setPlaying] = useState(canAutoplay && !reducedMotion);

  useEffect(() => {
    if (reducedMotion) setPlaying(false);
  }, [reducedMotion]);

  // A visitor's own move stops it for good when asked (the pause button then offers to play again).
  const interacted = () => {
    if (stopOnInteraction) setPlaying(false);
  };
  const updateEdges = (instance: SwiperInstance) =>
    setEdges({ beginning: instance.isBeginning, end: instance.isEnd });

  const container = useRef<HTMLDivElement>(null);
  // Other slides or another layout: a new swiper on new markup (swiper moves a loop's slides about).
  const keys = slides.map((slide, index) => (isValidElement(slide) ? (slide.key ?? index) : index)).join(' ');
  const resetKey = JSON.stringify([keys, loop, slidesPerView, spaceBetween, breakpoints ?? null, effect]);
  const { swiper, now } = useDeferredSwiper(
    container,
    {
      modules: [A11y, EffectFade],
      loop,
      slidesPerView,
      spaceBetween,
      breakpoints,
      effect,
      fadeEffect: effect === 'fade' ? { crossFade: true } : undefined,
      speed: reducedMotion ? 0 : 400,
      a11y: {
        enabled: true,
        prevSlideMessage: previousLabel,
        nextSlideMessage: nextLabel,
        slideLabelMessage: '{{index}} of {{slidesLength}}',
        itemRoleDescriptionMessage: 'slide',
      },
      on: {
        init: updateEdges,
        slideChange: (instance) => {
          updateEdges(instance);
          onSlideChange?.(instance.realIndex);
        },
        resize: updateEdges,
        sliderFirstMove: interacted,
      },
    },
    resetKey,
  );
  useEffect(() => {
    if (swiper && !swiper.destroyed) swiper.params.speed = reducedMotion ? 0 : 400;
  }, [swiper, reducedMotion]);

  useAutoplay(swiper, { delay: autoplayDelay ?? 0, enabled: canAutoplay && playing });

  return (
    <section
      className={[styles.slider, className].filter(Boolean).join(' ')}
      aria-roledescription="carousel"
      aria-label={label}
    >
      {/* The markup swiper expects (the same as swiper/react's), the slides labelled as swiper's a11y
          module labels them, so the server's page reads the same before it is set up. */}
      <div key={resetKey} ref={container} className="swiper">
        <div className="swiper-wrapper">
          {slides.map((slide, index) => (
            // biome-ignore lint/a11y/useSemanticElements: the carousel pattern's slide, a group named "1 of 3" (as swiper's a11y module names it once set up)
            <div
              key={isValidElement(slide) ? (slide.key ?? index) : index}
              className={`swiper-slide ${styles.slide}`}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${slides.length}`}
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
      {(navigation || canAutoplay || toolbar !== undefined) && (
        <div className={styles.bar}>
          {toolbar !== undefined && <div className={styles.toolbar}>{toolbar}</div>}
          {canAutoplay && (
            <button
              type="button"
              className={[styles.control, styles.pause].join(' ')}
              onClick={() => setPlaying((current) => !current)}
              aria-label={playing ? text.pauseSlideshow : text.playSlideshow}
            >
              <span aria-hidden="true">{playing ? '❚❚' : '▶'}</span>
            </button>
          )}
          {navigation && slides.length > 1 && (
            <>
              <button
                type="button"
                className={styles.control}
                onClick={() => {
                  interacted();
                  now()?.slidePrev();
                }}
                disabled={!loop && edges.beginning}
              >
                <span aria-hidden="true">‹</span>
                <VisuallyHidden>{previousLabel}</VisuallyHidden>
              </button>
              <button
                type="button"
                className={styles.control}
                onClick={() => {
                  interacted();
                  now()?.slideNext();
                }}
                disabled={!loop && edges.end}
              >
                <span aria-hidden="true">›</span>
                <VisuallyHidden>{nextLabel}</VisuallyHidden>
              </button>
            </>
          )}
        </div>
      )}
    </section>
  );
}
