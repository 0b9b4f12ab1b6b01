import { pageMeta } from '../ui/meta';
import { PlaceholderPage } from '../ui/placeholder-page';

export const meta = () => pageMeta('Company sign-in', 'The UpKeep company portal.');

export default function ProSignInRoute() {
  return <PlaceholderPage title="Company sign-in" description="This screen is being built." />;
}
