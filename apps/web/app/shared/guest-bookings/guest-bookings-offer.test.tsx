import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelope, mockApi } from '../../../test/api-mock';
import { renderScreen } from '../../../test/render';
import { GuestBookingsOffer } from './guest-bookings-offer';

const TOKEN = 'customer-token';
const COUNT = 'GET /customer/guest-bookings';
const PROOF = 'POST /customer/guest-bookings/proof';
const CLAIM = 'POST /customer/guest-bookings/claim';

describe('the offer to add earlier guest bookings', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows nothing while there are none', async () => {
    const api = mockApi({ [COUNT]: () => envelope(200, { count: 0 }) });
    const { container } = renderScreen(<GuestBookingsOffer token={TOKEN} />, { path: '/' });
    await vi.waitFor(() => expect(api.callsTo(COUNT)).toHaveLength(1));
    expect(container.querySelector('[role="region"]')).toBeNull();
  });

  it('sends a code, takes it, and says how many bookings were added', async () => {
    let tries = 0;
    const api = mockApi({
      [COUNT]: () => envelope(200, { count: 2 }),
      [PROOF]: () => envelope(201, { email: 'dana@example.com', expiresAt: '2026-06-15T17:15:00.000Z' }),
      [CLAIM]: () =>
        ++tries === 1
          ? envelope(400, null, 'code: is not the code we sent', {
              errors: [{ field: 'code', message: 'is not the code we sent' }],
            })
          : envelope(200, { added: 2 }, '2 bookings added'),
    });
    renderScreen(<GuestBookingsOffer token={TOKEN} />, { path: '/' });
    expect(
      await screen.findByText(
        'You have 2 earlier bookings made as a guest with this e-mail. Add them to your account?',
      ),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Add them' }));
    expect(await screen.findByText(/We sent a 6-digit code to dana@example.com/)).toBeInTheDocument();
    expect(api.callsTo(PROOF)[0]?.token).toBe(TOKEN);

    fireEvent.change(screen.getByLabelText(/^Code/), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add the bookings' }));
    expect(await screen.findByText('is not the code we sent')).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText(/^Code/), { target: { value: '654321' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add the bookings' }));
    expect(await screen.findByText('2 bookings added')).toBeInTheDocument();
    expect(api.callsTo(CLAIM).map((c) => c.body)).toEqual([{ code: '123456' }, { code: '654321' }]);
  });
});
