/**
 * The crew member's language (issue 49): English or Español, saved on their account (PUT /company/locale); the day
 * shows in it as soon as it is saved, and what is sent to them follows it. Two buttons, the chosen one pressed.
 */
import { useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Text } from '@mantine/core';
import { LOCALE_NAMES, LOCALES, type Locale } from '@upkeep/contract';
import { useState } from 'react';
import { errorMessage } from '../../lib/errors';
import { useSetLocale } from './api';

export function LanguageChoice({ token, locale }: { token: string; locale: Locale }) {
  const { t } = useLingui();
  const save = useSetLocale(token);
  const [saved, setSaved] = useState(false);
  const choose = (chosen: Locale) => {
    setSaved(false);
    save.mutate(chosen, { onSuccess: () => setSaved(true) });
  };
  return (
    <div>
      <Group gap="xs" role="group" aria-label={t`Language`}>
        <Text size="sm">{t`Language:`}</Text>
        {LOCALES.map((option) => (
          <Button
            key={option}
            size="compact-md"
            variant={option === locale ? 'filled' : 'default'}
            aria-pressed={option === locale}
            lang={option}
            loading={save.isPending && save.variables === option}
            onClick={() => option !== locale && choose(option)}
          >
            {LOCALE_NAMES[option]}
          </Button>
        ))}
      </Group>
      <Text size="sm" c="teal.9" fw={600} role="status">
        {saved ? t`Language saved.` : ''}
      </Text>
      {save.error && (
        <Alert color="red" variant="light" role="alert">
          {errorMessage(save.error)}
        </Alert>
      )}
    </div>
  );
}
