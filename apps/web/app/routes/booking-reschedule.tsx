import { RESCHEDULE_DESCRIPTION, RESCHEDULE_TITLE, ReschedulePage } from '../features/tickets/reschedule-page';
import { i18n } from '../i18n/catalogs';
import { pageMeta } from '../ui/meta';

export const meta = () => pageMeta(i18n._(RESCHEDULE_TITLE), i18n._(RESCHEDULE_DESCRIPTION));

export default function BookingRescheduleRoute() {
  return <ReschedulePage />;
}
