import type { CompanyUser } from '@upkeep/contract';

/** Luis, a crew member of Red Rock Yard Works (crew 4), his account in English unless the patch says otherwise. */
export const crewUser = (patch: Partial<CompanyUser> = {}): CompanyUser => ({
  id: 8,
  name: 'Luis Ortega',
  email: 'luis@upkeep.test',
  role: 'crew',
  crewId: 4,
  companyId: 7,
  companyName: 'Red Rock Yard Works',
  companyState: 'live',
  locale: 'en',
  hasSecondFactor: false,
  ...patch,
});
