import { COMPANIES_TITLE, CompaniesPage } from '../features/staff-market/companies-page';
import { pageMeta } from '../ui/meta';

export const meta = () => pageMeta(COMPANIES_TITLE, "UpKeep's staff console.");

export default function StaffCompaniesRoute() {
  return <CompaniesPage />;
}
