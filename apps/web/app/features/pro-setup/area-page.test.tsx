import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope, mockApi } from '../../../test/api-mock';
import { renderScreen } from '../../../test/render';
import { AreaPage } from './area-page';
import { signInPro } from './test-session';

const ZIPS = {
  zipCodes: ['89101'],
  available: [
    { code: '89101', city: 'Las Vegas', community: 'Downtown' },
    { code: '89117', city: 'Las Vegas', community: 'Summerlin' },
    { code: '89052', city: 'Henderson', community: 'Green Valley' },
    { code: '89014', city: 'Henderson', community: 'Whitney Ranch' },
  ],
};

describe('the service area', () => {
  beforeEach(() => act(() => signInPro()));
  afterEach(() => vi.unstubAllGlobals());

  it('groups the zip codes by city, filters them and saves the chosen ones', async () => {
    const api = mockApi({
      'GET /company/zip-codes': () => envelope(200, ZIPS),
      'PUT /company/zip-codes': (call) => envelope(200, { ...ZIPS, ...(call.body as object) }),
    });
    renderScreen(<AreaPage />, { path: '/pro/area' });
    expect(await screen.findByRole('group', { name: 'Henderson' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: '89101 Downtown' })).toBeChecked();
    fireEvent.click(screen.getByRole('checkbox', { name: '89117 Summerlin' }));
    fireEvent.click(
      within(screen.getByRole('group', { name: 'Henderson' })).getByRole('button', { name: /Select all/ }),
    );
    fireEvent.click(screen.getByRole('checkbox', { name: '89101 Downtown' }));
    fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'green' } });
    expect(screen.queryByRole('checkbox', { name: '89117 Summerlin' })).toBeNull();
    expect(screen.getByRole('checkbox', { name: '89052 Green Valley' })).toBeChecked();
    expect(screen.getByText('3 zip codes served')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Save service area' }));
    expect(await screen.findByText('Service area saved.')).toBeInTheDocument();
    expect(api.callsTo('PUT /company/zip-codes')[0]?.body).toEqual({ zipCodes: ['89014', '89052', '89117'] });
  });
});
