/**
 * The customer's language on the profile (issue 49, decision 0038): English or Español, saved on the account (PUT
 * /customer/locale), which what UpKeep sends them follows; the profile then shows in it (`/profile` ↔ `/es/profile`,
 * the page kept) and the browser remembers it as the language switch does. Two buttons, the account's pressed, as on
 * the crew's day.
 */
import { useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { type CustomerUser, LOCALE_NAMES, LOCALES, type Locale, pathInLocale } from '@upkeep/contract';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { rememberLocale, usePageLocale } from '../../i18n/locale';
import { SERVER_ERROR } from '../../i18n/spec-messages-account';
import { errorMessage } from '../../lib/errors';
import { useSetCustomerLocale } from './api/profile';

export function ProfileLanguage({ user, token }: { user: CustomerUser; token: string }) {
  const { t, i18n } = useLingui();
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
      <Group gap="xs" role="group" aria-label={t`Language`}>
        <Text size="sm">{t`Language:`}</Text>
        {LOCALES.map((option) => (
          <Button
            key={option}
            size="compact-md"
            variant={option === user.locale ? 'filled' : 'default'}
            aria-pressed={option === user.locale}
            lang={option}
            loading={save.isPending && save.variables?.locale === option}
            onClick={() => choose(option)}
          >
            {LOCALE_NAMES[option]}
          </Button>
        ))}
      </Group>
      <Text size="sm" c="gray.7">
        {t`UpKeep's e-mails and texts to you are in this language.`}
      </Text>
      <Text size="sm" c="teal.9" fw={600} role="status">
        {saved ? t`Language saved.` : ''}
      </Text>
      {save.error && (
        <Alert color="red" variant="light" role="alert">
          {errorMessage(save.error, i18n._(SERVER_ERROR))}
        </Alert>
      )}
    </Stack>
  );
}
