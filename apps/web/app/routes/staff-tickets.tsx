// Placeholder: the screen is built in its feature (issue 15).
import { Title } from '@mantine/core';
import { pageMeta } from '../ui/meta';

export const meta = () => pageMeta('Tickets', "UpKeep's staff console.");

export default function StaffTicketsRoute() {
  return <Title order={1}>Tickets</Title>;
}
