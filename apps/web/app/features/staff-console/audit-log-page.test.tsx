import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AuditLogEntry } from '@upkeep/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope, mockApi } from '../../../test/api-mock';
import { renderScreen } from '../../../test/render';
import { useStaffSession } from '../../session/realm-session';
import { auditChanges, formatAuditValue } from './audit-diff';
import { AuditLogPage } from './audit-log-page';

const admin = { id: 1, name: 'Ada Admin', email: 'admin@upkeep.test', role: 'admin' as const };
const support = { id: 2, name: 'Sky Staff', email: 'staff@upkeep.test', role: 'support' as const };

function entry(id: number, patch: Partial<AuditLogEntry> = {}): AuditLogEntry {
  return {
    id,
    at: '2026-11-20T17:05:00.000Z',
    staffEmail: 'admin@upkeep.test',
    action: 'setting.update',
    target: 'setting:team_email',
    before: { value: 'team@upkeep.test' },
    after: { value: 'ops@upkeep.test' },
    ...patch,
  };
}

const pages = (pageNumber: number, totalPages: number, totalCount: number) => ({
  pages: { pageNumber, pageSize: 50, totalCount, totalPages },
});

const render = (url = '/staff/audit-log') =>
  renderScreen(<AuditLogPage />, { path: '/staff/audit-log', entries: [url] });

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('what an entry changed', () => {
  it('lists only the keys that differ, added, removed or changed', () => {
    expect(
      auditChanges(
        { active: true, role: 'support', name: 'Sky', tags: [1, 2] },
        { active: false, role: 'support', name: 'Sky', note: 'x', tags: [1, 2] },
      ),
    ).toEqual([
      { key: 'active', kind: 'changed', before: true, after: false },
      { key: 'note', kind: 'added', before: undefined, after: 'x' },
    ]);
    expect(auditChanges(null, { id: 3, email: 'n@upkeep.test' })).toHaveLength(2);
    expect(auditChanges({ hidden: false }, null)).toEqual([
      { key: 'hidden', kind: 'removed', before: false, after: undefined },
    ]);
    expect(auditChanges(499, 599)).toEqual([{ key: null, kind: 'changed', before: 499, after: 599 }]);
    expect(auditChanges({ a: 1, b: 2 }, { b: 2, a: 1 })).toEqual([]);
    expect(formatAuditValue(undefined)).toBe('(none)');
    expect(formatAuditValue({ feeCents: 2500 })).toBe('{"feeCents":2500}');
  });
});

describe('the audit log, for an administrator', () => {
  beforeEach(() => useStaffSession.getState().signedIn({ token: 'admin-token', user: admin }));

  it('shows the entries newest first, each opening to its before and after', async () => {
    const api = mockApi({
      'GET /staff/audit-log': () =>
        envelope(
          200,
          [
            entry(2),
            entry(1, { action: 'staff.invite', target: 'staff:7', before: null, after: { email: 'n@upkeep.test' } }),
          ],
          'OK',
          pages(1, 1, 2),
        ),
    });
    render();
    const row = await screen.findByRole('listitem', { name: 'setting.update on setting:team_email' });
    expect(api.callsTo('GET /staff/audit-log')[0]?.token).toBe('admin-token');
    expect(within(row).getByText('By admin@upkeep.test')).toBeInTheDocument();
    const toggle = within(row).getByRole('button', { name: 'Show changes (1)' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(toggle);
    expect(within(row).getByRole('button', { name: 'Hide changes' })).toHaveAttribute('aria-expanded', 'true');
    expect(within(row).getByText('team@upkeep.test')).toBeInTheDocument();
    expect(within(row).getByText('ops@upkeep.test')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 1 · 2 entries')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  it('keeps the filters in the URL and sends them as the API names them', async () => {
    const api = mockApi({ 'GET /staff/audit-log': () => envelope(200, [entry(1)], 'OK', pages(1, 1, 1)) });
    render('/staff/audit-log?action=ticket.');
    await screen.findByRole('listitem');
    expect(api.callsTo('GET /staff/audit-log')[0]?.query.get('Action')).toBe('ticket.');
    expect(screen.getByLabelText(/^Action/)).toHaveValue('ticket.');
    fireEvent.change(screen.getByLabelText(/^Staff e-mail/), { target: { value: 'admin@upkeep.test' } });
    fireEvent.change(screen.getByLabelText(/^Target/), { target: { value: 'setting:team_email' } });
    fireEvent.change(screen.getByLabelText(/^From/), { target: { value: '2026-11-01' } });
    fireEvent.change(screen.getByLabelText(/^To/), { target: { value: '2026-11-30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
    await waitFor(() => expect(api.callsTo('GET /staff/audit-log')).toHaveLength(2));
    const query = api.callsTo('GET /staff/audit-log')[1]?.query;
    expect(Object.fromEntries(query ?? [])).toEqual({
      StaffEmail: 'admin@upkeep.test',
      Action: 'ticket.',
      Target: 'setting:team_email',
      MinDate: '2026-11-01',
      MaxDate: '2026-11-30',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect([...(api.callsTo('GET /staff/audit-log')[2]?.query ?? [])]).toEqual([]));
  });

  it('pages through the log', async () => {
    const api = mockApi({
      'GET /staff/audit-log': (call) => {
        const page = Number(call.query.get('Page') ?? 1);
        return envelope(200, [entry(page === 1 ? 60 : 5)], 'OK', pages(page, 2, 51));
      },
    });
    render();
    await screen.findByText('Page 1 of 2 · 51 entries');
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Page 2 of 2 · 51 entries')).toBeInTheDocument();
    expect(api.callsTo('GET /staff/audit-log')[1]?.query.get('Page')).toBe('2');
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  it('says when nothing matches', async () => {
    mockApi({ 'GET /staff/audit-log': () => envelope(200, [], 'OK', pages(1, 0, 0)) });
    render('/staff/audit-log?email=nobody@upkeep.test');
    expect(await screen.findByText('No changes match these filters.')).toBeInTheDocument();
  });
});

describe('the audit log, for support', () => {
  beforeEach(() => useStaffSession.getState().signedIn({ token: 'support-token', user: support }));

  it('says it is for administrators, and asks the server nothing', () => {
    const api = mockApi({});
    render();
    expect(screen.getByRole('alert')).toHaveTextContent('For administrators only');
    expect(api.calls).toHaveLength(0);
  });
});
