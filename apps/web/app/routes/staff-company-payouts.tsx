import { StaffCompanyPayoutsPage } from '../features/staff-payouts/company-payouts-page';
import { pageMeta } from '../ui/meta';

export const meta = () => pageMeta('Company payouts', "UpKeep's staff console.");

export default function StaffCompanyPayoutsRoute() {
  return <StaffCompanyPayoutsPage />;
}
