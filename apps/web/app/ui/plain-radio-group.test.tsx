import { MantineProvider, Radio } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { theme } from '../theme';
import { PlainRadioGroup } from './plain-radio-group';

/** What a radio group draws, its ids (random in Mantine's) and the group's name named alike. */
function drawn(element: React.ReactNode): string {
  const { container, unmount } = render(<MantineProvider theme={theme}>{element}</MantineProvider>);
  const root = container.querySelector('.mantine-RadioGroup-root');
  let html = root?.outerHTML ?? '';
  const ids = [...html.matchAll(/id="([^"]+)"/g)].map((m) => m[1] as string);
  ids.forEach((id, i) => {
    html = html.replaceAll(id, `ID${i}`);
  });
  const name = root?.querySelector('input')?.getAttribute('name') ?? 'none';
  html = html.replaceAll(name, 'NAME');
  unmount();
  return html;
}

const OPTIONS = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
] as const;

describe("the plain radio group (drawn as Mantine's Radio.Group, without its code)", () => {
  it.each([{ value: 'yes' }, { value: '' }])("draws what Mantine's Radio.Group draws (value '$value')", ({ value }) => {
    const onChange = () => {};
    expect(
      drawn(
        <PlainRadioGroup
          label="Is the company insured?"
          required
          options={OPTIONS}
          value={value}
          onChange={onChange}
        />,
      ),
    ).toBe(
      drawn(
        <Radio.Group label="Is the company insured?" required value={value} onChange={onChange}>
          <Radio value="yes" label="Yes" />
          <Radio value="no" label="No" />
        </Radio.Group>,
      ),
    );
  });

  it('is a radio group named by its label, whose radios a click on their label checks', () => {
    function Field() {
      const [value, setValue] = useState('');
      return (
        <PlainRadioGroup
          label="Is the company licensed?"
          required
          options={OPTIONS}
          value={value}
          onChange={setValue}
        />
      );
    }
    render(
      <MantineProvider theme={theme}>
        <Field />
      </MantineProvider>,
    );
    const group = screen.getByRole('radiogroup', { name: /licensed/ });
    const no = screen.getByRole('radio', { name: 'No' });
    expect(group).toContainElement(no);
    fireEvent.click(screen.getByText('No'));
    expect(no).toBeChecked();
    expect(no.closest('.mantine-Radio-root')).toHaveAttribute('data-checked', 'true');
  });
});
