import type { Feature } from '@upkeep/contract';
import { useDeferredValue, useMemo } from 'react';
import { usePlainRead } from '../../lib/plain-read';
import type { QuestionnaireSearch } from '../../session/store';
import { takeEarlyFeatures } from './api/early-questionnaire-data';
import { getFeatures } from './api/get-features';

/** How long a service's questions are read again without asking. */
const QUESTIONS_FRESH_MS = 10 * 60_000;

/**
 * The questions of the search's service (none before the search is settled), and the same questions deferred:
 * what the form renders.
 */
export function useQuestionnaireQuestions(search: QuestionnaireSearch | null) {
  const serviceId = search?.serviceId ?? 0;
  // Without the query library (lib/plain-read.ts, issue 48). A visit that opened here asked for them before the
  // app started (early-questionnaire-data).
  const features = usePlainRead(
    search ? `features:${serviceId}` : null,
    () => getFeatures(serviceId, undefined, takeEarlyFeatures(serviceId)),
    { staleTime: QUESTIONS_FRESH_MS },
  );
  // The form's first render (a few dozen components) is a deferred one: React renders it in slices that let a
  // phone's main thread breathe, instead of in one long task as the questions arrive (issue 14: blocking time).
  // Deferred questions of another service (a new search from the search card) are never shown.
  const arrived = useMemo(
    () => (features.data ? { serviceId, questions: features.data } : null),
    [features.data, serviceId],
  );
  const deferred = useDeferredValue(arrived);
  const deferredQuestions: Feature[] | undefined =
    arrived && deferred?.serviceId === arrived.serviceId ? deferred.questions : undefined;
  return { features, deferredQuestions };
}
