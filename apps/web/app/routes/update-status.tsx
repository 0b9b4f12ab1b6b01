import { pageMeta } from '../ui/meta';
import { PlaceholderPage } from '../ui/placeholder-page';

const TITLE = 'Update status';
const DESCRIPTION = 'Change the status of your ticket.';

export const meta = () => pageMeta(TITLE, DESCRIPTION);

export default function UpdateStatusRoute() {
  return <PlaceholderPage title={TITLE} description={DESCRIPTION} />;
}
