import { useState } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useLocalePath } from '../i18n/locale';
import { PageLoader } from '../ui/page-loader';
import { useSessionHydrated } from './hydration';
import { useSession } from './store';

/**
 * Renders its children for a signed-in customer only (guests are not signed in). Others are sent to
 * `redirectTo`; `/sign-in` gets this screen as `returnTo`, so the customer comes back after signing in.
 * Nothing is decided before the persisted session is read back: until then everyone looks anonymous.
 *
 * A session that ends while the screen is shown (Log out, a revoked token) is not redirected from here:
 * whoever ended it navigates (home, or a reload at home), and a redirect from here would race with that
 * navigation, which React Router has not rendered yet when the session store already says "logged out".
 */
export function RequireLogin({
  redirectTo,
  children,
  orTicketLink = false,
}: {
  redirectTo: string;
  children: React.ReactNode;
  /** A ticket screen: a guest's private-link session (issue 26) is let in too; the API opens its one ticket. */
  orTicketLink?: boolean;
}) {
  const hydrated = useSessionHydrated();
  const isLoggedIn = useSession((s) => (s.isLoggedIn && Boolean(s.token)) || (orTicketLink && s.ticketLink !== null));
  const location = useLocation();
  // A Spanish screen's sign-in is the Spanish one (issue 49), where it has its twin.
  const inLocale = useLocalePath();
  // Derived state, set while rendering (React's pattern for "remember something seen in a previous render").
  const [admitted, setAdmitted] = useState(false);
  if (!hydrated) return <PageLoader />;
  if (isLoggedIn) {
    if (!admitted) setAdmitted(true);
    return children;
  }
  if (admitted) return null;
  // The query too: /detail-ticket?TicketId=123 (the confirmation e-mail's link) comes back with its ticket.
  const state = redirectTo === '/sign-in' ? { returnTo: `${location.pathname}${location.search}` } : undefined;
  return <Navigate to={inLocale(redirectTo)} replace state={state} />;
}
