import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../../test/render';
import { activateLocale } from '../../i18n/catalogs';
import { type CarouselApi, ScrollCarousel } from './scroll-carousel';

/** The scroller's geometry, which jsdom does not lay out: `slides` slides of 300 px and a gap of 16, 300 px shown. */
function layOut(scroller: HTMLElement, slides: number) {
  const stride = 316;
  Object.defineProperty(scroller, 'clientWidth', { configurable: true, value: 300 });
  Object.defineProperty(scroller, 'scrollWidth', { configurable: true, value: slides * stride - 16 });
  for (const [index, slide] of Array.from(scroller.children).entries()) {
    Object.defineProperty(slide, 'offsetLeft', { configurable: true, value: index * stride });
  }
  const scrollBy = vi.fn(({ left = 0 }: ScrollToOptions) => {
    scroller.scrollLeft += left;
  });
  const scrollTo = vi.fn(({ left = 0 }: ScrollToOptions) => {
    scroller.scrollLeft = left;
  });
  Object.assign(scroller, { scrollBy, scrollTo });
  return { scrollBy, scrollTo };
}

const CARDS = ['Landscaping', 'Pool care', 'Plumbing'];

describe('the carousel the browser draws', () => {
  beforeEach(() => activateLocale('en'));
  afterAll(() => activateLocale('en'));

  it('names itself, its slides and its buttons, and moves a slide at a time, back to the first when it loops', () => {
    let api: CarouselApi | null = null;
    renderScreen(
      <ScrollCarousel label="Featured services" loop getApi={(a) => (api = a)}>
        {CARDS.map((card) => (
          <p key={card}>{card}</p>
        ))}
      </ScrollCarousel>,
      { path: '/home' },
    );
    const scroller = screen.getByRole('region', { name: 'Featured services' });
    expect(scroller).toHaveAttribute('aria-roledescription', 'carousel');
    expect(scroller).toHaveAttribute('tabindex', '0');
    const slides = within(scroller).getAllByRole('group');
    expect(slides.map((slide) => slide.getAttribute('aria-label'))).toEqual(['1 of 3', '2 of 3', '3 of 3']);
    expect(slides[1]).toHaveTextContent('Pool care');

    const { scrollBy, scrollTo } = layOut(scroller, CARDS.length);
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(scrollBy).toHaveBeenLastCalledWith({ left: 316 });
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    // At the end (632 of 632), the next is the first.
    act(() => api?.scrollNext());
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 0 });
    // At the start, the previous is the last.
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 632 });
  });

  it('stays at its ends when it does not loop, and shows no buttons for one slide', () => {
    const { unmount } = renderScreen(
      <ScrollCarousel label="Sub-services">
        {CARDS.map((card) => (
          <p key={card}>{card}</p>
        ))}
      </ScrollCarousel>,
      { path: '/landscaping' },
    );
    const { scrollBy, scrollTo } = layOut(screen.getByRole('region', { name: 'Sub-services' }), CARDS.length);
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(scrollBy).not.toHaveBeenCalled();
    expect(scrollTo).not.toHaveBeenCalled();
    unmount();
    renderScreen(
      <ScrollCarousel label="One review">
        <p>Great</p>
      </ScrollCarousel>,
      { path: '/home' },
    );
    expect(screen.queryByRole('button', { name: 'Next slide' })).toBeNull();
  });

  it('says its words in Spanish on a Spanish page', async () => {
    await act(() => activateLocale('es'));
    renderScreen(
      <ScrollCarousel label="Servicios destacados">
        {CARDS.map((card) => (
          <p key={card}>{card}</p>
        ))}
      </ScrollCarousel>,
      { path: '/es/home' },
    );
    const scroller = screen.getByRole('region', { name: 'Servicios destacados' });
    expect(scroller).toHaveAttribute('aria-roledescription', 'carrusel');
    const slides = within(scroller).getAllByRole('group');
    expect(slides[0]).toHaveAttribute('aria-roledescription', 'diapositiva');
    expect(slides[0]).toHaveAttribute('aria-label', '1 de 3');
    expect(screen.getByRole('button', { name: 'Diapositiva siguiente' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Diapositiva anterior' })).toBeInTheDocument();
  });
});
