import { useReducedMotion } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import type { CarouselApi } from './scroll-carousel';

/**
 * Carousel autoplay without a plugin: scroll to the next slide every `interval` ms, except while the visitor
 * hovers or focuses the carousel, has paused it, or prefers reduced motion.
 */
export function useAutoplay(carousel: Pick<CarouselApi, 'scrollNext'> | null, interval: number) {
  const reduceMotion = useReducedMotion();
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const running = !!carousel && !reduceMotion && !paused && !hovered;
  useEffect(() => {
    if (!running || !carousel) return;
    const id = window.setInterval(() => carousel.scrollNext(), interval);
    return () => window.clearInterval(id);
  }, [running, carousel, interval]);
  return { paused, setPaused, setHovered, reduceMotion };
}
