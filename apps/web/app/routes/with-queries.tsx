import { Outlet } from 'react-router';
import { WithQueries } from '../lib/query-client';

/** The app's screens (all but the public pages) ask the API through TanStack Query: its client for them. */
export default function WithQueriesLayout() {
  return (
    <WithQueries>
      <Outlet />
    </WithQueries>
  );
}
