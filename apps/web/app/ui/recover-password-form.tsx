/**
 * "Forgot your password?" of the company portal (/pro/recover-password) and the staff console
 * (/staff/recover-password): the e-mail, checked with the contract's schema, and whatever happens next (a link
 * sent, an unknown e-mail, a limit, the network), the same words, so the screen tells nobody which e-mails have
 * an account.
 */
import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { UseMutationResult } from '@tanstack/react-query';
import { Messages, type RecoverPasswordRequest, recoverPasswordRequest } from '@upkeep/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { schemaErrors } from '../lib/schema-errors';

export function RecoverPasswordForm({
  recover,
  signInPath,
}: {
  /** The realm's recover call. */
  recover: UseMutationResult<unknown, Error, RecoverPasswordRequest>;
  signInPath: string;
}) {
  const [done, setDone] = useState(false);
  const form = useForm<RecoverPasswordRequest>({
    mode: 'controlled',
    initialValues: { email: '' },
    validate: (values) => schemaErrors(recoverPasswordRequest, values, { email: 'Email' }),
  });
  const onSubmit = form.onSubmit((values) => {
    setDone(false);
    recover.mutate({ email: values.email.trim() }, { onSettled: () => setDone(true) });
  });
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Recover password">
      <Stack gap="md">
        {done && (
          <Alert color="teal" variant="light" role="status">
            {Messages.recoverPassword}
          </Alert>
        )}
        <TextInput
          label="Email"
          type="email"
          autoComplete="username"
          required
          size="md"
          {...form.getInputProps('email')}
        />
        <Button type="submit" size="md" loading={recover.isPending} fullWidth>
          Send me a link
        </Button>
        <Text size="sm" ta="center">
          <Anchor component={Link} to={signInPath}>
            Back to sign-in
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
