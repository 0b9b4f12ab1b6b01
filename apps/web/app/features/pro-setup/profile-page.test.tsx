import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { CompanyProfile } from '@upkeep/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope, mockApi } from '../../../test/api-mock';
import { renderScreen } from '../../../test/render';
import { useCompanySession } from '../../session/realm-session';
import { ProfilePage } from './profile-page';
import { PRO_TOKEN, signInPro } from './test-session';

const PROFILE: CompanyProfile = {
  name: 'Red Rock Yard Works',
  description: 'Yards done right.',
  tags: ['Family owned'],
  phoneNumber: '7025550100',
  email: 'office@redrock.test',
  address: '100 Main St',
  city: 'Las Vegas',
  zipCode: '89101',
  isInsured: true,
  isLicensed: false,
  logo: '/api/companies/7/logo',
  state: 'setting_up',
  pendingName: null,
};

describe('the company profile', () => {
  beforeEach(() => act(() => signInPro()));
  afterEach(() => vi.unstubAllGlobals());

  it('checks the form with the contract before sending', async () => {
    const api = mockApi({ 'GET /company/profile': () => envelope(200, PROFILE) });
    renderScreen(<ProfilePage />, { path: '/pro/profile' });
    const name = await screen.findByLabelText(/Company name/);
    fireEvent.change(name, { target: { value: '  ' } });
    fireEvent.change(screen.getByLabelText(/Email/), { target: { value: 'not-an-email' } });
    fireEvent.change(screen.getByLabelText(/Phone/), { target: { value: '702555' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Email must be a valid e-mail address')).toBeInTheDocument();
    expect(screen.getByLabelText(/Company name/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/Phone/)).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('PUT /company/profile')).toHaveLength(0);
  });

  it('sends the edited profile and keeps the session’s company name in step', async () => {
    const api = mockApi({
      'GET /company/profile': () => envelope(200, PROFILE),
      'PUT /company/profile': (call) => envelope(200, { ...PROFILE, ...(call.body as object) }),
    });
    renderScreen(<ProfilePage />, { path: '/pro/profile' });
    fireEvent.change(await screen.findByLabelText(/Company name/), { target: { value: 'Red Rock Yards' } });
    fireEvent.change(screen.getByLabelText(/Phone/), { target: { value: '(702) 555-0199' } });
    fireEvent.click(screen.getByLabelText('Licensed'));
    fireEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Profile saved.')).toBeInTheDocument();
    const [put] = api.callsTo('PUT /company/profile');
    expect(put?.token).toBe(PRO_TOKEN);
    expect(put?.body).toEqual({
      name: 'Red Rock Yards',
      description: 'Yards done right.',
      tags: ['Family owned'],
      phoneNumber: '7025550199',
      email: 'office@redrock.test',
      address: '100 Main St',
      city: 'Las Vegas',
      zipCode: '89101',
      isInsured: true,
      isLicensed: true,
    });
    expect(useCompanySession.getState().user?.companyName).toBe('Red Rock Yards');
  });

  it('shows a server 400 at its field and keeps what was typed', async () => {
    mockApi({
      'GET /company/profile': () => envelope(200, PROFILE),
      'PUT /company/profile': () =>
        envelope(400, null, 'Validation failed', { errors: [{ field: 'zipCode', message: 'is not served' }] }),
    });
    renderScreen(<ProfilePage />, { path: '/pro/profile' });
    fireEvent.change(await screen.findByLabelText(/Zip code/), { target: { value: '89999' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Zip code is not served')).toBeInTheDocument();
    expect(screen.getByLabelText(/Zip code/)).toHaveValue('89999');
  });

  it("shows a live company's rename waiting for UpKeep's approval, the session keeping the old name", async () => {
    const live: CompanyProfile = { ...PROFILE, state: 'live' };
    const api = mockApi({
      'GET /company/profile': () => envelope(200, live),
      'PUT /company/profile': (call) =>
        envelope(200, { ...live, ...(call.body as object), name: live.name, pendingName: 'Red Rock Yards' }),
    });
    renderScreen(<ProfilePage />, { path: '/pro/profile' });
    expect(
      await screen.findByText(/waits for UpKeep's approval; customers see Red Rock Yard Works/),
    ).toBeInTheDocument();
    expect(screen.queryByText(/waiting for UpKeep's approval/)).not.toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(/Company name/), { target: { value: 'Red Rock Yards' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByRole('status', { name: 'Rename waiting' })).toHaveTextContent(
      "Rename to Red Rock Yards waiting for UpKeep's approval",
    );
    expect(api.callsTo('PUT /company/profile')[0]?.body).toMatchObject({ name: 'Red Rock Yards' });
    expect(useCompanySession.getState().user?.companyName).toBe('Red Rock Yard Works');
  });

  it('opens with the name asked for while its rename waits', async () => {
    mockApi({
      'GET /company/profile': () => envelope(200, { ...PROFILE, state: 'live', pendingName: 'Red Rock Yards' }),
    });
    renderScreen(<ProfilePage />, { path: '/pro/profile' });
    expect(await screen.findByText("Rename to Red Rock Yards waiting for UpKeep's approval")).toBeInTheDocument();
    expect(screen.getByLabelText(/Company name/)).toHaveValue('Red Rock Yards');
  });

  it('refuses a logo too big or of another type before uploading, and uploads a good one as is', async () => {
    const api = mockApi({
      'GET /company/profile': () => envelope(200, { ...PROFILE, logo: '' }),
      'PUT /company/profile/logo': () => envelope(200, { logo: '/api/companies/7/logo?v=2' }),
    });
    renderScreen(<ProfilePage />, { path: '/pro/profile' });
    const input = await screen.findByLabelText('Logo file');
    const big = new File([new Uint8Array(1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [big] } });
    expect(await screen.findByText('The logo must be at most 1 MB.')).toBeInTheDocument();
    const gif = new File(['GIF89a'], 'logo.gif', { type: 'image/gif' });
    fireEvent.change(input, { target: { files: [gif] } });
    expect(await screen.findByText('The logo must be a PNG, JPEG or WebP image.')).toBeInTheDocument();
    expect(api.callsTo('PUT /company/profile/logo')).toHaveLength(0);

    const png = new File([new Uint8Array([137, 80, 78, 71])], 'logo.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [png] } });
    await waitFor(() => expect(screen.getByRole('img', { name: 'Your current logo' })).toBeInTheDocument());
    const [, init] = api.fetchMock.mock.calls.find(([url]) => String(url).includes('/company/profile/logo')) ?? [];
    expect(init?.method).toBe('PUT');
    expect(init?.body).toBe(png);
    expect(init?.headers).toMatchObject({ 'content-type': 'image/png', authorization: `Bearer ${PRO_TOKEN}` });
  });
});
