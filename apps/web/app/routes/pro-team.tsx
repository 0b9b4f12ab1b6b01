import { TEAM_TITLE, TeamPage } from '../features/pro-portal/team-page';
import { pageMeta } from '../ui/meta';

export const meta = () => pageMeta(TEAM_TITLE, 'The UpKeep company portal.');

export default function ProTeamRoute() {
  return <TeamPage />;
}
