import { useParams } from 'react-router';
import { requestPlanEarly } from '../features/plans/api/early-plan';
import { PLAN_DESCRIPTION, PLAN_TITLE, PlanPage } from '../features/plans/plan-page';
import { i18n } from '../i18n/catalogs';
import { readSessionBackNow } from '../session/hydration';
import { pageMeta } from '../ui/meta';

// A visit that opens here asks for the plan now, while React starts, and its first render knows the session (issue 48).
if (typeof window !== 'undefined') requestPlanEarly(window.location);
readSessionBackNow();

export const meta = () => pageMeta(i18n._(PLAN_TITLE), i18n._(PLAN_DESCRIPTION));

export default function MyPlanRoute() {
  const { id } = useParams();
  return <PlanPage key={id} id={id} />;
}
