/**
 * The partner form's services field while its picker's code is on its way (issue 33): the stand-in reads as the list
 * box it will be, and the picker takes the focus when it comes only if the visitor is still in the field. Isolated:
 * the picker's import is held by this file's mock.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../../test/render';
import { initialSession, useSession } from '../../session/store';
import { PartnerPage } from './partner-page';

const held = vi.hoisted(() => {
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { gate, release: () => release() };
});
vi.mock('./partner-services-field', async (importOriginal) => {
  await held.gate;
  return importOriginal();
});

const FIELD = /^Services you offer/;

describe('the services field before its picker is here', () => {
  beforeEach(() => {
    localStorage.clear();
    useSession.setState({ ...initialSession });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('reads as a closed list box; a visitor who clicked it and moved on is not pulled back when the picker comes', async () => {
    renderScreen(<PartnerPage />, { path: '/partner-us' });
    const standIn = screen.getByRole('combobox', { name: FIELD });
    expect(standIn).toHaveAttribute('aria-expanded', 'false');
    expect(standIn).toHaveAttribute('aria-haspopup', 'listbox');
    standIn.focus();
    fireEvent.click(standIn);
    const city = screen.getByLabelText(/^City/);
    city.focus();
    held.release();
    await waitFor(() => expect(screen.getByRole('combobox', { name: FIELD })).not.toBe(standIn));
    expect(city).toHaveFocus();
    expect(screen.queryByRole('listbox')).toBeNull();
  });
});
