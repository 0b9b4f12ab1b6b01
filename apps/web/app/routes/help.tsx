import { loadHelpFaqs } from '../features/content/help-loader';
import { HELP_DESCRIPTION, HELP_TITLE, HelpPage } from '../features/content/help-page';
import { i18n } from '../i18n/catalogs';
import { pageMeta } from '../ui/meta';
import type { Route } from './+types/help';

/** The questions come from the build (prerender): in the page's HTML, not its script. */
export const loader = ({ request }: Route.LoaderArgs) => loadHelpFaqs(request);

export const meta = () => pageMeta(i18n._(HELP_TITLE), i18n._(HELP_DESCRIPTION));

export default function HelpRoute({ loaderData }: Route.ComponentProps) {
  return <HelpPage faqs={loaderData.faqs} />;
}
