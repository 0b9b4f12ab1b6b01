import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setReducedMotion } from '../../../test/viewport';
import type { CarouselApi } from './scroll-carousel';
import { useAutoplay } from './use-autoplay';

const carouselApi = () =>
  ({ scrollNext: vi.fn() }) as unknown as CarouselApi & { scrollNext: ReturnType<typeof vi.fn> };

describe('carousel autoplay', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    setReducedMotion(false);
  });

  it('moves to the next slide every interval', () => {
    const carousel = carouselApi();
    renderHook(() => useAutoplay(carousel, 1000));
    vi.advanceTimersByTime(3100);
    expect(carousel.scrollNext).toHaveBeenCalledTimes(3);
  });

  it('stands still for a visitor who prefers reduced motion', () => {
    setReducedMotion(true);
    const carousel = carouselApi();
    const { result } = renderHook(() => useAutoplay(carousel, 1000));
    vi.advanceTimersByTime(5000);
    expect(result.current.reduceMotion).toBe(true);
    expect(carousel.scrollNext).not.toHaveBeenCalled();
  });

  it('stands still while paused', () => {
    const carousel = carouselApi();
    const { result, rerender } = renderHook(() => useAutoplay(carousel, 1000));
    result.current.setPaused(true);
    rerender();
    vi.advanceTimersByTime(5000);
    expect(carousel.scrollNext).not.toHaveBeenCalled();
  });
});
