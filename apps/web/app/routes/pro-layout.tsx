import { ProLayout } from '../features/pro-portal/pro-layout';
import { readRealmSessionBackNow, useCompanySession } from '../session/realm-session';

// The portal is never prerendered: its frame's first render knows the session (issue 48).
readRealmSessionBackNow(useCompanySession);

export default function ProLayoutRoute() {
  return <ProLayout />;
}
