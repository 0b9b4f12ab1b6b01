import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Messages } from '@upkeep/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { AccountCard } from './account-card';
import { useForgotPassword } from './api/password';

export const RECOVER_PASSWORD_TITLE = 'Recover password';
export const RECOVER_PASSWORD_DESCRIPTION = 'We will e-mail you a temporary password.';

/**
 * Forgot password (spec 000 section 8): whatever the outcome (sent, unknown e-mail, rate limit, network),
 * the screen says the same thing, so it tells nobody which e-mails have an account.
 */
export function RecoverPasswordPage() {
  const forgotPassword = useForgotPassword();
  const [done, setDone] = useState(false);
  const form = useForm({
    mode: 'controlled',
    initialValues: { email: '' },
    validate: { email: (value) => (value.trim() ? null : 'Email is required') },
  });

  const onSubmit = form.onSubmit((values) => {
    setDone(false);
    forgotPassword.mutate(values.email.trim(), { onSettled: () => setDone(true) });
  });

  return (
    <AccountCard title={RECOVER_PASSWORD_TITLE} description={RECOVER_PASSWORD_DESCRIPTION}>
      <form onSubmit={onSubmit} noValidate aria-label="Recover password">
        <Stack gap="md">
          {done && (
            <Alert color="teal" variant="light" role="status">
              {Messages.forgotPassword}
            </Alert>
          )}
          <TextInput label="Email" type="email" autoComplete="email" required {...form.getInputProps('email')} />
          <Button type="submit" loading={forgotPassword.isPending} disabled={forgotPassword.isPending} fullWidth>
            Send me a password
          </Button>
          <Text size="sm" ta="center">
            <Anchor component={Link} to="/sign-in" replace>
              Back to sign in
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AccountCard>
  );
}
