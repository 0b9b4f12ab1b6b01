import { fireEvent, render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { DateField } from '../../test/date-field-fixture';

// A file of its own: the picker's code must not have arrived yet when the field first renders.
it('opens the calendar for a press whose click the picker came too late to take (asked for on hover, come mid-press)', async () => {
  render(<DateField />);
  const standIn = screen.getByRole('button', { name: /^Date/ });
  // The pointer comes over the field (which asks for the picker's code), then is pressed; the code arrives before the
  // button is released, so the stand-in that was pressed is gone and no click reaches either.
  fireEvent.pointerEnter(standIn);
  fireEvent.pointerDown(standIn);
  standIn.focus();
  expect(await screen.findByRole('button', { name: '8 December 2026', hidden: true })).toBeEnabled();
  const field = screen.getByRole('button', { name: /^Date/ });
  expect(field).not.toBe(standIn);
  expect(field).toHaveAttribute('aria-expanded', 'true');
});
