import { pageMeta } from '../ui/meta';
import { PlaceholderPage } from '../ui/placeholder-page';

const TITLE = 'Reschedule';
const DESCRIPTION = 'Choose a new date and time for your ticket.';

export const meta = () => pageMeta(TITLE, DESCRIPTION);

export default function BookingRescheduleRoute() {
  return <PlaceholderPage title={TITLE} description={DESCRIPTION} />;
}
