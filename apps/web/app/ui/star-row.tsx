/**
 * Five stars, drawn only: a read-only score's picture, hidden from assistive technology (its words go beside
 * it). Mantine's Rating draws the same star with an input, a label and its hooks for each one, which is right for
 * choosing a score and heavy for showing one: a page of twenty review cards rendered a hundred of them, in long
 * tasks on a phone (issue 33). The star and its colours are Rating's, so both read alike.
 */
const STAR =
  'M12 17.75l-6.172 3.245l1.179 -6.873l-5 -4.867l6.9 -1l3.086 -6.253l3.086 6.253l6.9 1l-5 4.867l1.179 6.873z';
const FILLED = 'var(--mantine-color-yellow-filled)';
const EMPTY = 'var(--mantine-color-gray-3)';
const POSITIONS = [0, 1, 2, 3, 4] as const;

/** `value` out of five, to the nearest whole star; 18 px high, as Rating's default size. */
export function StarRow({ value }: { value: number }) {
  const filled = Math.round(value);
  return (
    <svg
      viewBox="0 0 120 24"
      aria-hidden="true"
      focusable="false"
      data-stars={filled}
      style={{
        display: 'block',
        width: 'calc(5.625rem * var(--mantine-scale))',
        height: 'calc(1.125rem * var(--mantine-scale))',
      }}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {POSITIONS.map((i) => {
        const colour = i < filled ? FILLED : EMPTY;
        return <path key={i} d={STAR} transform={`translate(${i * 24} 0)`} fill={colour} stroke={colour} />;
      })}
    </svg>
  );
}
