import { screen, within } from '@testing-library/react';
import type { CompanyUser } from '@upkeep/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope, mockApi } from '../../../test/api-mock';
import { renderScreen } from '../../../test/render';
import { useCompanySession } from '../../session/realm-session';
import { MessagesPage } from './messages-page';
import { QuestionPage } from './question-page';

const owner: CompanyUser = {
  id: 3,
  name: 'Rosa',
  email: 'pro@upkeep.test',
  role: 'owner',
  crewId: null,
  companyId: 9,
  companyName: 'Red Rock Yard Works',
  companyState: 'live',
  locale: 'en',
  hasSecondFactor: false,
};
const question = {
  id: 7,
  ticketId: null,
  name: 'Lee Park',
  serviceName: 'Pool Service',
  lastMessage: 'Do you clean salt pools? [phone hidden until booking]',
  lastMessageAt: '2026-11-26T17:00:00.000Z',
  unread: 1,
};
const job = { ...question, id: 8, ticketId: 41, name: 'Dana Reyes', lastMessage: 'Gate code is 2468', unread: 0 };

beforeEach(() => {
  localStorage.clear();
  useCompanySession.getState().signedIn({ token: 'pro-token', user: owner });
});
afterEach(() => vi.unstubAllGlobals());

describe("the portal's messages", () => {
  it('lists questions before booking and jobs, each leading where it is answered', async () => {
    mockApi({ 'GET /company/conversations': () => envelope(200, [question, job]) });
    renderScreen(<MessagesPage />, { path: '/pro/messages' });
    const list = await screen.findByRole('list', { name: 'Conversations' });
    const [first, second] = within(list).getAllByRole('listitem') as HTMLElement[];
    expect(within(first as HTMLElement).getByRole('link', { name: 'Question from Lee Park' })).toHaveAttribute(
      'href',
      '/pro/messages/7',
    );
    expect(first).toHaveTextContent('Before booking');
    expect(first).toHaveTextContent('1 unread');
    expect(first).toHaveTextContent('Do you clean salt pools? [phone hidden until booking]');
    expect(within(second as HTMLElement).getByRole('link', { name: 'Job #41: Dana Reyes' })).toHaveAttribute(
      'href',
      '/pro/jobs/41',
    );
  });

  it('says when there is nothing yet', async () => {
    mockApi({ 'GET /company/conversations': () => envelope(200, []) });
    renderScreen(<MessagesPage />, { path: '/pro/messages' });
    expect(await screen.findByText(/No messages yet/)).toBeInTheDocument();
  });

  it('answers a question on its page, titled by who asked about what', async () => {
    const api = mockApi({
      'GET /company/conversations': () => envelope(200, [question]),
      'GET /company/conversations/7/messages': () =>
        envelope(200, [
          {
            id: 1,
            author: { kind: 'customer', name: 'Lee Park' },
            body: 'Do you clean salt pools?',
            photos: [],
            createdAt: '2026-11-26T17:00:00.000Z',
            readByOtherSide: false,
            hidden: false,
          },
        ]),
    });
    renderScreen(<QuestionPage id={7} />, { path: '/pro/messages/:id', entries: ['/pro/messages/7'] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Question from Lee Park' })).toBeInTheDocument();
    expect(await screen.findByText('Do you clean salt pools?')).toBeInTheDocument();
    expect(screen.getByText(/About Pool Service/)).toBeInTheDocument();
    expect(api.callsTo('GET /company/conversations/7/messages')[0]?.token).toBe('pro-token');
  });
});
