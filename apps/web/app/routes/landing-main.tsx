import { LandingRouteScreen, landingMeta } from '../features/landing/landing-route';
import type { Route } from './+types/landing-main';

export const meta = ({ location }: Route.MetaArgs) => landingMeta(location.pathname);

export default function LandingMainRoute() {
  return <LandingRouteScreen />;
}
