import { useParams } from 'react-router';
import { CustomerPage } from '../features/staff-support/customer-page';
import { pageMeta } from '../ui/meta';

export const meta = () => pageMeta('Customer', "UpKeep's staff console.");

export default function StaffCustomerRoute() {
  const { id } = useParams();
  return <CustomerPage id={id} />;
}
