import { useLingui } from '@lingui/react/macro';
import { Anchor } from '@mantine/core';
import { LOCALE_NAMES, type Locale, pathInLocale, pathWithoutLocale } from '@upkeep/contract';
import { useLocation } from 'react-router';
import { rememberLocale, usePageLocale } from '../i18n/locale';
import { API_BASE } from '../lib/api-base';
import { useSession } from '../session/store';

const isToken = (token: string | null | undefined): token is string => Boolean(token);

/** The company portal's and the console's screens: a customer's session there is not the reader's account. */
const PORTAL_PATH = /^\/(pro|staff)(\/|$)/;

/**
 * A signed-in customer's switch is their account's language too, a guest's their bookings' (issue 49: `PUT
 * /customer/locale`), so that what UpKeep sends them later follows it, as the profile's choice does. Sent as the page
 * goes (`keepalive`), without the API client: the switch is on every page, whose first JavaScript it must not grow. A
 * refusal changes nothing shown.
 */
function saveCallerLocale(token: string, locale: Locale): void {
  void fetch(`${API_BASE}/customer/locale`, {
    method: 'PUT',
    keepalive: true,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ locale }),
  }).catch(() => undefined);
}

/**
 * The language switch (issue 49): the same page in the other language, remembered for the visitor's next visits
 * (the server's `/` and the banner read the cookie) and, for a customer or a guest, by the API. A page without a
 * twin in the other language shows none. The other language's page is loaded whole (its prerendered HTML in its
 * language), not rendered in place.
 */
export function LanguageSwitch({ c = 'dark.6' }: { c?: string }) {
  const { t } = useLingui();
  const { pathname, search, hash } = useLocation();
  // The customer's session; else a guest's and the one a guest's private link opened (the booking on screen), each.
  const customer = useSession((s) => (s.isLoggedIn ? s.token : null));
  const guest = useSession((s) => (s.isLoggedIn ? null : s.tokenGuest));
  const link = useSession((s) => (s.isLoggedIn ? null : (s.ticketLink?.token ?? null)));
  const tokens = [customer, guest, link].filter(isToken);
  const other = usePageLocale() === 'en' ? 'es' : 'en';
  const twin = pathInLocale(pathname, other);
  if (!twin) return null;
  const language = LOCALE_NAMES[other];
  const callers = PORTAL_PATH.test(pathWithoutLocale(pathname)) ? [] : tokens;
  return (
    <Anchor
      href={`${twin}${search}${hash}`}
      hrefLang={other}
      lang={other}
      onClick={() => {
        rememberLocale(other);
        for (const caller of callers) saveCallerLocale(caller, other);
      }}
      aria-label={t`Read this page in ${language}`}
      fw={600}
      fz="sm"
      c={c}
    >
      {language}
    </Anchor>
  );
}
