import { CompanyPage } from '../features/staff-market/company-page';
import { pageMeta } from '../ui/meta';

export const meta = () => pageMeta('Company', "UpKeep's staff console.");

export default function StaffCompanyRoute() {
  return <CompanyPage />;
}
