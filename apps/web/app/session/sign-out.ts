/**
 * Log out (spec 000 section 2): the server revokes the token (POST /customer/auth/logout), so a copy of it,
 * stolen or left in another tab, stops working; the browser forgets the session at once, whatever the
 * server answers (offline, or the token already dead), because a person who logs out must be logged out.
 */
// The domain's endpoints, not the whole registry: this module is in every page's bundle.
import { accountEndpoints } from '@upkeep/contract';
import { api } from '../lib/api';
import { useSession } from './store';

export function signOut(): Promise<void> {
  const { token } = useSession.getState();
  useSession.getState().logout();
  if (!token) return Promise.resolve();
  return api(accountEndpoints.logout, { token, reportUnauthorized: false }).then(
    () => undefined,
    () => undefined,
  );
}
