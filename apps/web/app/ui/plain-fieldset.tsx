/**
 * A fieldset drawn as Mantine's Fieldset draws it (default variant, `md` radius: its classes and variable, so its
 * stylesheet styles it), without its code: 0.9 KB brotli of the questionnaire's first screen, which issue 49's message
 * runtime needed to stay within issue 48's 150 KB. Held equal to Mantine's by plain-fieldset.test.tsx.
 */
import type { CSSProperties, ReactNode } from 'react';

const RADIUS = { '--fieldset-radius': 'var(--mantine-radius-md)' } as CSSProperties;

export function PlainFieldset({
  legend,
  children,
  ...attributes
}: { legend: ReactNode; children: ReactNode } & { [data: `data-${string}`]: string | undefined }) {
  return (
    <fieldset
      style={RADIUS}
      className="m_84c9523a m_e9408a47 mantine-Fieldset-root"
      data-variant="default"
      {...attributes}
    >
      <legend className="m_90794832 mantine-Fieldset-legend">{legend}</legend>
      {children}
    </fieldset>
  );
}
