import { useReducedMotion } from '@mantine/hooks';
import type { EmblaCarouselType } from 'embla-carousel';
import { useEffect, useState } from 'react';

/**
 * Carousel autoplay without a plugin: scroll to the next slide every `interval` ms, except while the visitor
 * hovers or focuses the carousel, has paused it, or prefers reduced motion.
 */
export function useAutoplay(embla: EmblaCarouselType | null, interval: number) {
  const reduceMotion = useReducedMotion();
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const running = !!embla && !reduceMotion && !paused && !hovered;
  useEffect(() => {
    if (!running || !embla) return;
    const id = window.setInterval(() => embla.scrollNext(), interval);
    return () => window.clearInterval(id);
  }, [running, embla, interval]);
  return { paused, setPaused, setHovered, reduceMotion };
}
