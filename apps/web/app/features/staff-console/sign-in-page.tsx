/**
 * /staff/sign-in: an UpKeep staff member signs in, then goes back to the console screen that sent them
 * here (`returnTo`, set by the layout) or to the inbox.
 */
import { Alert, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type LoginRequest, loginRequest, Messages } from '@upkeep/contract';
import { useLocation, useNavigate } from 'react-router';
import { ApiError } from '../../lib/api';
import { type FieldLabels, schemaErrors } from '../../lib/schema-errors';
import { isAppPath } from '../../session/navigation';
import { useStaffSession } from '../../session/realm-session';
import { AuthCard } from '../../ui/auth-card';
import { useStaffLogin } from './api';

export const STAFF_SIGN_IN_TITLE = 'Staff sign-in';
export const STAFF_SIGN_IN_DESCRIPTION =
  "UpKeep's own console: the inbox, tickets, companies and the marketplace's rules.";

const LABELS: FieldLabels<LoginRequest> = { Email: 'Email', Password: 'Password' };

export function staffReturnTo(state: unknown): string {
  const returnTo = (state as { returnTo?: unknown } | null)?.returnTo;
  return isAppPath(returnTo) && returnTo.startsWith('/staff/') && !returnTo.startsWith('/staff/sign-in')
    ? returnTo
    : '/staff/inbox';
}

/** The server's message (a 401 says the e-mail or password is wrong, a 429 to wait); 'Server error' for a 5xx. */
export function staffErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError) || error.statusCode >= 500) return Messages.serverError;
  if (!error.message) return error.statusCode === 401 ? Messages.invalidLogin : Messages.serverError;
  return error.message;
}

export function StaffSignInPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const login = useStaffLogin();
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
          useStaffSession.getState().signedIn(session);
          navigate(staffReturnTo(location.state), { replace: true });
        },
      },
    );
  });
  return (
    <AuthCard brand="UpKeep Staff" title={STAFF_SIGN_IN_TITLE} description={STAFF_SIGN_IN_DESCRIPTION}>
      <form onSubmit={onSubmit} noValidate aria-label="Staff sign-in">
        <Stack gap="md">
          {login.error && (
            <Alert color="red" variant="light" role="alert">
              {staffErrorMessage(login.error)}
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
        </Stack>
      </form>
    </AuthCard>
  );
}
