import { RESCHEDULE_DESCRIPTION, RESCHEDULE_TITLE, ReschedulePage } from '../features/tickets/reschedule-page';
import { pageMeta } from '../ui/meta';

export const meta = () => pageMeta(RESCHEDULE_TITLE, RESCHEDULE_DESCRIPTION);

export default function BookingRescheduleRoute() {
  return <ReschedulePage />;
}
