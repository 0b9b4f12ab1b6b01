/**
 * /pro/sign-in: a company user (owner or office staff) signs in with e-mail and password, then goes back
 * to the portal screen that sent them here (`returnTo`, set by the layout) or to the jobs.
 */
import { Alert, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type LoginRequest, loginRequest } from '@upkeep/contract';
import { useLocation, useNavigate } from 'react-router';
import { type FieldLabels, schemaErrors } from '../../lib/schema-errors';
import { isAppPath } from '../../session/navigation';
import { useCompanySession } from '../../session/realm-session';
import { useCompanyLogin } from './api';
import { AuthCard } from './auth-card';
import { signInError } from './format';

export const PRO_SIGN_IN_TITLE = 'Company sign-in';
export const PRO_SIGN_IN_DESCRIPTION = 'Sign in to the UpKeep company portal: your jobs, prices, hours and team.';

const LABELS: FieldLabels<LoginRequest> = { Email: 'Email', Password: 'Password' };

/** Where to go after signing in: the portal screen that sent the user here, else the jobs. */
export function proReturnTo(state: unknown): string {
  const returnTo = (state as { returnTo?: unknown } | null)?.returnTo;
  return isAppPath(returnTo) && returnTo.startsWith('/pro/') && !returnTo.startsWith('/pro/sign-in')
    ? returnTo
    : '/pro/jobs';
}

export function ProSignInPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const login = useCompanyLogin();
  const form = useForm<LoginRequest>({
    mode: 'controlled',
    initialValues: { Email: '', Password: '' },
    validate: (values) => schemaErrors(loginRequest, values, LABELS),
  });

  const onSubmit = form.onSubmit((values) => {
    login.mutate(
      { Email: values.Email.trim(), Password: values.Password },
      {
        onSuccess: (session) => {
          useCompanySession.getState().signedIn(session);
          navigate(proReturnTo(location.state), { replace: true });
        },
      },
    );
  });

  return (
    <AuthCard title={PRO_SIGN_IN_TITLE} description={PRO_SIGN_IN_DESCRIPTION}>
      <form onSubmit={onSubmit} noValidate aria-label="Company sign-in">
        <Stack gap="md">
          {login.error && (
            <Alert color="red" variant="light" role="alert">
              {signInError(login.error)}
            </Alert>
          )}
          <TextInput
            label="Email"
            type="email"
            autoComplete="username"
            required
            size="md"
            {...form.getInputProps('Email')}
          />
          <PasswordInput
            label="Password"
            autoComplete="current-password"
            required
            size="md"
            {...form.getInputProps('Password')}
          />
          <Button type="submit" size="md" loading={login.isPending} fullWidth>
            Sign in
          </Button>
          <Text size="sm" c="gray.7" ta="center">
            Forgot your password? Ask your company&apos;s owner or UpKeep support.
          </Text>
        </Stack>
      </form>
    </AuthCard>
  );
}
