/**
 * Isolated (a module graph of its own): the picker's code must not be loaded yet when the test starts, which another
 * file of the same worker (a booking screen's) could have done.
 */
import { PickerInputBase } from '@mantine/dates';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DateField } from '../../test/date-field-fixture';
import { PICKER_INPUT_CLASS } from './date-picker-field';

describe('a date picker loaded when first reached (issue 48)', () => {
  it("draws its stand-in with the picker's class", () => {
    expect(PICKER_INPUT_CLASS).toBe(PickerInputBase.classes.input);
  });

  it('shows the date in spec 000 format, then opens the picker on a click, with the focus in it', async () => {
    render(<DateField />);
    const field = () => screen.getByRole('button', { name: /^Date/ });
    const standIn = field();
    expect(standIn).toHaveTextContent('Mon, Dec 07 2026');
    fireEvent.click(standIn);
    // The picker replaces the stand-in and opens its month.
    expect(await screen.findByRole('button', { name: '8 December 2026', hidden: true })).toBeEnabled();
    expect(field()).not.toBe(standIn);
    expect(field()).toHaveAttribute('aria-expanded', 'true');
    expect(field()).toHaveFocus();
    fireEvent.click(screen.getByRole('button', { name: '8 December 2026', hidden: true }));
    await waitFor(() => expect(field()).toHaveTextContent('Tue, Dec 08 2026'));
  });
});
