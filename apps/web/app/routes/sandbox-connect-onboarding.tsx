import {
  ONBOARDING_DESCRIPTION,
  ONBOARDING_TITLE,
  SandboxOnboardingPage,
} from '../features/sandbox-connect/onboarding-page';
import { pageMeta } from '../ui/meta';

/** A private link (its token in the query): never indexed; the server also sends no referrer for its path. */
export const meta = () => [
  ...pageMeta(ONBOARDING_TITLE, ONBOARDING_DESCRIPTION),
  { name: 'robots', content: 'noindex' },
];

export default function SandboxConnectOnboardingRoute() {
  return <SandboxOnboardingPage />;
}
