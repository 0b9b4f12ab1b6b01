import { Fieldset, MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { theme } from '../theme';
import { PlainFieldset } from './plain-fieldset';

/** What a fieldset draws (Mantine also writes its `radius` prop as an attribute, which nothing reads: left out). */
function drawn(element: React.ReactNode): string {
  const { container, unmount } = render(<MantineProvider theme={theme}>{element}</MantineProvider>);
  const html = (container.querySelector('fieldset')?.outerHTML ?? '').replace(' radius="md"', '');
  unmount();
  return html;
}

describe("the plain fieldset (drawn as Mantine's Fieldset, without its code)", () => {
  it("draws what Mantine's Fieldset draws", () => {
    expect(
      drawn(
        <PlainFieldset legend="Your lawn" data-form-id="f1">
          <p>A question</p>
        </PlainFieldset>,
      ),
    ).toBe(
      drawn(
        <Fieldset legend="Your lawn" radius="md" data-form-id="f1">
          <p>A question</p>
        </Fieldset>,
      ),
    );
  });
});
