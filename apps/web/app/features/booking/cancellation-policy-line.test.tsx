import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelope, mockApi } from '../../../test/api-mock';
import { renderScreen } from '../../../test/render';
import { CancellationPolicyLine } from './cancellation-policy-line';

describe('the cancelation policy near Pay (issue 46)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('states the fee and when it applies, as the API answers the policy', async () => {
    mockApi({
      'GET /customer/ticket/fee': () =>
        envelope(200, { fee: 4.99, feeCents: 499, cancellationPolicy: { fee: 25, freeHoursBefore: 48 } }),
    });
    renderScreen(<CancellationPolicyLine />, { path: '/checkout' });
    expect(await screen.findByTestId('cancellation-policy')).toHaveTextContent(
      'Free cancellation until the company confirms, and until 48 hours before the visit; after that, $25.00 is kept for the company.',
    );
    expect(screen.getByRole('link', { name: 'Cancelation policy' })).toHaveAttribute(
      'href',
      '/legal/cancelation-policy.pdf',
    );
  });

  it('promises a full refund when the policy keeps nothing', async () => {
    mockApi({
      'GET /customer/ticket/fee': () =>
        envelope(200, { fee: 4.99, feeCents: 499, cancellationPolicy: { fee: 0, freeHoursBefore: 48 } }),
    });
    renderScreen(<CancellationPolicyLine />, { path: '/checkout' });
    expect(await screen.findByTestId('cancellation-policy')).toHaveTextContent('Cancel any time for a full refund.');
  });
});
