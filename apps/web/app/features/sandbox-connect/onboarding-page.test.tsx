import { fireEvent, screen, waitFor } from '@testing-library/react';
import { TEST_BANK } from '@upkeep/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope, mockApi } from '../../../test/api-mock';
import { renderScreen } from '../../../test/render';
import { leave } from '../../lib/leave';
import { SandboxOnboardingPage } from './onboarding-page';

const PATH = '/sandbox/connect/onboarding/:accountId';
const ENTRY = '/sandbox/connect/onboarding/acct_sbx_1?link=tok';
const RETURN_URL = 'http://127.0.0.1:3000/pro/payouts?onboarding=return';

describe("the sandbox's onboarding page", () => {
  let went: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    went = vi.spyOn(leave, 'to').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    went.mockRestore();
  });

  const type = (label: string | RegExp, value: string) =>
    fireEvent.change(screen.getByLabelText(label), { target: { value } });

  it('takes the details and a test bank account, then goes back to the portal', async () => {
    const api = mockApi({
      'GET /sandbox/connect/accounts/acct_sbx_1/onboarding': () =>
        envelope(200, { accountId: 'acct_sbx_1', businessName: 'Desert Pools', email: 'o@example.com' }),
      'POST /sandbox/connect/accounts/acct_sbx_1/onboarding': (call) => {
        const body = call.body as { routingNumber: string };
        return body.routingNumber === TEST_BANK.routingNumber
          ? envelope(200, { returnUrl: RETURN_URL })
          : {
              status: 400,
              body: {
                statusCode: 400,
                message: 'routingNumber: Use the test routing number 110000000 (test mode).',
                data: null,
                errors: [{ field: 'routingNumber', message: 'Use the test routing number 110000000 (test mode).' }],
              },
            };
      },
    });
    renderScreen(<SandboxOnboardingPage />, { path: PATH, entries: [ENTRY] });
    expect(await screen.findByLabelText(/Business name/)).toHaveValue('Desert Pools');
    expect(api.callsTo('GET /sandbox/connect/accounts/acct_sbx_1/onboarding')[0]?.query.get('link')).toBe('tok');
    type(/first name/, 'Rosa');
    type(/last name/, 'Diaz');
    type(/Routing number/, '121000358');
    type(/Account number/, TEST_BANK.accounts.succeeds);
    fireEvent.click(screen.getByLabelText(/I accept/));
    fireEvent.click(screen.getByRole('button', { name: 'Submit and go back to UpKeep' }));
    expect(await screen.findByText('Use the test routing number 110000000 (test mode).')).toBeInTheDocument();
    expect(went).not.toHaveBeenCalled();

    type(/Routing number/, TEST_BANK.routingNumber);
    fireEvent.click(screen.getByRole('button', { name: 'Submit and go back to UpKeep' }));
    await waitFor(() => expect(went).toHaveBeenCalledWith(RETURN_URL));
    expect(api.callsTo('POST /sandbox/connect/accounts/acct_sbx_1/onboarding').at(-1)?.body).toEqual({
      link: 'tok',
      businessName: 'Desert Pools',
      businessType: 'company',
      firstName: 'Rosa',
      lastName: 'Diaz',
      routingNumber: TEST_BANK.routingNumber,
      accountNumber: TEST_BANK.accounts.succeeds,
      acceptTerms: true,
    });
  });

  it('sends the owner back for a new link when this one was used or expired', async () => {
    mockApi({
      'GET /sandbox/connect/accounts/acct_sbx_1/onboarding': () => envelope(410, null, 'This onboarding link expired'),
    });
    renderScreen(<SandboxOnboardingPage />, { path: PATH, entries: [ENTRY] });
    await waitFor(() => expect(went).toHaveBeenCalledWith('/pro/payouts?onboarding=refresh'));
  });

  it('says where the page opens from when there is no link', async () => {
    mockApi({});
    renderScreen(<SandboxOnboardingPage />, { path: PATH, entries: ['/sandbox/connect/onboarding/acct_sbx_1'] });
    expect(await screen.findByRole('alert')).toHaveTextContent('opens from the Payouts screen');
  });
});
