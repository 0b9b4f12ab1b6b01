// Placeholder: the screen is built in its feature (issue 15).
import { Title } from '@mantine/core';
import { pageMeta } from '../ui/meta';

export const meta = () => pageMeta('Companies', "UpKeep's staff console.");

export default function StaffCompaniesRoute() {
  return <Title order={1}>Companies</Title>;
}
