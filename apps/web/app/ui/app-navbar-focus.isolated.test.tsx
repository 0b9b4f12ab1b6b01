import { fireEvent, screen, waitFor } from '@testing-library/react';
import { expect, it } from 'vitest';
import { renderScreen } from '../../test/render';
import { useSession } from '../session/store';
import { AppNavbar } from './app-navbar';

// A file of its own: the profile menu's chunk must not have arrived yet when the page first renders.
it('keeps the focus a keyboard user gave the stand-in profile button when the real menu button replaces it on opening', async () => {
  localStorage.clear();
  useSession
    .getState()
    .login('customer-token', { id: 7, name: 'Dana Demo', email: 'dana@upkeep.test', phoneNumber: '7025550100' }, false);
  renderScreen(<AppNavbar />, { path: '/services' });
  const standIn = screen.getByRole('button', { name: 'Profile menu: Dana Demo' });
  expect(standIn).not.toHaveAttribute('aria-haspopup');
  standIn.focus();
  // Focus asks for the menu's code but changes nothing on screen; the keyboard's Enter (a click) opens the menu.
  expect(screen.getByRole('button', { name: 'Profile menu: Dana Demo' })).toBe(standIn);
  fireEvent.click(standIn);
  await waitFor(() =>
    expect(screen.getByRole('button', { name: 'Profile menu: Dana Demo' })).toHaveAttribute('aria-haspopup', 'menu'),
  );
  expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Profile menu: Dana Demo' }));
});
