import { SCHEDULE_TITLE, SchedulePage } from '../features/pro-crews/schedule-page';
import { pageMeta } from '../ui/meta';

export const meta = () => pageMeta(SCHEDULE_TITLE, 'The UpKeep company portal.');

export default function ProScheduleRoute() {
  return <SchedulePage />;
}
