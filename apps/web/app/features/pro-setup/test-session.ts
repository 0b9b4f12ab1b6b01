/** A signed-in company owner for the portal screens' tests. */
import type { CompanyUser } from '@upkeep/contract';
import { useCompanySession } from '../../session/realm-session';

export const PRO_TOKEN = 'pro-token';
export const PRO_USER: CompanyUser = {
  id: 1,
  name: 'Rosa',
  email: 'pro@upkeep.test',
  role: 'owner',
  crewId: null,
  companyId: 7,
  companyName: 'Red Rock Yard Works',
  companyState: 'setting_up',
  locale: 'en',
  hasSecondFactor: false,
};

export function signInPro() {
  useCompanySession.setState({ token: PRO_TOKEN, user: PRO_USER });
}
