import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { Link } from 'react-router';
import { useLocalePath } from '../../i18n/locale';
import { AccountCard } from './account-card';
import { useForgotPassword } from './api/password';

export const RECOVER_PASSWORD_TITLE: MessageDescriptor = msg`Recover password`;
export const RECOVER_PASSWORD_DESCRIPTION: MessageDescriptor = msg`We will e-mail you a temporary password.`;
/** The contract's Messages.forgotPassword in the catalogue (held to it by i18n/spec-messages.test.ts). */
export const FORGOT_PASSWORD: MessageDescriptor = msg`If this email exists we will send a password.`;

/**
 * Forgot password (spec 000 section 8): whatever the outcome (sent, unknown e-mail, rate limit, network),
 * the screen says the same thing, so it tells nobody which e-mails have an account.
 */
export function RecoverPasswordPage() {
  const forgotPassword = useForgotPassword();
  const { t, i18n } = useLingui();
  const inLocale = useLocalePath();
  const [done, setDone] = useState(false);
  const form = useForm({
    mode: 'controlled',
    initialValues: { email: '' },
    validate: { email: (value) => (value.trim() ? null : t`Email is required`) },
  });

  const onSubmit = form.onSubmit((values) => {
    setDone(false);
    forgotPassword.mutate(values.email.trim(), { onSettled: () => setDone(true) });
  });

  return (
    <AccountCard title={i18n._(RECOVER_PASSWORD_TITLE)} description={i18n._(RECOVER_PASSWORD_DESCRIPTION)}>
      <form onSubmit={onSubmit} noValidate aria-label={i18n._(RECOVER_PASSWORD_TITLE)}>
        <Stack gap="md">
          {done && (
            <Alert color="teal" variant="light" role="status">
              {i18n._(FORGOT_PASSWORD)}
            </Alert>
          )}
          <TextInput label={t`Email`} type="email" autoComplete="email" required {...form.getInputProps('email')} />
          <Button type="submit" loading={forgotPassword.isPending} disabled={forgotPassword.isPending} fullWidth>
            <Trans>Send me a password</Trans>
          </Button>
          <Text size="sm" ta="center">
            <Anchor component={Link} to={inLocale('/sign-in')} replace>
              <Trans>Back to sign in</Trans>
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AccountCard>
  );
}
