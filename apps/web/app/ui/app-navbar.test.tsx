import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { envelope, mockApi } from '../../test/api-mock';
import { renderScreen } from '../../test/render';
import { initialSession, useSession } from '../session/store';
import { AppNavbar } from './app-navbar';

/**
 * Opens the profile menu (a click on the stand-in button: the menu's code, app-navbar-menus.tsx, is not loaded with
 * the page, issue 48) and answers the real button once its code has arrived.
 */
async function openProfileMenu(container: HTMLElement = document.body): Promise<HTMLElement> {
  const button = () => within(container).getByRole('button', { name: /Profile menu/ });
  fireEvent.click(button());
  await waitFor(() => expect(button()).toHaveAttribute('aria-haspopup', 'menu'));
  return button();
}

const user = { id: 7, name: 'Dana Demo', email: 'dana@upkeep.test', phoneNumber: '7025550100' };

describe('the navbar', () => {
  beforeEach(() => {
    localStorage.clear();
    useSession.setState({ ...initialSession });
  });

  it('offers Sign In to visitors who are not logged in, guests included', () => {
    useSession.getState().loginAsGuest('guest-token');
    renderScreen(<AppNavbar />, { path: '/services' });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/sign-in');
    expect(screen.queryByRole('button', { name: /Profile menu/ })).not.toBeInTheDocument();
  });

  it('opens the profile menu clicked before its code arrived, once it is there', async () => {
    useSession.getState().login('customer-token', user, false);
    renderScreen(<AppNavbar />, { path: '/services' });
    // The first render is the stand-in button (the menu's code is a chunk of its own; this is the file's
    // first signed-in render, so the chunk has not arrived yet).
    const standIn = screen.getByRole('button', { name: 'Profile menu: Dana Demo' });
    expect(standIn).not.toHaveAttribute('aria-haspopup');
    fireEvent.click(standIn);
    expect(await screen.findByRole('menuitem', { name: 'My tickets', hidden: true })).toHaveAttribute(
      'href',
      '/my-tickets',
    );
  });

  it('renders the menu only once it is opened: a signed-in page does not load its code', async () => {
    useSession.getState().login('customer-token', user, false);
    renderScreen(<AppNavbar />, { path: '/services' });
    const standIn = screen.getByRole('button', { name: 'Profile menu: Dana Demo' });
    // Reaching for it (pointer, focus) asks for the code ahead but changes nothing on screen, so a click under way
    // lands on the same button.
    fireEvent.pointerOver(standIn);
    fireEvent.focus(standIn);
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(screen.getByRole('button', { name: 'Profile menu: Dana Demo' })).toBe(standIn);
    expect(standIn).not.toHaveAttribute('aria-haspopup');
  });

  it('shows the profile menu (Profile, My tickets, Log out) to a signed-in customer', async () => {
    useSession.getState().login('customer-token', user, false);
    renderScreen(<AppNavbar />, { path: '/services' });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();
    const menuButton = await openProfileMenu(nav);
    expect(menuButton).toHaveAccessibleName('Profile menu: Dana Demo');
    // (jsdom runs no CSS transitions, so the dropdown counts as hidden to the accessibility tree.)
    expect(await screen.findByRole('menuitem', { name: 'Profile', hidden: true })).toHaveAttribute('href', '/profile');
    expect(screen.getByRole('menuitem', { name: 'My tickets', hidden: true })).toHaveAttribute('href', '/my-tickets');
    expect(screen.getByRole('menuitem', { name: 'Log out', hidden: true })).toBeInTheDocument();
  });

  it('logs out: the server revokes the token; login state, user, token, ticket id and the temporary flag go, then home', async () => {
    const api = mockApi({ 'POST /customer/auth/logout': () => envelope(200, null, 'Signed out') });
    useSession.getState().login('customer-token', user, true);
    useSession.setState({ ticketId: 12, existTicketId: true, source: 'flyer' });
    renderScreen(<AppNavbar />, { path: '/services' });
    await openProfileMenu();
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Log out', hidden: true }));
    expect(await screen.findByTestId('where')).toHaveTextContent(/^\/home\|/);
    await waitFor(() => expect(useSession.getState().isLoggedIn).toBe(false));
    expect(useSession.getState()).toMatchObject({
      isLoggedIn: false,
      user: null,
      token: null,
      ticketId: null,
      existTicketId: false,
      isTempPassword: false,
      source: 'flyer',
    });
    await waitFor(() => expect(api.callsTo('POST /customer/auth/logout')).toHaveLength(1));
    expect(api.callsTo('POST /customer/auth/logout')[0]?.token).toBe('customer-token');
  });

  it('logs out even when the server cannot be reached', async () => {
    mockApi({ 'POST /customer/auth/logout': () => 'network-error' });
    useSession.getState().login('customer-token', user, false);
    renderScreen(<AppNavbar />, { path: '/services' });
    await openProfileMenu();
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Log out', hidden: true }));
    expect(await screen.findByTestId('where')).toHaveTextContent(/^\/home\|/);
    expect(useSession.getState()).toMatchObject({ isLoggedIn: false, token: null });
  });

  it('puts the account entries in the mobile drawer too', async () => {
    useSession.getState().login('customer-token', user, false);
    renderScreen(<AppNavbar />, { path: '/services' });
    fireEvent.click(screen.getByRole('button', { name: 'Open navigation' }));
    const drawer = await screen.findByRole('navigation', { name: 'Mobile', hidden: true });
    expect(within(drawer).getByRole('link', { name: 'Profile', hidden: true })).toHaveAttribute('href', '/profile');
    expect(within(drawer).getByRole('link', { name: 'My tickets', hidden: true })).toHaveAttribute(
      'href',
      '/my-tickets',
    );
    fireEvent.click(within(drawer).getByRole('button', { name: 'Log out', hidden: true }));
    expect(await screen.findByTestId('where')).toHaveTextContent(/^\/home\|/);
    expect(useSession.getState().isLoggedIn).toBe(false);
  });

  it("names the menu's buttons: the burger says whether the menu is open, the drawer's ✕ is 'Close menu'", async () => {
    renderScreen(<AppNavbar />, { path: '/services' });
    const burger = screen.getByRole('button', { name: 'Open navigation' });
    expect(burger).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(burger);
    const close = await screen.findByRole('button', { name: 'Close menu', hidden: true });
    expect(burger).toHaveAttribute('aria-expanded', 'true');
    fireEvent.click(close);
    await waitFor(() => expect(burger).toHaveAttribute('aria-expanded', 'false'));
  });
});
