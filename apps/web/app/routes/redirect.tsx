import { ROUTE_REDIRECTS } from '@upkeep/contract';
import { redirect } from 'react-router';
import type { Route } from './+types/redirect';

/** Other spellings of a route (spec 000's) and `/` lead to the canonical path, keeping the query. */
export function clientLoader({ request }: Route.ClientLoaderArgs) {
  const url = new URL(request.url);
  const pathname = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') : url.pathname;
  return redirect(`${ROUTE_REDIRECTS[pathname] ?? '/home'}${url.search}`);
}

export default function RedirectRoute() {
  return null;
}
