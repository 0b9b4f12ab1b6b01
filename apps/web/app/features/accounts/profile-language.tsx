/**
 * The customer's language on the profile (issue 49, decision 0038): English or Español, saved on the account (PUT
 * /customer/locale), which what UpKeep sends them follows; the profile then shows in it (`/profile` ↔ `/es/profile`,
 * the page kept) and the browser remembers it as the language switch does (ui/language-buttons.tsx, as on the crew's
 * day).
 */
import { useLingui } from '@lingui/react/macro';
import { Stack, Text } from '@mantine/core';
import { type CustomerUser, type Locale, pathInLocale } from '@upkeep/contract';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { rememberLocale, usePageLocale } from '../../i18n/locale';
import { LanguageButtons } from '../../ui/language-buttons';
import { useSetCustomerLocale } from './api/profile';

export function ProfileLanguage({ user, token }: { user: CustomerUser; token: string }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const pageLocale = usePageLocale();
  const save = useSetCustomerLocale();
  const [saved, setSaved] = useState(false);

  /** The profile in `locale`, where the screen is not in it yet. */
  const showIn = (locale: Locale) => {
    rememberLocale(locale);
    const twin = pathInLocale(pathname, locale);
    if (twin && locale !== pageLocale) void navigate(`${twin}${search}`, { replace: true });
  };
  const choose = (locale: Locale) => {
    setSaved(false);
    if (locale === user.locale) {
      showIn(locale);
      return;
    }
    save.mutate(
      { token, locale },
      {
        onSuccess: () => {
          setSaved(true);
          showIn(locale);
        },
      },
    );
  };

  return (
    <Stack gap={4}>
      <LanguageButtons
        chosen={user.locale}
        saving={save.isPending ? (save.variables?.locale ?? null) : null}
        saved={saved}
        error={save.error}
        onChoose={choose}
      >
        <Text size="sm" c="gray.7">
          {t`UpKeep's e-mails and texts to you are in this language.`}
        </Text>
      </LanguageButtons>
    </Stack>
  );
}
