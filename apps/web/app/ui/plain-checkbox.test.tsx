import { Checkbox, MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { theme } from '../theme';
import { PlainCheckbox } from './plain-checkbox';

/**
 * What a checkbox draws, its id (a random one in Mantine's) named alike: the elements, Mantine's classes (its
 * Checkbox's and InlineInput's), its variables and attributes.
 */
function drawn(element: React.ReactNode): string {
  const { container, unmount } = render(<MantineProvider theme={theme}>{element}</MantineProvider>);
  const root = container.querySelector('.mantine-Checkbox-root');
  const id = root?.querySelector('input')?.id ?? 'none';
  const html = (root?.outerHTML ?? '').replaceAll(id, 'ID');
  unmount();
  return html;
}

describe("the plain checkbox (drawn as Mantine's Checkbox, without its code: issue 48)", () => {
  it.each([
    { label: 'Haul away the old unit', description: 'Adds $40', checked: false },
    { label: 'Haul away the old unit', description: undefined, checked: true },
  ])("draws what Mantine's Checkbox draws ($checked, $description)", ({ label, description, checked }) => {
    const onChange = () => {};
    expect(drawn(<PlainCheckbox label={label} description={description} checked={checked} onChange={onChange} />)).toBe(
      drawn(<Checkbox label={label} description={description} checked={checked} onChange={onChange} />),
    );
  });

  it('is a checkbox named by its label and described by its description, which a click on the label checks', () => {
    function Field() {
      const [checked, setChecked] = useState(false);
      return (
        <PlainCheckbox
          label="Haul away"
          description="Adds $40"
          checked={checked}
          onChange={(event) => setChecked(event.currentTarget.checked)}
        />
      );
    }
    render(
      <MantineProvider theme={theme}>
        <Field />
      </MantineProvider>,
    );
    const box = screen.getByRole('checkbox', { name: 'Haul away' });
    expect(box).toHaveAccessibleDescription('Adds $40');
    expect(box).not.toBeChecked();
    fireEvent.click(screen.getByText('Haul away'));
    expect(box).toBeChecked();
    expect(box.closest('.mantine-Checkbox-root')).toHaveAttribute('data-checked', 'true');
  });
});
