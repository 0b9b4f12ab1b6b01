import { fireEvent, screen } from '@testing-library/react';
import { Messages } from '@upkeep/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Answer, envelope, mockApi } from '../../../test/api-mock';
import { renderScreen } from '../../../test/render';
import { RecoverPasswordPage } from './recover-password-page';

describe('the recover-password screen', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('needs the e-mail', async () => {
    const api = mockApi({});
    renderScreen(<RecoverPasswordPage />, { path: '/recover-password' });
    fireEvent.click(screen.getByRole('button', { name: 'Send me a password' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  const outcomes: [string, Answer][] = [
    ['sent', envelope(200, null, Messages.forgotPassword)],
    ['rate limited', envelope(429, null, 'Too many requests')],
    ['server error', envelope(500, null, 'Internal server error')],
    ['network failure', 'network-error'],
  ];
  it.each(outcomes)("says 'If this email exists we will send a password.' whatever happens (%s)", async (_, answer) => {
    const api = mockApi({ 'PUT /customer/auth/forgot-password': () => answer });
    renderScreen(<RecoverPasswordPage />, { path: '/recover-password' });
    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'someone@upkeep.test ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send me a password' }));
    expect(await screen.findByRole('status')).toHaveTextContent(Messages.forgotPassword);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(api.callsTo('PUT /customer/auth/forgot-password')[0]?.body).toEqual({ Email: 'someone@upkeep.test' });
  });
});
