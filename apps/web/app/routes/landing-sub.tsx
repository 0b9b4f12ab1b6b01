import { LandingRouteScreen, landingMeta } from '../features/landing/landing-route';
import type { Route } from './+types/landing-sub';

export const meta = ({ location }: Route.MetaArgs) => landingMeta(location.pathname);

export default function LandingSubRoute() {
  return <LandingRouteScreen />;
}
