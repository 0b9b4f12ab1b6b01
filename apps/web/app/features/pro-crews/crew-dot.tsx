/** A crew's colour as a dot (the schedule's cards wear it). */
export function Dot({ color, size }: { color: string; size: number }) {
  return (
    <span
      aria-hidden
      style={{
        display: 'inline-block',
        flex: 'none',
        width: size,
        height: size,
        borderRadius: '50%',
        background: color,
      }}
    />
  );
}
