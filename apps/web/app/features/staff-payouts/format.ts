/** The console's words for a company's payout account. */
import type { StaffPayoutCompany } from '@upkeep/contract';

export const ACCOUNT_WORDS: Record<StaffPayoutCompany['accountState'], string> = {
  not_started: 'Not set up',
  incomplete: 'Details missing',
  enabled: 'Payouts on',
  restricted: 'Paused by the provider',
};
