import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope, mockApi } from '../../../test/api-mock';
import { renderScreen } from '../../../test/render';
import { initialSession, useSession } from '../../session/store';
import { MyQuestionPage } from './my-question-page';

const LINK_TOKEN = 'q'.repeat(43);
const message = (id: number, kind: 'customer' | 'company', body: string) => ({
  id,
  author: { kind, name: kind === 'customer' ? 'Lee Park' : 'Rosa at Red Rock Yard Works' },
  body,
  photos: [],
  createdAt: '2026-11-26T17:00:00.000Z',
  readByOtherSide: false,
  hidden: false,
});

const renderQuestion = () =>
  renderScreen(<MyQuestionPage />, { path: '/my-question/:id', entries: ['/my-question/7'] });

describe("a question's private link", () => {
  beforeEach(async () => {
    localStorage.clear();
    sessionStorage.clear();
    useSession.setState({ ...initialSession });
    await act(async () => {
      await useSession.persist.rehydrate();
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it("reads the company's answers with the link's token, takes it out of the address, and writes back", async () => {
    window.history.replaceState(null, '', `/my-question/7?token=${LINK_TOKEN}`);
    const api = mockApi({
      'GET /customer/conversations/7/messages': () =>
        envelope(200, [message(1, 'customer', 'Salt cell?'), message(2, 'company', 'Yes, we do.')]),
      'POST /customer/conversations/7/messages': () => envelope(201, message(3, 'customer', 'Great, thanks!')),
    });
    renderQuestion();
    const list = await screen.findByRole('list', { name: 'Messages' });
    expect(within(list).getByText('Yes, we do.')).toBeInTheDocument();
    expect(api.callsTo('GET /customer/conversations/7/messages')[0]?.query.get('token')).toBe(LINK_TOKEN);
    expect(api.callsTo('GET /customer/conversations/7/messages')[0]?.token).toBeNull();
    // The token leaves the address bar (and the history); this tab keeps it.
    expect(window.location.search).toBe('');
    expect(sessionStorage.getItem('upkeep.question.7')).toBe(LINK_TOKEN);

    fireEvent.change(screen.getByLabelText('Your message'), { target: { value: 'Great, thanks!' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(api.callsTo('POST /customer/conversations/7/messages')).toHaveLength(1));
    const sent = api.callsTo('POST /customer/conversations/7/messages')[0];
    expect(sent?.body).toEqual({ body: 'Great, thanks!' });
    expect(sent?.query.get('token')).toBe(LINK_TOKEN);
    expect(await within(list).findByText('Great, thanks!')).toBeInTheDocument();
  });

  it('says so when the link opens nothing', async () => {
    window.history.replaceState(null, '', '/my-question/7?token=wrong-token-wrong-token');
    mockApi({
      'GET /customer/conversations/7/messages': () => envelope(404, null, 'Conversation not found'),
    });
    renderQuestion();
    expect(await screen.findByRole('alert')).toHaveTextContent('Conversation not found');
  });
});
