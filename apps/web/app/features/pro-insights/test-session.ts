/** A signed-in company owner for the insights screens' tests. */
import { useCompanySession } from '../../session/realm-session';

export const PRO_TOKEN = 'pro-token';

export function signInPro() {
  useCompanySession.setState({
    token: PRO_TOKEN,
    user: {
      id: 1,
      name: 'Rosa',
      email: 'pro@upkeep.test',
      role: 'owner',
      crewId: null,
      companyId: 7,
      companyName: 'Red Rock Yard Works',
      companyState: 'live',
      locale: 'en',
      hasSecondFactor: false,
    },
  });
}
