/**
 * A carousel the browser draws (spec 000 section 9's carousels, on the home and the landing pages: its words are the
 * public pages' catalogue's): its slides in a horizontal scroller that snaps to
 * each slide, swiped on a phone, scrolled by the arrow keys once focused, moved by its two buttons; a slide's link
 * that takes the focus scrolls into view by itself. No carousel library: @mantine/carousel and Embla were 8.8 KB of
 * the home's first screen on a phone (issue 48's 150 KB), and said 'Slide 1 of 5' and 'Next slide' in English on a
 * Spanish page. Autoplay is ui/use-autoplay.ts's, which moves it through `getApi`.
 */
import { useLingui } from '@lingui/react/macro';
import { Children, type CSSProperties, type ReactNode, useEffect, useMemo, useRef } from 'react';
import classes from './scroll-carousel.module.css';

/** What moves a carousel: the next slide, or the first after the last when it loops. */
export interface CarouselApi {
  scrollNext: () => void;
  scrollPrev: () => void;
}

export interface ScrollCarouselProps {
  /** The carousel's accessible name ('Featured services'). */
  label: string;
  children: ReactNode;
  /** The carousel's class: its --slide-size and --slide-gap, per width where they change. */
  className?: string;
  /** After the last slide, the next is the first (and before the first, the last). */
  loop?: boolean;
  /** The buttons' size in pixels. */
  controlSize?: number;
  /** Room beside the slides (pixels), so that the buttons never cover a slide's first words. */
  gutter?: number;
  getApi?: (api: CarouselApi) => void;
  onMouseEnter?: () => void;
  onMouseLeave?: () => void;
  onFocus?: () => void;
  onBlur?: () => void;
}

/** A chevron pointing right, or left (`previous`). */
function Chevron({ previous }: { previous?: boolean }) {
  return (
    <svg width="16" height="16" viewBox="0 0 15 15" aria-hidden="true" style={previous ? { rotate: '180deg' } : {}}>
      <path
        d="M6.2 3.2a.5.5 0 0 1 .7 0l4 4a.5.5 0 0 1 0 .7l-4 4a.5.5 0 0 1-.7-.7L9.8 7.5 6.2 3.8a.5.5 0 0 1 0-.7Z"
        fill="currentColor"
      />
    </svg>
  );
}

export function ScrollCarousel({
  label,
  children,
  className,
  loop = false,
  controlSize = 36,
  gutter = 0,
  getApi,
  onMouseEnter,
  onMouseLeave,
  onFocus,
  onBlur,
}: ScrollCarouselProps) {
  const { t } = useLingui();
  const viewport = useRef<HTMLElement>(null);
  const slides = Children.toArray(children);
  const count = slides.length;
  const api = useMemo<CarouselApi>(() => {
    /** Scrolls by one slide (and its gap) forward or back; at an end, to the other end when it loops. */
    const step = (direction: 1 | -1) => {
      const element = viewport.current;
      if (!element) return;
      const [first, second] = Array.from(element.children) as HTMLElement[];
      const stride = first && second ? second.offsetLeft - first.offsetLeft : element.clientWidth;
      const end = element.scrollWidth - element.clientWidth;
      // A pixel of rounding either side counts as the end.
      if (direction > 0 && element.scrollLeft >= end - 1) {
        if (loop) element.scrollTo({ left: 0 });
      } else if (direction < 0 && element.scrollLeft <= 1) {
        if (loop) element.scrollTo({ left: end });
      } else {
        element.scrollBy({ left: direction * stride });
      }
    };
    return { scrollNext: () => step(1), scrollPrev: () => step(-1) };
  }, [loop]);
  useEffect(() => {
    getApi?.(api);
  }, [api, getApi]);
  const style = { '--control-size': `${controlSize}px`, paddingInline: gutter || undefined } as CSSProperties;
  return (
    // Hovering or focusing only pauses the autoplay (ui/use-autoplay.ts); the buttons and the scroller are the controls.
    // biome-ignore lint/a11y/noStaticElementInteractions: no action is taken on these events
    <div
      className={className ? `${classes.root} ${className}` : classes.root}
      style={style}
      onMouseEnter={onMouseEnter}
      onMouseLeave={onMouseLeave}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      <section
        ref={viewport}
        className={classes.viewport}
        aria-roledescription={t`carousel`}
        aria-label={label}
        // The scroller takes the focus, so that the arrow keys scroll it (WCAG 2.1.1).
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
        tabIndex={0}
      >
        {slides.map((slide, index) => {
          const position = index + 1;
          return (
            // biome-ignore lint/a11y/useSemanticElements: a slide is a group of the carousel (WAI-ARIA's carousel pattern), not a form's fieldset
            <div
              // biome-ignore lint/suspicious/noArrayIndexKey: the slides are the caller's, in its order; a slide's place is its identity
              key={index}
              className={classes.slide}
              role="group"
              aria-roledescription={t`slide`}
              aria-label={t`${position} of ${count}`}
            >
              {slide}
            </div>
          );
        })}
      </section>
      {count > 1 && (
        <>
          <button
            type="button"
            className={`${classes.control} ${classes.previous}`}
            aria-label={t`Previous slide`}
            onClick={api.scrollPrev}
          >
            <Chevron previous />
          </button>
          <button
            type="button"
            className={`${classes.control} ${classes.next}`}
            aria-label={t`Next slide`}
            onClick={api.scrollNext}
          >
            <Chevron />
          </button>
        </>
      )}
    </div>
  );
}
