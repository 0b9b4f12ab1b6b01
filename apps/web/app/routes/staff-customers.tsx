import { CUSTOMERS_TITLE, CustomersPage } from '../features/staff-support/customers-page';
import { pageMeta } from '../ui/meta';

export const meta = () => pageMeta(CUSTOMERS_TITLE, "UpKeep's staff console.");

export default function StaffCustomersRoute() {
  return <CustomersPage />;
}
