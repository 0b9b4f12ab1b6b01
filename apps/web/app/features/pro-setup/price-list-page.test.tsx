import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { PriceList } from '@upkeep/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope, mockApi } from '../../../test/api-mock';
import { renderScreen } from '../../../test/render';
import { durationOptions, previewTotal, priceListValues } from './price-list-model';
import { PriceListPage } from './price-list-page';
import { signInPro } from './test-session';

const LIST: PriceList = {
  offered: true,
  basePrice: 25,
  baseDuration: '00:30:00',
  serviceCallPrice: 79,
  serviceCallDuration: '01:00:00',
  items: [
    { featureValueId: 10, price: 40, duration: '00:45:00' },
    { featureValueId: 20, price: 15, duration: '00:15:00' },
  ],
  features: [
    {
      id: 1,
      question: 'What do you need?',
      values: [
        { id: 10, value: 'Mowing' },
        { id: 11, value: 'Tree removal' },
      ],
    },
    { id: 2, question: 'How big?', values: [{ id: 20, value: 'Small lawn' }] },
  ],
};

const SERVICES = [{ serviceId: 3, name: 'Landscaping', offered: true }];
const PATH = '/pro/services/:serviceId';
const show = () => renderScreen(<PriceListPage />, { path: PATH, entries: ['/pro/services/3'] });

describe('the price list editor', () => {
  beforeEach(() => act(() => signInPro()));
  afterEach(() => vi.unstubAllGlobals());

  it('offers durations from 0:00 to 8:00 as hh:mm:ss', () => {
    const options = durationOptions();
    expect(options[0]).toEqual({ value: '00:00:00', label: '0:00' });
    expect(options.at(-1)).toEqual({ value: '08:00:00', label: '8:00' });
    expect(options.map((o) => o.value)).toContain('01:15:00');
    expect(durationOptions(['10:00:00']).at(-1)?.value).toBe('10:00:00');
  });

  it('previews a total with offer search’s pricing', () => {
    const values = priceListValues(LIST);
    expect(previewTotal(values, [10, 20])?.totalCents).toBe(2500 + 4000 + 1500);
    expect(previewTotal(values, [10, 20])?.durationMinutes).toBe(90);
  });

  it('sends dollars and hh:mm:ss for every value, and previews the total of the answers picked', async () => {
    const api = mockApi({
      'GET /company/services': () => envelope(200, SERVICES),
      'GET /company/services/3/price-list': () => envelope(200, LIST),
      'PUT /company/services/3/price-list': () => envelope(200, LIST),
    });
    show();
    expect(await screen.findByRole('heading', { name: 'Prices: Landscaping' })).toBeInTheDocument();
    // Mowing $40 + Small lawn $15 + base $25
    expect(screen.getByTestId('preview-total')).toHaveTextContent('Total $80.00');
    fireEvent.change(screen.getByLabelText('Price for Tree removal'), { target: { value: '450.5' } });
    fireEvent.change(screen.getByLabelText('Time for Tree removal'), { target: { value: '04:00:00' } });
    fireEvent.change(screen.getByLabelText('Base price'), { target: { value: '30' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'What do you need?' }), { target: { value: '11' } });
    // Tree removal $450.50 + Small lawn $15 + base $30
    await waitFor(() => expect(screen.getByTestId('preview-total')).toHaveTextContent('Total $495.50'));
    fireEvent.click(screen.getByRole('button', { name: 'Save prices' }));
    expect(await screen.findByText('Prices saved. Customers see them at once.')).toBeInTheDocument();
    expect(api.callsTo('PUT /company/services/3/price-list')[0]?.body).toEqual({
      basePrice: 30,
      baseDuration: '00:30:00',
      serviceCallPrice: 79,
      serviceCallDuration: '01:00:00',
      items: [
        { featureValueId: 10, price: 40, duration: '00:45:00' },
        { featureValueId: 11, price: 450.5, duration: '04:00:00' },
        { featureValueId: 20, price: 15, duration: '00:15:00' },
      ],
    });
  });

  it('shows a server 400 at its field', async () => {
    mockApi({
      'GET /company/services': () => envelope(200, SERVICES),
      'GET /company/services/3/price-list': () => envelope(200, LIST),
      'PUT /company/services/3/price-list': () =>
        envelope(400, null, 'Validation failed', { errors: [{ field: 'items.1.price', message: 'is too high' }] }),
    });
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Save prices' }));
    expect(await screen.findByText('is too high')).toBeInTheDocument();
    expect(screen.getByLabelText('Price for Tree removal')).toHaveAttribute('aria-invalid', 'true');
  });

  it('stops offering the service after a confirmation', async () => {
    const api = mockApi({
      'GET /company/services': () => envelope(200, SERVICES),
      'GET /company/services/3/price-list': () => envelope(200, LIST),
      'DELETE /company/services/3/price-list': () => envelope(200, null),
    });
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Stop offering' }));
    const dialog = await screen.findByRole('dialog');
    expect(api.callsTo('DELETE /company/services/3/price-list')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Stop offering' }));
    await waitFor(() => expect(api.callsTo('DELETE /company/services/3/price-list')).toHaveLength(1));
    expect(await screen.findByTestId('where')).toHaveTextContent('/pro/services');
  });
});
