import { PARTNER_REQUESTS_TITLE, PartnerRequestsPage } from '../features/staff-console/partner-requests-page';
import { pageMeta } from '../ui/meta';

export const meta = () => pageMeta(PARTNER_REQUESTS_TITLE, "UpKeep's staff console.");

export default function StaffPartnerRequestsRoute() {
  return <PartnerRequestsPage />;
}
