/**
 * A company page's data: what the server embedded in the HTML when the visit opened on this page (review page and
 * language), else asked of the API in the page's language (get-company-page.ts, loaded then).
 */
import { loadCompanyPageWords } from '@upkeep/company-page';
import {
  COMPANY_PAGE_DATA_ID,
  type CompanyPageData,
  type EmbeddedCompanyPage,
  type Locale,
  localeOfPath,
} from '@upkeep/contract';
import { useEffect, useState } from 'react';
import { loaderShown } from '../../../lib/app-ready';

let embedded: EmbeddedCompanyPage | null | undefined;
/** The language of the page the server embedded its data in (the document's first path says it). */
let embeddedLocale: Locale = 'en';

/** The data the server embedded in the document (read once: it describes the page the visit opened on). */
export function embeddedCompanyPage(): EmbeddedCompanyPage | null {
  if (embedded !== undefined) return embedded;
  if (typeof document === 'undefined') return null;
  const text = document.getElementById(COMPANY_PAGE_DATA_ID)?.textContent;
  embeddedLocale = localeOfPath(window.location.pathname);
  try {
    embedded = text ? (JSON.parse(text) as EmbeddedCompanyPage) : null;
  } catch {
    embedded = null;
  }
  return embedded;
}

/** The embedded data when it is this slug's, review page's and language's. */
export function embeddedFor(slug: string, page: number, locale: Locale = 'en'): EmbeddedCompanyPage | null {
  const data = embeddedCompanyPage();
  return data && data.page.slug === slug && data.pages.pageNumber === page && embeddedLocale === locale ? data : null;
}

export type CompanyPageState =
  | { status: 'ready'; data: CompanyPageData }
  | { status: 'loading' }
  | { status: 'missing' }
  | { status: 'failed'; retry: () => void };

export function useCompanyPage(slug: string, page: number, locale: Locale = 'en'): CompanyPageState {
  const initial = embeddedFor(slug, page, locale);
  const key = `${locale}:${slug}?${page}`;
  const [state, setState] = useState<{ key: string; value: CompanyPageState }>(() => ({
    key,
    value: initial ? { status: 'ready', data: initial } : { status: 'loading' },
  }));
  const [attempt, setAttempt] = useState(0);
  const current = state.key === key ? state.value : initial ? { status: 'ready' as const, data: initial } : null;

  // biome-ignore lint/correctness/useExhaustiveDependencies: asks again for a new slug, page or retry only
  useEffect(() => {
    if (embeddedFor(slug, page, locale) || slug === '_frame') return;
    const controller = new AbortController();
    const shown = loaderShown();
    let shownDone = false;
    const done = () => {
      if (!shownDone) shown();
      shownDone = true;
    };
    setState({ key, value: { status: 'loading' } });
    // The page's words in its language come with its data (English's are in the page's code).
    if (locale !== 'en') void loadCompanyPageWords(locale).catch(() => undefined);
    import('./get-company-page')
      .then(({ getCompanyPage }) => getCompanyPage(slug, page, locale, controller.signal))
      .then((data) => setState({ key, value: { status: 'ready', data } }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        const status = (error as { statusCode?: number }).statusCode;
        setState({
          key,
          value: status === 404 ? { status: 'missing' } : { status: 'failed', retry: () => setAttempt((n) => n + 1) },
        });
      })
      .finally(done);
    return () => {
      controller.abort();
      done();
    };
  }, [key, attempt]);

  return current ?? { status: 'loading' };
}
