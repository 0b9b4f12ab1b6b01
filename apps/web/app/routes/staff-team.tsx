import { STAFF_TEAM_TITLE, StaffTeamPage } from '../features/staff-console/team-page';
import { pageMeta } from '../ui/meta';

export const meta = () => pageMeta(STAFF_TEAM_TITLE, "UpKeep's staff console: the staff team.");

export default function StaffTeamRoute() {
  return <StaffTeamPage />;
}
