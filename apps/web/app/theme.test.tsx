import { Button, MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { theme } from './theme';

/** The inline variables Mantine gives a button of the app's theme. */
function varsOf(button: React.ReactNode) {
  render(<MantineProvider theme={theme}>{button}</MantineProvider>);
  const style = screen.getByRole('button').style;
  return { color: style.getPropertyValue('--button-color'), hover: style.getPropertyValue('--button-hover') };
}

describe("the theme's buttons", () => {
  // Shade 9 on white or on shade 0 is over 4.5:1 for every Mantine color; Mantine's own subtle red was 3.1:1.
  it.each(['light', 'subtle'])(
    'write a %s button in its color’s darkest shade, hovered on its palest (AA)',
    (variant) => {
      expect(
        varsOf(
          <Button variant={variant} color="red">
            Remove
          </Button>,
        ),
      ).toEqual({ color: 'var(--mantine-color-red-9)', hover: 'var(--mantine-color-red-0)' });
    },
  );

  it('keep the primary teal for a subtle button without a color', () => {
    expect(varsOf(<Button variant="subtle">Clear</Button>).color).toBe('var(--mantine-color-teal-9)');
  });
});
