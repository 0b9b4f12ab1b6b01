import { useLocation } from 'react-router';
import { CompanyPageScreen } from '../features/company-pages/company-page';
import { companyPageMeta } from '../features/company-pages/company-page-meta';
import type { Route } from './+types/company-page';

const pageOf = (search: string) => {
  const raw = new URLSearchParams(search).get('page');
  return raw && /^[0-9]{1,5}$/.test(raw) && Number(raw) >= 1 ? Number(raw) : 1;
};

export const meta = ({ params, location }: Route.MetaArgs) => companyPageMeta(params.slug, pageOf(location.search));

export default function CompanyPageRoute({ params }: Route.ComponentProps) {
  return <CompanyPageScreen slug={params.slug} page={pageOf(useLocation().search)} />;
}
