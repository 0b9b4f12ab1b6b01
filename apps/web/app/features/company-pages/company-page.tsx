/**
 * `/pros/{slug}`: a company's public page (issue 32, decision 0028). Opened directly, the server sent the page
 * rendered with the same component and its data in the HTML: it hydrates as it is, asking nothing. Reached from
 * within the app (the offers, a ticket, a landing page), it asks the API. Clicks on the page's links to the
 * app's own paths move within the app, so the back button returns to the offers as they were.
 */
import { CompanyProfile } from '@upkeep/company-page';
import { companyPagePath, type Locale, Messages } from '@upkeep/contract';
import { type MouseEvent, useEffect } from 'react';
import { useNavigate } from 'react-router';
import { ErrorState } from '../../ui/error-state';
import { PageLoader } from '../../ui/page-loader';
import { PlaceholderPage } from '../../ui/placeholder-page';
import { useDocumentTitle } from '../../ui/use-document-title';
import { useCompanyPage } from './api/use-company-page';
import '@upkeep/company-page/company-page.css';

/** The page in `locale` (`/es/pros/{slug}` is Spanish: the component's words and the API's answer, issue 49). */
export function CompanyPageScreen({ slug, page, locale = 'en' }: { slug: string; page: number; locale?: Locale }) {
  const state = useCompanyPage(slug, page, locale);
  const navigate = useNavigate();
  const data = state.status === 'ready' ? state.data : null;

  // An old address the API followed to the new one: the page's own address follows too.
  useEffect(() => {
    if (data && data.page.slug !== slug) void navigate(companyPagePath(data.page.slug, locale), { replace: true });
  }, [data, slug, locale, navigate]);
  // Inside the app the route's meta had no data: the title follows the company.
  useDocumentTitle(data?.page.name ?? null);

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const link = (event.target as HTMLElement).closest('a');
    const href = link?.getAttribute('href');
    if (!link || !href?.startsWith('/') || link.target || event.defaultPrevented) return;
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void navigate(href);
  };

  return (
    <div className="cp-main">
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the page's own links, handed to the router */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: a link's Enter is a click */}
      <div id="company-page" onClick={onClick}>
        {data ? <CompanyProfile {...data} locale={locale} /> : null}
      </div>
      {state.status === 'loading' && slug !== '_frame' && typeof document !== 'undefined' ? <PageLoader /> : null}
      {state.status === 'missing' && (
        <PlaceholderPage title={Messages.notFoundPage.title} description={Messages.notFoundPage.text} />
      )}
      {state.status === 'failed' && (
        <ErrorState
          title="Something went wrong"
          message="This company's page could not be loaded."
          onRetry={state.retry}
        />
      )}
    </div>
  );
}
