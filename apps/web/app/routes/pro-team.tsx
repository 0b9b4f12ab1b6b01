import { pageMeta } from '../ui/meta';
import { PlaceholderPage } from '../ui/placeholder-page';

export const meta = () => pageMeta('Team', 'The UpKeep company portal.');

export default function ProTeamRoute() {
  return <PlaceholderPage title="Team" description="This screen is being built." />;
}
