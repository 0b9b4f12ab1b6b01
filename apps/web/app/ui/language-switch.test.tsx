import { fireEvent, screen } from '@testing-library/react';
import { LOCALE_COOKIE } from '@upkeep/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope, mockApi } from '../../test/api-mock';
import { renderScreen } from '../../test/render';
import { initialSession, useSession } from '../session/store';
import { LanguageSwitch } from './language-switch';

const user = { id: 7, name: 'Dana Demo', email: 'dana@upkeep.test', phoneNumber: '7025550100' };

/** A click on the switch, without jsdom's "navigation not implemented" (the page would load in the other language). */
function choose(name: RegExp) {
  const link = screen.getByRole('link', { name });
  link.addEventListener('click', (event) => event.preventDefault());
  fireEvent.click(link);
  return link;
}

describe('the language switch (issue 49)', () => {
  beforeEach(() => {
    localStorage.clear();
    useSession.setState({ ...initialSession });
    // biome-ignore lint/suspicious/noDocumentCookie: the test clears the cookie the switch sets
    document.cookie = `${LOCALE_COOKIE}=; path=/; max-age=0`;
  });
  afterEach(() => vi.unstubAllGlobals());

  it("leads to the page's twin and remembers the visitor's choice, asking the API nothing", () => {
    const api = mockApi({});
    renderScreen(<LanguageSwitch />, { path: '/my-tickets' });
    expect(choose(/Español/)).toHaveAttribute('href', '/es/my-tickets');
    expect(document.cookie).toContain(`${LOCALE_COOKIE}=es`);
    expect(api.calls).toEqual([]);
  });

  it("saves a signed-in customer's choice on their account, so that what is sent to them follows it", () => {
    const api = mockApi({ 'PUT /customer/locale': () => envelope(200, { locale: 'es' }) });
    useSession.getState().login('customer-token', user, false);
    renderScreen(<LanguageSwitch />, { path: '/detail-ticket', entries: ['/detail-ticket?TicketId=41'] });
    expect(choose(/Español/)).toHaveAttribute('href', '/es/detail-ticket?TicketId=41');
    expect(api.callsTo('PUT /customer/locale')).toMatchObject([{ body: { locale: 'es' }, token: 'customer-token' }]);
    expect(api.fetchMock.mock.calls[0]?.[1]).toMatchObject({ keepalive: true });
  });

  it.each([
    { holds: "a guest's own session", guest: 'guest-token', link: null },
    { holds: "a private link's session", guest: null, link: 'link-session-token' },
    { holds: 'both', guest: 'guest-token', link: 'link-session-token' },
  ])(
    "saves a guest's choice on their bookings, a private link's on its booking: the browser holds $holds",
    ({ guest, link }) => {
      const api = mockApi({ 'PUT /customer/locale': () => envelope(200, { locale: 'es' }) });
      if (guest) useSession.getState().loginAsGuest(guest);
      if (link) useSession.getState().openedTicketLink(link, 41);
      renderScreen(<LanguageSwitch />, { path: '/detail-ticket' });
      choose(/Español/);
      expect(api.callsTo('PUT /customer/locale').map((call) => call.token)).toEqual([guest, link].filter(Boolean));
    },
  );

  it("leaves a customer's account alone on the company portal's screens", () => {
    const api = mockApi({});
    useSession.getState().login('customer-token', user, false);
    renderScreen(<LanguageSwitch />, { path: '/pro/sign-in' });
    choose(/Español/);
    expect(api.calls).toEqual([]);
  });
});
