/**
 * Where the account screens come from and go to (spec 000 sections 2 and 4), as router location state:
 * - /sign-in takes `returnToBook` (the estimate screen sent the visitor: back to /booking after login),
 *   `ScheduledCheckout` (a scheduled checkout sent them: back one page after login, and a Continue as
 *   guest button; the spec's default for going back is true, the guest button needs it explicitly true),
 *   and our own `returnTo` (a private screen such as /profile redirected here: go there after login).
 * - /sign-up takes `returnToBook` and `inputEmail` (the home page's sign-up box).
 */
import { useNavigate } from 'react-router';

/** Redirects after a confirmation happen 2 to 3.5 seconds after it shows (spec 000 section 4). */
export const CONFIRMATION_REDIRECT_MS = 2500;

export interface SignInState {
  returnToBook?: boolean;
  ScheduledCheckout?: boolean;
  returnTo?: string;
}

export interface SignUpState {
  returnToBook?: boolean;
  inputEmail?: string;
}

function record(state: unknown): Record<string, unknown> {
  return state !== null && typeof state === 'object' ? (state as Record<string, unknown>) : {};
}

/** Only a path of this app: `/profile`, never `//evil.example` or `https://…`. */
export function isAppPath(value: unknown): value is string {
  return typeof value === 'string' && value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\');
}

export function readSignInState(state: unknown): SignInState {
  const s = record(state);
  return {
    returnToBook: s.returnToBook === true,
    ScheduledCheckout: typeof s.ScheduledCheckout === 'boolean' ? s.ScheduledCheckout : undefined,
    returnTo: isAppPath(s.returnTo) ? s.returnTo : undefined,
  };
}

export function readSignUpState(state: unknown): SignUpState {
  const s = record(state);
  return {
    returnToBook: s.returnToBook === true,
    inputEmail: typeof s.inputEmail === 'string' ? s.inputEmail : undefined,
  };
}

/** -1 means "back one page". */
export type Destination = string | -1;

/**
 * After a sign-in: a temporary password must be replaced first; then /booking when the estimate screen
 * sent the visitor; then the private screen that redirected here; then back one page (ScheduledCheckout,
 * true unless said otherwise) when there is a page of this app to go back to; else /home.
 */
export function destinationAfterLogin(state: SignInState, tempPassword: boolean, canGoBack: boolean): Destination {
  if (tempPassword) return '/reset-password';
  if (state.returnToBook) return '/booking';
  if (state.returnTo) return state.returnTo;
  if ((state.ScheduledCheckout ?? true) && canGoBack) return -1;
  return '/home';
}

/** After a sign-up: /booking when the estimate screen sent the visitor, else /home. */
export function destinationAfterSignUp(state: SignUpState): string {
  return state.returnToBook ? '/booking' : '/home';
}

/**
 * Whether this screen was reached from another page of the app: React Router gives the first entry of a
 * visit the key 'default', and keeps the keys of later entries across reloads in history.state.
 */
export function cameFromApp(locationKey: string): boolean {
  return locationKey !== 'default';
}

/** Navigates to a Destination. */
export function useGoTo() {
  const navigate = useNavigate();
  return (destination: Destination) => {
    if (destination === -1) void navigate(-1);
    else void navigate(destination);
  };
}
