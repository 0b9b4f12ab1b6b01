/**
 * A company user's roles and a company's states, apart from company.ts's schemas so that the portal's frame loads
 * them without zod (issue 48, decision 0035); company.ts exports them too.
 */

/**
 * Who a company user is: its owner, office staff, or a crew member (issue 29), who sees their crew's jobs only
 * (no prices, earnings, settings or other crews' jobs).
 */
export const COMPANY_ROLES = ['owner', 'staff', 'crew'] as const;
export type CompanyRole = (typeof COMPANY_ROLES)[number];
/** How the portal and the console name each role. */
export const COMPANY_ROLE_LABELS: Record<CompanyRole, string> = { owner: 'Owner', staff: 'Staff', crew: 'Crew member' };
/** The roles an owner invites (an owner is made with the company). */
export const INVITED_COMPANY_ROLES = ['staff', 'crew'] as const;

/** Where a company is in its life on the marketplace: only a live company is offered to customers. */
export const COMPANY_STATES = ['setting_up', 'live', 'suspended'] as const;
export type CompanyState = (typeof COMPANY_STATES)[number];
