import 'swiper/css';
import 'swiper/css/a11y';
import 'swiper/css/effect-fade';
import { Children, isValidElement, type ReactNode, useEffect, useMemo, useState } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import { A11y, EffectFade } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import { useAutoplay } from '../../hooks/use-autoplay';
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
 * It plays only while on screen and not under the mouse (useAutoplay).
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
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const [edges, setEdges] = useState({ beginning: true, end: slides.length <= slidesPerView });
  const canAutoplay = autoplayDelay !== undefined && slides.length > 1;
  const [playing, setPlaying] = useState(canAutoplay && !reducedMotion);

  useEffect(() => {
    if (reducedMotion) setPlaying(false);
  }, [reducedMotion]);

  useAutoplay(swiper, { delay: autoplayDelay ?? 0, enabled: canAutoplay && playing });
  // A visitor's own move stops it for good when asked (the pause button then offers to play again).
  const interacted = () => {
    if (stopOnInteraction) setPlaying(false);
  };

  const updateEdges = (instance: SwiperInstance) =>
    setEdges({ beginning: instance.isBeginning, end: instance.isEnd });

  return (
    <section
      className={[styles.slider, className].filter(Boolean).join(' ')}
      aria-roledescription="carousel"
      aria-label={label}
    >
      <Swiper
        modules={[A11y, EffectFade]}
        onSwiper={(instance) => {
          setSwiper(instance);
          updateEdges(instance);
        }}
        onSlideChange={(instance) => {
          updateEdges(instance);
          onSlideChange?.(instance.realIndex);
        }}
        onResize={updateEdges}
        onSliderFirstMove={interacted}
        loop={loop}
        slidesPerView={slidesPerView}
        spaceBetween={spaceBetween}
        breakpoints={breakpoints}
        effect={effect}
        fadeEffect={effect === 'fade' ? { crossFade: true } : undefined}
        speed={reducedMotion ? 0 : 400}
        a11y={{
          enabled: true,
          prevSlideMessage: previousLabel,
          nextSlideMessage: nextLabel,
          slideLabelMessage: '{{index}} of {{slidesLength}}',
          itemRoleDescriptionMessage: 'slide',
        }}
      >
        {slides.map((slide, index) => (
          <SwiperSlide key={isValidElement(slide) ? (slide.key ?? index) : index} className={styles.slide}>
            {slide}
          </SwiperSlide>
        ))}
      </Swiper>
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
                  swiper?.slidePrev();
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
                  swiper?.slideNext();
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
