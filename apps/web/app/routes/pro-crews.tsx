import { CREWS_TITLE, CrewsPage } from '../features/pro-crews/crews-page';
import { pageMeta } from '../ui/meta';

export const meta = () => pageMeta(CREWS_TITLE, 'The UpKeep company portal.');

export default function ProCrewsRoute() {
  return <CrewsPage />;
}
