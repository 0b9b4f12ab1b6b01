import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StarRow } from './star-row';

const fills = (container: HTMLElement) => [...container.querySelectorAll('path')].map((p) => p.getAttribute('fill'));

describe('a row of stars', () => {
  it('fills as many of the five as the score, rounded, and is hidden from assistive technology', () => {
    const { container } = render(<StarRow value={3.6} />);
    const svg = container.querySelector('svg');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveAttribute('data-stars', '4');
    const yellow = 'var(--mantine-color-yellow-filled)';
    const grey = 'var(--mantine-color-gray-3)';
    expect(fills(container)).toEqual([yellow, yellow, yellow, yellow, grey]);
  });

  it('draws five empty stars for no score, and five full ones for five', () => {
    expect(fills(render(<StarRow value={0} />).container).every((f) => f?.includes('gray'))).toBe(true);
    expect(fills(render(<StarRow value={5} />).container).every((f) => f?.includes('yellow'))).toBe(true);
  });
});
