/**
 * A plan's screen asks for the plan as soon as its route module runs when a visit opens on it (a reload, a link from
 * an e-mail: lib/early-answers.ts), with the persisted session's token (issue 48). The screen's call takes it. Its
 * Spanish twin too (`/es/my-plans/{id}`, issue 49), which asks in Spanish as the screen does.
 */
import { MY_PLAN_PATTERN, pathOf, pathWithoutLocale, planEndpoints } from '@upkeep/contract';
import { matchPath } from 'react-router';
import { persistedSession, sendEarly, takeEarly } from '../../../lib/early-answers';

const planPath = (id: number) => pathOf(planEndpoints.customerPlan, { id });

/** Starts the plan's request when the page is a plan's screen (in either language) and the customer is signed in. */
export function requestPlanEarly(location: { pathname: string }) {
  const raw = matchPath(MY_PLAN_PATTERN, pathWithoutLocale(location.pathname))?.params.id;
  const id = raw && /^\d{1,9}$/.test(raw) ? Number(raw) : 0;
  const session = persistedSession();
  if (!id || !session?.isLoggedIn || !session.token) return;
  sendEarly(planPath(id), session.token);
}

/** The plan's early answer, once: for its call's `sent`. */
export function takeEarlyPlan(id: number, token: string): Promise<Response> | undefined {
  return takeEarly(planPath(id), token);
}
