// Placeholder: the screen is built in its feature (issue 15).
import { Title } from '@mantine/core';
import { pageMeta } from '../ui/meta';

export const meta = () => pageMeta('Customer', "UpKeep's staff console.");

export default function StaffCustomerRoute() {
  return <Title order={1}>Customer</Title>;
}
