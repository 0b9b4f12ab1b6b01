/**
 * Company names (issue 24): a live company's rename waits for UpKeep's approval; customers see the old name
 * until then. The staff console lists the renames waiting and approves or declines each (with a reason), and
 * the company is told by e-mail.
 */
import { z } from 'zod';
import { envelope } from './envelope.ts';
import { requiredText } from './fields.ts';
import { STAFF_COMPANY_STATES, STAFF_REASON_MAX } from './staff-console.ts';

/** What the pro profile page says of a rename waiting for approval. */
export const renamePendingText = (pendingName: string) => `Rename to ${pendingName} waiting for UpKeep's approval`;

/** GET /staff/company-renames: a rename waiting, oldest first. */
export const companyRename = z.object({
  companyId: z.number().int(),
  /** The name customers see now. */
  name: z.string(),
  /** The name asked for. */
  pendingName: z.string(),
  /** When the company asked (ISO instant). */
  requestedAt: z.string(),
  state: z.enum(STAFF_COMPANY_STATES),
  email: z.string(),
});
export type CompanyRename = z.infer<typeof companyRename>;
export const companyRenamesResponse = envelope(z.array(companyRename));

/** POST /staff/companies/{id}/rename/decline: why, mailed to the company. */
export const declineCompanyRenameRequest = z.object({ reason: requiredText(STAFF_REASON_MAX) });
