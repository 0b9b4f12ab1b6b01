// Placeholder: the screen is built in its feature (issue 15).
import { Title } from '@mantine/core';
import { pageMeta } from '../ui/meta';

export const meta = () => pageMeta('Accept your invitation', "UpKeep's staff console.");

export default function StaffAcceptInviteRoute() {
  return <Title order={1}>Accept your invitation</Title>;
}
