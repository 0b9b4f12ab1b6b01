/**
 * A signed-in person's language (issue 49): English or Español, two buttons, the account's pressed, then whether it
 * was saved or why not. The customer's profile and the crew's day each save it their way (PUT /customer/locale, PUT
 * /company/locale) and say what follows under it.
 */
import { useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Text } from '@mantine/core';
import { LOCALE_NAMES, LOCALES, type Locale } from '@upkeep/contract';
import type { ReactNode } from 'react';
import { SERVER_ERROR } from '../i18n/spec-messages-account';
import { errorMessage } from '../lib/errors';

export function LanguageButtons({
  chosen,
  saving,
  saved,
  error,
  onChoose,
  children,
}: {
  /** The account's language. */
  chosen: Locale;
  /** The language being saved, if one is. */
  saving: Locale | null;
  saved: boolean;
  /** Why the last save failed, if it did. */
  error: unknown;
  onChoose: (locale: Locale) => void;
  /** What the choice means, under the buttons. */
  children?: ReactNode;
}) {
  const { t, i18n } = useLingui();
  return (
    <>
      <Group gap="xs" role="group" aria-label={t`Language`}>
        <Text size="sm">{t`Language:`}</Text>
        {LOCALES.map((option) => (
          <Button
            key={option}
            size="compact-md"
            variant={option === chosen ? 'filled' : 'default'}
            aria-pressed={option === chosen}
            lang={option}
            loading={saving === option}
            onClick={() => onChoose(option)}
          >
            {LOCALE_NAMES[option]}
          </Button>
        ))}
      </Group>
      {children}
      <Text size="sm" c="teal.9" fw={600} role="status">
        {saved ? t`Language saved.` : ''}
      </Text>
      {error ? (
        <Alert color="red" variant="light" role="alert">
          {errorMessage(error, i18n._(SERVER_ERROR))}
        </Alert>
      ) : null}
    </>
  );
}
