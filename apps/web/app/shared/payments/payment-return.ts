/**
 * The way to a 3-D Secure challenge and back, as Stripe's redirects do it: the paying page goes to the
 * challenge page the provider named (its `next_action`), and the challenge page brings the customer back
 * to the paying page's address with `payment_intent`, `payment_intent_client_secret` and
 * `redirect_status` added. The paying page then validates the payment as it would have without the
 * detour. The router state of the paying page (which ticket, which charge, which new time) travels
 * with the customer and comes back with them.
 */
import { isAppPath, PAYMENT_RETURN_PARAMS } from '@upkeep/contract';
import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';

const P = PAYMENT_RETURN_PARAMS;

/** The router state the challenge page carries for the paying page. */
export interface ChallengeState {
  returnState: unknown;
}

export function readChallengeState(state: unknown): ChallengeState | null {
  return typeof state === 'object' && state !== null && 'returnState' in state ? (state as ChallengeState) : null;
}

/** A payment the customer came back to after its challenge: the intent and what the challenge page saw. */
export interface ReturnedPayment {
  paymentIntentId: string;
  redirectStatus: 'succeeded' | 'failed';
}

export function readPaymentReturn(search: URLSearchParams): ReturnedPayment | null {
  const paymentIntentId = search.get(P.intent);
  if (!paymentIntentId) return null;
  return { paymentIntentId, redirectStatus: search.get(P.redirectStatus) === 'succeeded' ? 'succeeded' : 'failed' };
}

/** A path and query without the return parameters: where to come back to, and what to show afterwards. */
export function withoutPaymentReturn(pathname: string, search: string): string {
  const query = new URLSearchParams(search);
  for (const key of Object.values(P)) query.delete(key);
  const rest = query.toString();
  return rest ? `${pathname}?${rest}` : pathname;
}

/** The paying page's address with Stripe's return parameters added, or null for anything but a path of this site. */
export function returnAddress(
  returnUrl: string | null,
  payment: { paymentIntentId: string; clientSecret: string; redirectStatus: 'succeeded' | 'failed' },
): string | null {
  if (!returnUrl || !isAppPath(returnUrl)) return null;
  const url = new URL(returnUrl, 'http://upkeep.invalid');
  url.searchParams.set(P.intent, payment.paymentIntentId);
  url.searchParams.set(P.clientSecret, payment.clientSecret);
  url.searchParams.set(P.redirectStatus, payment.redirectStatus);
  return `${url.pathname}${url.search}`;
}

/** This page's address for the provider's `return_url`. */
export function useReturnUrl(): string {
  const location = useLocation();
  return withoutPaymentReturn(location.pathname, location.search);
}

/** Goes to the challenge page, carrying this page's router state for the way back. */
export function useGoToChallenge(): (url: string) => void {
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(
    (url: string) => {
      const state: ChallengeState = { returnState: location.state ?? null };
      void navigate(url, { state });
    },
    [navigate, location.state],
  );
}

/**
 * The payment this page was brought back to after a challenge, if any, and `done()` to take the return
 * parameters off the address (keeping the router state), so that a reload does not validate again.
 */
export function usePaymentReturn(): { returned: ReturnedPayment | null; done: () => void } {
  const location = useLocation();
  const navigate = useNavigate();
  const returned = useMemo(() => readPaymentReturn(new URLSearchParams(location.search)), [location.search]);
  const done = useCallback(() => {
    void navigate(withoutPaymentReturn(location.pathname, location.search), {
      replace: true,
      state: location.state,
    });
  }, [navigate, location.pathname, location.search, location.state]);
  return { returned, done };
}
