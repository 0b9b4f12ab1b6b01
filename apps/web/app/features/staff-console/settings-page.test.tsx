import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { SettingItem } from '@upkeep/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope, mockApi } from '../../../test/api-mock';
import { renderScreen } from '../../../test/render';
import { useStaffSession } from '../../session/realm-session';
import { parseSetting, settingInputs, settingSummary } from './settings-model';
import { StaffSettingsPage } from './settings-page';

const admin = { id: 1, name: 'Ada Admin', email: 'admin@upkeep.test', role: 'admin' as const };
const support = { id: 2, name: 'Sky Staff', email: 'staff@upkeep.test', role: 'support' as const };

const SETTINGS: SettingItem[] = [
  { key: 'ticket_fee_cents', value: 499, description: 'The UpKeep booking fee in cents.' },
  { key: 'reschedule_policy', value: { freeHoursBefore: 48, feeCents: 2500 }, description: 'Rescheduling rules.' },
  { key: 'marketplace_commission_percent', value: 15, description: "UpKeep's commission." },
  { key: 'checkout_hold_minutes', value: 15, description: 'How long a checkout holds its slot.' },
  { key: 'request_expiry_hours', value: 2, description: 'Unconfirmed bookings expire.' },
  { key: 'auto_complete_days', value: 3, description: 'Jobs complete themselves.' },
  { key: 'team_email', value: 'team@upkeep.test', description: "The team's address." },
];

const render = () => renderScreen(<StaffSettingsPage />, { path: '/staff/settings' });
const section = (name: string) => screen.findByRole('region', { name });

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('how settings read and parse', () => {
  it('writes each value for a person', () => {
    expect(settingSummary('ticket_fee_cents', 499)).toBe('$4.99');
    expect(settingSummary('reschedule_policy', { freeHoursBefore: 1, feeCents: 2500 })).toBe(
      'Free until 1 hour before the visit; later, a fee of $25.00',
    );
    expect(settingSummary('marketplace_commission_percent', 12.5)).toBe('12.5%');
    expect(settingSummary('checkout_hold_minutes', 15)).toBe('15 minutes');
    expect(settingSummary('request_expiry_hours', 2)).toBe('2 hours before the start');
    expect(settingSummary('auto_complete_days', 1)).toBe('1 day');
    expect(settingSummary('team_email', 'team@upkeep.test')).toBe('team@upkeep.test');
    expect(settingSummary('something_new', { a: 1 })).toBe('{"a":1}');
  });

  it('turns dollars into cents and checks the contract’s ranges in the field’s unit', () => {
    expect(settingInputs('ticket_fee_cents', 499)).toEqual({ value: '4.99' });
    expect(parseSetting('ticket_fee_cents', { value: '5.5' })).toEqual({ ok: true, value: 550 });
    expect(parseSetting('ticket_fee_cents', { value: '5.555' })).toEqual({
      ok: false,
      errors: { value: 'Booking fee must be dollars and cents, like 4.99' },
    });
    expect(parseSetting('ticket_fee_cents', { value: '2000' })).toEqual({
      ok: false,
      errors: { value: 'Booking fee must be between $0.00 and $1,000.00' },
    });
    expect(parseSetting('reschedule_policy', { freeHoursBefore: '24', feeCents: '10' })).toEqual({
      ok: true,
      value: { freeHoursBefore: 24, feeCents: 1000 },
    });
    expect(parseSetting('reschedule_policy', { freeHoursBefore: '999', feeCents: '' })).toEqual({
      ok: false,
      errors: { feeCents: 'Later reschedule fee is required' },
    });
    expect(parseSetting('checkout_hold_minutes', { value: '2' })).toEqual({
      ok: false,
      errors: { value: 'Hold (minutes) must be between 5 and 120' },
    });
    expect(parseSetting('marketplace_commission_percent', { value: '12.5%' })).toEqual({ ok: true, value: 12.5 });
    expect(parseSetting('team_email', { value: 'nope' })).toEqual({
      ok: false,
      errors: { value: 'Team e-mail must be a valid e-mail address' },
    });
    expect(parseSetting('team_email', { value: ' Ops@UpKeep.test ' })).toEqual({ ok: true, value: 'ops@upkeep.test' });
  });
});

