import { loadLandingContent } from '../features/landing/landing-loader';
import { LandingRouteScreen } from '../features/landing/landing-page';
import { landingMeta } from '../features/landing/landing-seo';
import type { Route } from './+types/landing-sub';

export const loader = ({ request }: Route.LoaderArgs) => loadLandingContent(request);

export const meta = ({ data, location }: Route.MetaArgs) => landingMeta(data, location.pathname);

export default function LandingSubRoute({ loaderData }: Route.ComponentProps) {
  return <LandingRouteScreen content={loaderData} />;
}
