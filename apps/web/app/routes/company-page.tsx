import { localeOfPath } from '@upkeep/contract';
import { useLocation } from 'react-router';
import { CompanyPageScreen } from '../features/company-pages/company-page';
import { companyPageMeta } from '../features/company-pages/company-page-meta';
import type { Route } from './+types/company-page';

const pageOf = (search: string) => {
  const raw = new URLSearchParams(search).get('page');
  return raw && /^[0-9]{1,5}$/.test(raw) && Number(raw) >= 1 ? Number(raw) : 1;
};

// `/pros/{slug}` and its Spanish twin `/es/pros/{slug}` (issue 49): the path says the page's language.
export const meta = ({ params, location }: Route.MetaArgs) =>
  companyPageMeta(params.slug, pageOf(location.search), localeOfPath(location.pathname));

export default function CompanyPageRoute({ params }: Route.ComponentProps) {
  const { search, pathname } = useLocation();
  return <CompanyPageScreen slug={params.slug} page={pageOf(search)} locale={localeOfPath(pathname)} />;
}
