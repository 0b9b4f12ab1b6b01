/**
 * The questionnaire as its route renders it (spec 000 sections 2, 4, 5). The screen's code (the API client, the
 * service forms, the date field: QuestionnaireScreen) is not the page's: it loads once the page has hydrated, as its data is fetched then anyway (issue 33's byte budgets,
 * decision 0016). Its data does not wait for it: the route module asks for it first
 * (api/early-questionnaire-data.ts).
 *
 * The frame must stay the element painted from the prerendered HTML (questionnaire-frame.test.tsx), and the
 * screen's state lives above it, in the screen's code. So the screen is a Suspense boundary the page hydrates
 * without it: React keeps the prerendered HTML, its heading and intro, until the code arrives, then hydrates that
 * same HTML with the screen (as ui/lazy-below-fold.tsx does for a landing page's lower parts). On a visit from
 * another screen there is no HTML: the stand-in is the frame as the screen renders it while loading. A failed
 * fetch of the code is said in the frame, with Try again (an import that failed is forgotten and asked again).
 */
import { type ComponentType, lazy, memo, Suspense, useCallback, useEffect, useState } from 'react';
import { loaderShown } from '../../lib/app-ready';
import { belowFoldLoads } from '../../ui/lazy-below-fold';
import { onDemand } from '../../ui/on-demand';
import { QuestionnaireStandIn } from './questionnaire-frame';

type ScreenProps = { onRetry: () => void };

/**
 * The screen's code, with the API client and the contract's schemas also asked for on their own: both are fetched
 * at once, and the smaller graph (zod and the schemas, the costliest to evaluate) usually arrives first and is
 * evaluated in a task of its own, the rest of the screen in another. One long task on a phone became two shorter
 * ones (issue 33, Lighthouse's Total Blocking Time); nothing waits for anything more than before.
 */
export const questionnaireScreenCode = onDemand(() =>
  Promise.all([import('./api/get-features'), import('./questionnaire-screen')]).then(([, screen]) => screen),
);
// At build the prerenderer waits for it (entry.server.tsx), so the page's HTML is the screen's own first render.
if (import.meta.env.SSR) belowFoldLoads.push(questionnaireScreenCode.load());

/**
 * The stand-in, first as the HTML it may hydrate (the screen's first render), then saying the code could not be
 * fetched: the painted frame stays.
 */
function ScreenUnavailable({ onRetry }: ScreenProps) {
  const [said, setSaid] = useState(false);
  useEffect(() => setSaid(true), []);
  return <QuestionnaireStandIn failed={said ? { retry: onRetry } : undefined} />;
}

/**
 * The screen's component: itself when its code is here (the prerender, a visit back), else a lazy one that is the
 * screen once its code arrives, or the failure if it cannot. Chosen once per attempt: a component whose type
 * changed would be mounted anew, and the frame with it.
 */
function screenComponent(): ComponentType<ScreenProps> {
  const loaded = questionnaireScreenCode.loaded();
  if (loaded) return loaded.QuestionnaireScreen;
  return lazy(() =>
    questionnaireScreenCode.load().then(
      (screen) => ({ default: screen.QuestionnaireScreen }),
      () => ({ default: ScreenUnavailable }),
    ),
  );
}

/**
 * Memoised, with no props: a parent's re-render must not reach the boundary before its code arrives, or React
 * would give up the prerendered HTML (see ui/lazy-below-fold.tsx).
 */
export const QuestionnairePage = memo(function QuestionnairePage() {
  const [Screen, setScreen] = useState(screenComponent);
  const retry = useCallback(() => setScreen(() => screenComponent()), []);
  // The screen is busy while its code loads (lib/app-ready.ts): the browser tests wait for it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: each attempt (a new Screen) loads again.
  useEffect(() => {
    if (questionnaireScreenCode.loaded()) return;
    let shown: (() => void) | null = loaderShown();
    const settled = () => {
      shown?.();
      shown = null;
    };
    questionnaireScreenCode.load().then(settled, settled);
    return settled;
  }, [Screen]);
  return (
    <Suspense fallback={<QuestionnaireStandIn />}>
      <Screen onRetry={retry} />
    </Suspense>
  );
});
