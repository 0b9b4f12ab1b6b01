import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Messages } from '@upkeep/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope, mockApi } from '../../../test/api-mock';
import { renderScreen } from '../../../test/render';
import { ApiError } from '../../lib/api';
import { useCompanySession } from '../../session/realm-session';
import { ProLayout } from './pro-layout';

const owner = {
  id: 3,
  name: 'Rosa Rock',
  email: 'pro@upkeep.test',
  role: 'owner' as const,
  crewId: null,
  companyId: 9,
  companyName: 'Red Rock Yard Works',
  companyState: 'live' as const,
  locale: 'en' as const,
  hasSecondFactor: true,
};

async function hydrate() {
  await act(async () => {
    await useCompanySession.persist.rehydrate();
  });
}

beforeEach(() => {
  localStorage.clear();
  useCompanySession.getState().signedOut();
});
afterEach(() => vi.unstubAllGlobals());

describe('the company portal frame', () => {
  it('sends a visitor without a session to the sign-in, remembering where they were going', async () => {
    mockApi({});
    await hydrate();
    renderScreen(<ProLayout />, { path: '/pro/jobs/:id', entries: ['/pro/jobs/41'] });
    await waitFor(() =>
      expect(screen.getByTestId('where')).toHaveTextContent('/pro/sign-in|{"returnTo":"/pro/jobs/41"}'),
    );
  });

  it('says who is signed in, and signs out', async () => {
    const api = mockApi({ 'POST /company/auth/logout': () => envelope(200, null) });
    useCompanySession.getState().signedIn({ token: 'pro-token', user: owner });
    await hydrate();
    renderScreen(<ProLayout />, { path: '/pro/jobs' });
    expect(await screen.findByText('Rosa Rock')).toBeInTheDocument();
    expect(screen.getByText(/Red Rock Yard Works · Owner/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Jobs' })).toHaveAttribute('href', '/pro/jobs');
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/pro/sign-in|'));
    expect(api.callsTo('POST /company/auth/logout')[0]?.token).toBe('pro-token');
    expect(useCompanySession.getState().token).toBeNull();
  });
});

describe("a crew member's portal", () => {
  it('has their jobs and their account only: another portal address takes them to their jobs', async () => {
    const api = mockApi({ 'GET /company/tickets/needs-action': () => envelope(403, null, 'No') });
    useCompanySession
      .getState()
      .signedIn({ token: 'crew-token', user: { ...owner, name: 'Luis Ortega', role: 'crew', crewId: 4 } });
    await hydrate();
    renderScreen(<ProLayout />, { path: '/pro/jobs' });
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/pro/my-jobs|'));
    cleanup();
    renderScreen(<ProLayout />, { path: '/pro/my-jobs' });
    expect(await screen.findByText(/Red Rock Yard Works · Crew/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My jobs' })).toHaveAttribute('href', '/pro/my-jobs');
    expect(screen.getByRole('link', { name: 'Your account' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Jobs' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Earnings' })).not.toBeInTheDocument();
    // Nothing the API refuses a crew member is asked.
    expect(api.callsTo('GET /company/tickets/needs-action')).toHaveLength(0);
  });
});

describe('jobs needing action in the navigation', () => {
  it('shows the count on the Jobs item and beside the menu, and nothing when none', async () => {
    let count = 3;
    const api = mockApi({ 'GET /company/tickets/needs-action': () => envelope(200, { count, jobs: count, plans: 0 }) });
    useCompanySession.getState().signedIn({ token: 'pro-token', user: owner });
    await hydrate();
    renderScreen(<ProLayout />, { path: '/pro/jobs' });
    const jobs = await screen.findByRole('link', { name: 'Jobs, 3 need action' });
    expect(jobs).toHaveAttribute('href', '/pro/jobs');
    expect(jobs).toHaveTextContent('3');
    expect(screen.getByRole('button', { name: 'Menu, 3 jobs need action' })).toBeInTheDocument();
    expect(api.callsTo('GET /company/tickets/needs-action')[0]?.token).toBe('pro-token');
    cleanup();

    count = 1;
    renderScreen(<ProLayout />, { path: '/pro/team' });
    expect(await screen.findByRole('link', { name: 'Jobs, 1 needs action' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Menu, 1 job needs action' })).toBeInTheDocument();
    cleanup();

    count = 0;
    renderScreen(<ProLayout />, { path: '/pro/jobs' });
    await waitFor(() => expect(api.callsTo('GET /company/tickets/needs-action').length).toBeGreaterThanOrEqual(3));
    expect(await screen.findByRole('link', { name: 'Jobs' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Menu' })).toBeInTheDocument();
  });
  it('shows plans to confirm or answer on the Plans item and beside the menu, as jobs are (issue 46)', async () => {
    mockApi({ 'GET /company/tickets/needs-action': () => envelope(200, { count: 3, jobs: 2, plans: 1 }) });
    useCompanySession.getState().signedIn({ token: 'pro-token', user: owner });
    await hydrate();
    renderScreen(<ProLayout />, { path: '/pro/jobs' });
    const plans = await screen.findByRole('link', { name: 'Plans, 1 needs action' });
    expect(plans).toHaveAttribute('href', '/pro/plans');
    expect(screen.getByRole('link', { name: 'Jobs, 2 need action' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Menu, 2 jobs need action, 1 plan needs action' })).toBeInTheDocument();
  });

  it('keeps the menu button, and the focus on it, when the count arrives', async () => {
    let answer: (value: ReturnType<typeof envelope>) => void = () => {};
    const api = mockApi({
      'GET /company/tickets/needs-action': () => new Promise((resolve) => (answer = resolve)),
    });
    useCompanySession.getState().signedIn({ token: 'pro-token', user: owner });
    await hydrate();
    renderScreen(<ProLayout />, { path: '/pro/jobs' });
    const burger = await screen.findByRole('button', { name: 'Menu' });
    burger.focus();
    await waitFor(() => expect(api.callsTo('GET /company/tickets/needs-action')).toHaveLength(1));
    act(() => answer(envelope(200, { count: 2, jobs: 2, plans: 0 })));
    expect(await screen.findByRole('button', { name: 'Menu, 2 jobs need action' })).toBe(burger);
    expect(document.activeElement).toBe(burger);
  });
});

describe('the company session upkeep', () => {
  it('reads the user again, and ends a session the server refuses', async () => {
    let answer = envelope(200, { ...owner, companyState: 'live', name: 'Rosa R.' });
    mockApi({ 'GET /company/me': () => answer });
    useCompanySession.getState().signedIn({ token: 'pro-token', user: { ...owner, companyState: 'setting_up' } });
    await hydrate();
    const { queryClient } = renderScreen(<ProLayout />, { path: '/pro/jobs' });
    expect(await screen.findByText('Rosa R.')).toBeInTheDocument();
    expect(useCompanySession.getState().user?.companyState).toBe('live');
    answer = envelope(401, null, 'Unauthorized');
    await act(async () => {
      await queryClient.invalidateQueries();
    });
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/pro/sign-in|'));
    expect(useCompanySession.getState().token).toBeNull();
  });
});

describe('a suspended company', () => {
  it('shows the sentence in a banner when /company/me says the company is suspended, and none while live', async () => {
    let answer = envelope(200, { ...owner, companyState: 'suspended' });
    mockApi({ 'GET /company/me': () => answer });
    useCompanySession.getState().signedIn({ token: 'pro-token', user: owner });
    await hydrate();
    const { queryClient } = renderScreen(<ProLayout />, { path: '/pro/jobs' });
    expect(await screen.findByRole('alert')).toHaveTextContent(Messages.companySuspended);
    answer = envelope(200, { ...owner, companyState: 'live' });
    await act(async () => {
      await queryClient.invalidateQueries();
    });
    await waitFor(() => expect(screen.queryByText(Messages.companySuspended)).not.toBeInTheDocument());
  });

  it('reads the user again as soon as a change is refused because the company is suspended', async () => {
    let answer = envelope(200, owner);
    const api = mockApi({ 'GET /company/me': () => answer });
    useCompanySession.getState().signedIn({ token: 'pro-token', user: owner });
    await hydrate();
    const { queryClient } = renderScreen(<ProLayout />, { path: '/pro/jobs' });
    await waitFor(() => expect(api.callsTo('GET /company/me')).toHaveLength(1));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    answer = envelope(200, { ...owner, companyState: 'suspended' });
    const change = queryClient.getMutationCache().build(queryClient, {
      mutationFn: () => Promise.reject(new ApiError(403, Messages.companySuspended)),
    });
    await act(async () => {
      await change.execute(undefined).catch(() => undefined);
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(Messages.companySuspended);
    expect(api.callsTo('GET /company/me')).toHaveLength(2);
  });
});

describe("the owner's second-factor banner (issues 47 and 48)", () => {
  const banner = () => screen.queryByRole('link', { name: 'Set up a second factor' });
  const factorState = (enabled: boolean) =>
    envelope(200, { enabled, recoveryCodesLeft: enabled ? 10 : 0, required: false, passkeys: 0 });

  it('is drawn with the frame when the session says the owner has no factor, before the factor call answers', async () => {
    // The call never answers: the banner comes from the session alone, so it cannot push the screen down later.
    const api = mockApi({ 'GET /company/auth/second-factor': () => new Promise(() => {}) });
    useCompanySession.getState().signedIn({ token: 'pro-token', user: { ...owner, hasSecondFactor: false } });
    await hydrate();
    renderScreen(<ProLayout />, { path: '/pro/jobs' });
    expect(await screen.findByText('Rosa Rock')).toBeInTheDocument();
    expect(banner()).toHaveAttribute('href', '/pro/account');
    expect(screen.getByText("Protect your company's account")).toBeInTheDocument();
    expect(api.callsTo('GET /company/auth/second-factor')).toHaveLength(1);
  });

  it('is not drawn for an owner the session says has a factor, nor for a session that does not say', async () => {
    mockApi({ 'GET /company/auth/second-factor': () => new Promise(() => {}) });
    useCompanySession.getState().signedIn({ token: 'pro-token', user: owner });
    await hydrate();
    renderScreen(<ProLayout />, { path: '/pro/jobs' });
    expect(await screen.findByText('Rosa Rock')).toBeInTheDocument();
    expect(banner()).not.toBeInTheDocument();
    cleanup();
    // A session kept from before the session said it: the call's answer decides, as before.
    const { hasSecondFactor: _unsaid, ...older } = owner;
    useCompanySession.getState().signedIn({ token: 'pro-token', user: older as typeof owner });
    renderScreen(<ProLayout />, { path: '/pro/jobs' });
    expect(await screen.findByText('Rosa Rock')).toBeInTheDocument();
    expect(banner()).not.toBeInTheDocument();
  });

  it("follows the factor call's answer, and the session keeps it for the next visit", async () => {
    mockApi({ 'GET /company/auth/second-factor': () => factorState(true) });
    useCompanySession.getState().signedIn({ token: 'pro-token', user: { ...owner, hasSecondFactor: false } });
    await hydrate();
    renderScreen(<ProLayout />, { path: '/pro/jobs' });
    await waitFor(() => expect(useCompanySession.getState().user?.hasSecondFactor).toBe(true));
    expect(banner()).not.toBeInTheDocument();
    cleanup();

    mockApi({ 'GET /company/auth/second-factor': () => factorState(false) });
    useCompanySession.getState().signedIn({ token: 'other-token', user: owner });
    renderScreen(<ProLayout />, { path: '/pro/jobs' });
    expect(await screen.findByRole('link', { name: 'Set up a second factor' })).toBeInTheDocument();
    expect(useCompanySession.getState().user?.hasSecondFactor).toBe(false);
  });

  it('is not drawn on the account screen, where the owner sets one up', async () => {
    useCompanySession.getState().signedIn({ token: 'pro-token', user: { ...owner, hasSecondFactor: false } });
    await hydrate();
    const api = mockApi({ 'GET /company/auth/second-factor': () => factorState(false) });
    renderScreen(<ProLayout />, { path: '/pro/account' });
    expect(await screen.findByText('Rosa Rock')).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('GET /company/auth/second-factor')).toHaveLength(1));
    expect(banner()).not.toBeInTheDocument();
  });
});