describe('the settings screen, for an administrator', () => {
  beforeEach(() => useStaffSession.getState().signedIn({ token: 'admin-token', user: admin }));

  it('shows every setting with its description and readable value', async () => {
    mockApi({ 'GET /staff/settings': () => envelope(200, SETTINGS) });
    render();
    const fee = await section('Booking fee');
    expect(within(fee).getByText('The UpKeep booking fee in cents.')).toBeInTheDocument();
    expect(within(fee).getByText('$4.99')).toBeInTheDocument();
    expect(within(fee).getByLabelText(/^Booking fee/)).toHaveValue('4.99');
    const policy = await section('Reschedule policy');
    expect(within(policy).getByLabelText(/^Free until/)).toHaveValue('48');
    expect(within(policy).getByLabelText(/^Later reschedule fee/)).toHaveValue('25.00');
    expect(screen.queryByText(/Only administrators change settings/)).not.toBeInTheDocument();
    // Names and units, never the keys.
    expect(within(await section('Checkout hold')).getByText('15 minutes')).toBeInTheDocument();
    for (const s of SETTINGS) expect(screen.queryByText(s.key)).not.toBeInTheDocument();
  });

  it('checks a value before sending it, then saves it and shows the new one', async () => {
    let email = 'team@upkeep.test';
    const api = mockApi({
      'GET /staff/settings': () =>
        envelope(
          200,
          SETTINGS.map((s) => (s.key === 'team_email' ? { ...s, value: email } : s)),
        ),
      'PUT /staff/settings/team_email': (call) => {
        email = (call.body as { value: string }).value;
        return envelope(200, { key: 'team_email', value: email, description: "The team's address." });
      },
    });
    render();
    const team = await section("Team's e-mail address");
    const input = within(team).getByLabelText(/^Team e-mail/);
    fireEvent.change(input, { target: { value: 'not an address' } });
    fireEvent.click(within(team).getByRole('button', { name: /^Save/ }));
    expect(await within(team).findByText('Team e-mail must be a valid e-mail address')).toBeInTheDocument();
    expect(api.callsTo('PUT /staff/settings/team_email')).toHaveLength(0);
    fireEvent.change(within(team).getByLabelText(/^Team e-mail/), { target: { value: 'ops@upkeep.test' } });
    fireEvent.click(within(team).getByRole('button', { name: /^Save/ }));
    await waitFor(() =>
      expect(api.callsTo('PUT /staff/settings/team_email')[0]?.body).toEqual({ value: 'ops@upkeep.test' }),
    );
    expect(api.callsTo('PUT /staff/settings/team_email')[0]?.token).toBe('admin-token');
    expect(await within(team).findByText('ops@upkeep.test')).toBeInTheDocument();
  });

  it('sends money in cents and the policy as its two parts', async () => {
    const api = mockApi({
      'GET /staff/settings': () => envelope(200, SETTINGS),
      'PUT /staff/settings/reschedule_policy': (call) =>
        envelope(200, { key: 'reschedule_policy', value: (call.body as { value: unknown }).value, description: '' }),
    });
    render();
    const policy = await section('Reschedule policy');
    fireEvent.change(within(policy).getByLabelText(/^Free until/), { target: { value: '24' } });
    fireEvent.change(within(policy).getByLabelText(/^Later reschedule fee/), { target: { value: '19.99' } });
    fireEvent.click(within(policy).getByRole('button', { name: /^Save/ }));
    await waitFor(() =>
      expect(api.callsTo('PUT /staff/settings/reschedule_policy')[0]?.body).toEqual({
        value: { freeHoursBefore: 24, feeCents: 1999 },
      }),
    );
  });

  it("shows the server's 400 message", async () => {
    mockApi({
      'GET /staff/settings': () => envelope(200, SETTINGS),
      'PUT /staff/settings/auto_complete_days': () =>
        envelope(400, null, 'Invalid value', { errors: [{ field: 'value', message: 'must be at most 60' }] }),
    });
    render();
    const days = await section('Automatic completion');
    fireEvent.change(within(days).getByLabelText(/^Completes after/), { target: { value: '7' } });
    fireEvent.click(within(days).getByRole('button', { name: /^Save/ }));
    expect(await within(days).findByRole('alert')).toHaveTextContent('Invalid value: value must be at most 60');
  });
});

describe('the settings screen, for support', () => {
  beforeEach(() => useStaffSession.getState().signedIn({ token: 'support-token', user: support }));

  it('is read only, and says who changes settings', async () => {
    mockApi({ 'GET /staff/settings': () => envelope(200, SETTINGS) });
    render();
    const fee = await section('Booking fee');
    expect(within(fee).getByText('$4.99')).toBeInTheDocument();
    expect(screen.getByText(/Only administrators change settings/)).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
