/**
 * "Forgot your password?" of the company portal (/pro/recover-password, and its Spanish twin for a crew member) and
 * the staff console (/staff/recover-password): the e-mail, checked with the contract's schema, and whatever happens
 * next (a link sent, an unknown e-mail, a limit, the network), the same words, so the screen tells nobody which
 * e-mails have an account. Its words are the catalogue's (issue 49).
 */
import { useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { UseMutationResult } from '@tanstack/react-query';
import { type RecoverPasswordRequest, recoverPasswordRequest } from '@upkeep/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { RECOVER_PASSWORD_SENT } from '../i18n/spec-messages-account';
import { schemaErrors } from '../lib/schema-errors';
import { emailProblem } from './realm-field-words';

export function RecoverPasswordForm({
  recover,
  signInPath,
}: {
  /** The realm's recover call. */
  recover: UseMutationResult<unknown, Error, RecoverPasswordRequest>;
  signInPath: string;
}) {
  const { i18n, t } = useLingui();
  const [done, setDone] = useState(false);
  const form = useForm<RecoverPasswordRequest>({
    mode: 'controlled',
    initialValues: { email: '' },
    validate: (values) =>
      schemaErrors(recoverPasswordRequest, values, { email: '' }).email
        ? { email: emailProblem(i18n, values.email) }
        : {},
  });
  const onSubmit = form.onSubmit((values) => {
    setDone(false);
    recover.mutate({ email: values.email.trim() }, { onSettled: () => setDone(true) });
  });
  return (
    <form onSubmit={onSubmit} noValidate aria-label={t`Recover password`}>
      <Stack gap="md">
        {done && (
          <Alert color="teal" variant="light" role="status">
            {i18n._(RECOVER_PASSWORD_SENT)}
          </Alert>
        )}
        <TextInput
          label={t`Email`}
          type="email"
          autoComplete="username"
          required
          size="md"
          {...form.getInputProps('email')}
        />
        <Button type="submit" size="md" loading={recover.isPending} fullWidth>
          {t`Send me a link`}
        </Button>
        <Text size="sm" ta="center">
          <Anchor component={Link} to={signInPath}>
            {t`Back to sign-in`}
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
