/**
 * Where the account screens come from and go to (spec 000 sections 2 and 4), as router location state:
 * - /sign-in takes `returnToBook` (the estimate screen sent the visitor: back to /booking after login),
 *   `ScheduledCheckout` (a scheduled checkout sent them: back one page after login, and a Continue as
 *   guest button; the spec's default for going back is true, the guest button needs it explicitly true),
 *   and our own `returnTo` (a private screen such as /profile redirected here, or the navbar's Sign In was
 *   pressed on a screen of the funnel: go there after login, with `returnState`, the router state that screen
 *   had: the companies list's search, the questionnaire's entry; issue 26).
 * - /sign-up takes `returnToBook`, `returnTo` with `returnState`, and `inputEmail` (the home page's sign-up box).
 */
import { useNavigate } from 'react-router';

/** Redirects after a confirmation happen 2 to 3.5 seconds after it shows (spec 000 section 4). */
export const CONFIRMATION_REDIRECT_MS = 2500;

export interface SignInState {
  returnToBook?: boolean;
  ScheduledCheckout?: boolean;
  returnTo?: string;
  /** The router state of the screen at `returnTo`, given back to it. */
  returnState?: unknown;
}

export interface SignUpState {
  returnToBook?: boolean;
  returnTo?: string;
  returnState?: unknown;
  inputEmail?: string;
}

/**
 * Where the account screens lead on to: the screens between them are not places to come back to (in either language:
 * `/es/sign-up` too).
 */
const ACCOUNT_SCREENS = ['/sign-in', '/sign-up', '/recover-password', '/reset-password'].flatMap((path) => [
  path,
  `/es${path}`,
]);

/**
 * The sign-in link's state on a screen (the navbar's Sign In): come back here after signing in, with this
 * screen's router state (the slot and the answers themselves are kept in the session). Nothing on the
 * account screens themselves.
 */
export function returnHere(location: { pathname: string; search: string; state: unknown }): SignInState | undefined {
  if (ACCOUNT_SCREENS.some((p) => location.pathname === p || location.pathname.startsWith(`${p}/`))) return undefined;
  const returnTo = `${location.pathname}${location.search}`;
  if (!isAppPath(returnTo)) return undefined;
  return location.state === null || location.state === undefined
    ? { returnTo }
    : { returnTo, returnState: location.state };
}

/** What the account screens pass on to each other (sign-in ↔ sign-up), so either one leads back. */
export function passedOn(state: SignInState | SignUpState): SignUpState {
  return {
    ...(state.returnToBook ? { returnToBook: true } : {}),
    ...(state.returnTo ? { returnTo: state.returnTo } : {}),
    ...(state.returnTo && state.returnState !== undefined ? { returnState: state.returnState } : {}),
  };
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
  const returnTo = isAppPath(s.returnTo) ? s.returnTo : undefined;
  return {
    returnToBook: s.returnToBook === true,
    ScheduledCheckout: typeof s.ScheduledCheckout === 'boolean' ? s.ScheduledCheckout : undefined,
    returnTo,
    ...(returnTo && s.returnState !== undefined ? { returnState: s.returnState } : {}),
  };
}

export function readSignUpState(state: unknown): SignUpState {
  const s = record(state);
  const returnTo = isAppPath(s.returnTo) ? s.returnTo : undefined;
  return {
    returnToBook: s.returnToBook === true,
    inputEmail: typeof s.inputEmail === 'string' ? s.inputEmail : undefined,
    ...(returnTo ? { returnTo } : {}),
    ...(returnTo && s.returnState !== undefined ? { returnState: s.returnState } : {}),
  };
}

/** -1 means "back one page"; a path with state goes there with that router state. */
export type Destination = string | -1 | { to: string; state: unknown };

const returnDestination = (returnTo: string, returnState: unknown): Exclude<Destination, -1> =>
  returnState === undefined ? returnTo : { to: returnTo, state: returnState };

/**
 * After a sign-in: a temporary password must be replaced first; then /booking when the estimate screen
 * sent the visitor; then the private screen that redirected here; then back one page (ScheduledCheckout,
 * true unless said otherwise) when there is a page of this app to go back to; else /home.
 */
export function destinationAfterLogin(state: SignInState, tempPassword: boolean, canGoBack: boolean): Destination {
  if (tempPassword) return '/reset-password';
  if (state.returnToBook) return '/booking';
  if (state.returnTo) return returnDestination(state.returnTo, state.returnState);
  if ((state.ScheduledCheckout ?? true) && canGoBack) return -1;
  return '/home';
}

/** After a sign-up: /booking when the estimate screen sent the visitor; the screen the visitor came from; else /home. */
export function destinationAfterSignUp(state: SignUpState): Exclude<Destination, -1> {
  if (state.returnToBook) return '/booking';
  if (state.returnTo) return returnDestination(state.returnTo, state.returnState);
  return '/home';
}

/**
 * A destination in the screen's language (issue 49): `inLocale` gives a path's twin where it has one, so the Spanish
 * sign-in and sign-up lead to `/es/home`, `/es/booking`, `/es/reset-password`; a path already in a language, or
 * without a twin, stays as it is.
 */
export function destinationIn<D extends Destination>(destination: D, inLocale: (path: string) => string): D {
  if (destination === -1) return destination;
  if (typeof destination === 'string') return inLocale(destination) as D;
  return { to: inLocale(destination.to), state: destination.state } as D;
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
    else if (typeof destination === 'string') void navigate(destination);
    else void navigate(destination.to, { state: destination.state });
  };
}
