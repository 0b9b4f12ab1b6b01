import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CompanyRename, StaffCompany } from '@upkeep/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope, mockApi } from '../../../test/api-mock';
import { renderScreen } from '../../../test/render';
import { useStaffSession } from '../../session/realm-session';
import { CompaniesPage } from './companies-page';
import { RenamesPage } from './renames-page';

const support = { id: 1, name: 'Morgan Reyes', email: 'staff@upkeep.test', role: 'support' as const };

const RENAME: CompanyRename = {
  companyId: 7,
  name: 'Desert Sentry',
  pendingName: 'Desert Sentry Pest Control',
  requestedAt: '2026-11-20T18:00:00.000Z',
  state: 'live',
  email: 'office@desert-sentry.example',
};

const company = (name: string): StaffCompany => ({
  id: 7,
  name,
  email: RENAME.email,
  phoneNumber: '7025550100',
  state: 'live',
  averageScore: null,
  reviewCount: 0,
  jobCount: 0,
  openJobCount: 0,
  commissionPercent: 15,
  commissionOverride: null,
  liveAt: '2026-01-10T17:00:00.000Z',
  suspendedReason: null,
  suspendedAt: null,
});

beforeEach(() => {
  localStorage.clear();
  useStaffSession.getState().signedIn({ token: 'staff-token', user: support });
});
afterEach(() => vi.unstubAllGlobals());

describe('the renames waiting', () => {
  const render = () => renderScreen(<RenamesPage />, { path: '/staff/company-renames' });

  it('lists each rename with the current and the new name, and approves one', async () => {
    let waiting = [RENAME];
    const api = mockApi({
      'GET /staff/company-renames': () => envelope(200, waiting),
      'POST /staff/companies/7/rename/approve': () => {
        waiting = [];
        return envelope(200, company(RENAME.pendingName), 'The company is renamed.');
      },
    });
    render();
    const table = await screen.findByRole('table', { name: 'Renames waiting' });
    const row = within(table).getAllByRole('row')[1] as HTMLElement;
    expect(within(row).getByRole('link', { name: 'Desert Sentry' })).toHaveAttribute('href', '/staff/companies/7');
    expect(row).toHaveTextContent('Desert Sentry Pest Control');
    expect(row).toHaveTextContent('Nov 20, 2026');
    expect(row).toHaveTextContent('Live');
    expect(api.callsTo('GET /staff/company-renames')[0]?.token).toBe('staff-token');

    fireEvent.click(
      within(row).getByRole('button', { name: 'Approve renaming Desert Sentry to Desert Sentry Pest Control' }),
    );
    await waitFor(() => expect(api.callsTo('POST /staff/companies/7/rename/approve')).toHaveLength(1));
    expect(await screen.findByText('Desert Sentry is now called Desert Sentry Pest Control.')).toBeInTheDocument();
    expect(await screen.findByText('No rename is waiting.')).toBeInTheDocument();
  });

  it('declines with a reason checked before sending', async () => {
    const api = mockApi({
      'GET /staff/company-renames': () => envelope(200, [RENAME]),
      'POST /staff/companies/7/rename/decline': () => envelope(200, company(RENAME.name), 'The rename is declined.'),
    });
    render();
    fireEvent.click(
      await screen.findByRole('button', { name: 'Decline renaming Desert Sentry to Desert Sentry Pest Control' }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Decline renaming Desert Sentry to Desert Sentry Pest Control?',
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(await within(dialog).findByText('Reason is required')).toBeInTheDocument();
    expect(api.callsTo('POST /staff/companies/7/rename/decline')).toHaveLength(0);

    fireEvent.change(within(dialog).getByRole('textbox', { name: /Reason/ }), {
      target: { value: ' A franchise name. ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(api.callsTo('POST /staff/companies/7/rename/decline')).toHaveLength(1));
    expect(api.callsTo('POST /staff/companies/7/rename/decline')[0]?.body).toEqual({ reason: 'A franchise name.' });
    expect(await screen.findByText('Desert Sentry keeps its name; the company is told why.')).toBeInTheDocument();
  });

  it('shows the server’s refusal of an approval', async () => {
    mockApi({
      'GET /staff/company-renames': () => envelope(200, [RENAME]),
      'POST /staff/companies/7/rename/approve': () =>
        envelope(409, null, 'A company named "Desert Sentry Pest Control" is already on UpKeep.'),
    });
    render();
    fireEvent.click(
      await screen.findByRole('button', { name: 'Approve renaming Desert Sentry to Desert Sentry Pest Control' }),
    );
    expect(
      await screen.findByText('A company named "Desert Sentry Pest Control" is already on UpKeep.'),
    ).toBeInTheDocument();
  });

  it('says when no rename is waiting, and is linked from the companies list', async () => {
    mockApi({
      'GET /staff/company-renames': () => envelope(200, []),
      'GET /staff/companies': () => envelope(200, []),
    });
    render();
    expect(await screen.findByText('No rename is waiting.')).toBeInTheDocument();
    renderScreen(<CompaniesPage />, { path: '/staff/companies' });
    expect(await screen.findByRole('link', { name: 'Renames waiting' })).toHaveAttribute(
      'href',
      '/staff/company-renames',
    );
  });
});
