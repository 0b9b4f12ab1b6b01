import { PARTNER_DESCRIPTION, PARTNER_TITLE, PartnerPage } from '../features/inbox/partner-page';
import { pageMeta } from '../ui/meta';

export const meta = () => pageMeta(PARTNER_TITLE, PARTNER_DESCRIPTION);

export default function PartnerUsRoute() {
  return <PartnerPage />;
}
