import { useLingui } from '@lingui/react/macro';
import { Anchor } from '@mantine/core';
import { LOCALE_NAMES, pathInLocale } from '@upkeep/contract';
import { useLocation } from 'react-router';
import { rememberLocale, usePageLocale } from '../i18n/locale';

/**
 * The language switch (issue 49): the same page in the other language, remembered for the visitor's next visits
 * (the server's `/` and the banner read the cookie). A page without a twin in the other language shows none. The
 * other language's page is loaded whole (its prerendered HTML in its language), not rendered in place.
 */
export function LanguageSwitch({ c = 'dark.6' }: { c?: string }) {
  const { t } = useLingui();
  const { pathname, search, hash } = useLocation();
  const other = usePageLocale() === 'en' ? 'es' : 'en';
  const twin = pathInLocale(pathname, other);
  if (!twin) return null;
  const language = LOCALE_NAMES[other];
  return (
    <Anchor
      href={`${twin}${search}${hash}`}
      hrefLang={other}
      lang={other}
      onClick={() => rememberLocale(other)}
      aria-label={t`Read this page in ${language}`}
      fw={600}
      fz="sm"
      c={c}
    >
      {language}
    </Anchor>
  );
}
