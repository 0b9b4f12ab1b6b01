/**
 * A crew member's screens (their day, /pro/my-jobs, and their account, /pro/account) speak the crew member's language
 * (issue 49, decision 0038): a portal path has no `/es` twin, so the signed-in account says it
 * (`company_users.locale`), not the path. The screen makes it the active language while it shows and gives the path's
 * language (English) back when it leaves, so the rest of the portal, the owners' and the office's, stays English.
 * Spanish's catalogues of the portal (i18n/areas.ts) are chunks of their own, loaded before the screen renders (no
 * flash of English); if they cannot be fetched the screen shows in English.
 */
import { useLingui } from '@lingui/react/macro';
import type { Locale } from '@upkeep/contract';
import { useEffect, useState } from 'react';
import { activateLocale, activatePathLocale } from '../i18n/catalogs';
import { useCompanySession } from './realm-session';

/** The language of the crew member's account; English for anyone else (the owners' and office's portal). */
export function useCrewAccountLocale(): Locale {
  return useCompanySession((s) => (s.user?.role === 'crew' ? s.user.locale : 'en')) ?? 'en';
}

/**
 * Makes `locale` active while the calling screen shows; answers whether the screen may render: once it is active (or
 * could not be loaded), and from then on (a change of language re-renders the screen in place when it arrives).
 */
export function useScreenLocale(locale: Locale): boolean {
  const { i18n } = useLingui();
  const [failed, setFailed] = useState<Locale | null>(null);
  const [shown, setShown] = useState(false);
  const ready = shown || i18n.locale === locale || failed === locale;
  useEffect(() => {
    if (ready) setShown(true);
  }, [ready]);
  useEffect(() => {
    let left = false;
    activateLocale(locale, 'crew').then(
      // Left before the catalogue came: the path's language back.
      () => left && void activatePathLocale(window.location.pathname),
      () => setFailed(locale),
    );
    return () => {
      left = true;
      void activatePathLocale(window.location.pathname);
    };
  }, [locale]);
  return ready;
}
