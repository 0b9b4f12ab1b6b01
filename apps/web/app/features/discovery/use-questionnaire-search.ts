import { valleyToday } from '@upkeep/contract';
import { useEffect, useMemo, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { usePlainRead } from '../../lib/plain-read';
import { useSessionHydrated } from '../../session/hydration';
import { useSession } from '../../session/store';
import { getServices } from '../../shared/catalog/api/services-call';
import { takeEarlyServices } from './api/early-questionnaire-data';
import { bookableService, readEntry, searchFromService, searchFromState } from './questionnaire-model';

export type QuestionnaireSearchStatus =
  /** Reading the persisted session, or the catalogue for a link's Service. */
  | 'loading'
  /** The session holds the search this visit belongs to. */
  | 'ready'
  /** No search: nothing in the router state, the query or the session. */
  | 'none'
  /** The link names a service that does not exist or cannot be booked yet. */
  | 'unknown-service'
  /** The catalogue could not be loaded to resolve the link's Service. */
  | 'error';

/** How long the catalogue is read again without asking (as the app's query of it: get-services.ts). */
const CATALOGUE_FRESH_MS = 10 * 60_000;

/**
 * Settles which search the questionnaire answers. A new search (the card's router state, or a link's
 * query) replaces the session's questionnaire and forgets its answers; the same search again (a reload,
 * which brings back the same router state or URL) keeps the customer's place and answers. Without either,
 * the session's questionnaire goes on. Nothing is decided before the persisted session is read back.
 */
export function useQuestionnaireSearch(): { status: QuestionnaireSearchStatus; retry: () => void } {
  const hydrated = useSessionHydrated();
  const location = useLocation();
  const [params] = useSearchParams();
  const entry = useMemo(() => readEntry(location.state, params), [location.state, params]);
  const needsCatalogue = entry.kind === 'query';
  // Without the query library (lib/plain-read.ts, issue 48). A visit that opened on this link asked for the
  // catalogue before the app started (early-questionnaire-data).
  const catalogue = usePlainRead(
    needsCatalogue ? 'services' : null,
    () => getServices(undefined, takeEarlyServices()),
    {
      staleTime: CATALOGUE_FRESH_MS,
    },
  );
  const [status, setStatus] = useState<QuestionnaireSearchStatus>('loading');

  useEffect(() => {
    if (!hydrated) return;
    const session = useSession.getState();
    const stored = session.questionnaire;
    if (entry.kind === 'none') {
      setStatus(stored ? 'ready' : 'none');
      return;
    }
    if (entry.kind === 'query') {
      // A marketing link's code and source are kept for checkout and sign-up, whatever else happens.
      session.keepMarketingLink({ discountCode: entry.discountCode, source: entry.source });
    }
    if (stored?.entryKey === entry.key) {
      setStatus('ready');
      return;
    }
    const today = valleyToday();
    if (entry.kind === 'state') {
      session.startSearch(searchFromState(entry.state, entry.key, today));
      setStatus('ready');
      return;
    }
    if (catalogue.isError) {
      setStatus('error');
      return;
    }
    if (!catalogue.data) {
      setStatus('loading');
      return;
    }
    const service = bookableService(catalogue.data, entry.service);
    if (!service) {
      setStatus('unknown-service');
      return;
    }
    session.startSearch(searchFromService(service, entry, today));
    setStatus('ready');
  }, [hydrated, entry, catalogue.data, catalogue.isError]);

  return { status, retry: catalogue.refetch };
}
