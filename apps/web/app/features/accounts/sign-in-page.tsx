import { Alert, Anchor, Button, Divider, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link, useLocation } from 'react-router';
import { errorMessage } from '../../lib/errors';
import { cameFromApp, destinationAfterLogin, passedOn, readSignInState, useGoTo } from '../../session/navigation';
import { useSession } from '../../session/store';
import { useGuestLogin } from '../../shared/accounts/api/guest-login';
import { useGuestBookingsAfterSignIn } from '../../shared/guest-bookings/guest-bookings-after-sign-in';
import { AccountCard } from './account-card';
import { useLogin } from './api/session';
import { signInErrorMessage } from './errors';

export const SIGN_IN_TITLE = 'Sign in';
export const SIGN_IN_DESCRIPTION = 'Sign in to book, pay and manage your tickets.';

export function SignInPage() {
  const location = useLocation();
  const state = readSignInState(location.state);
  const goTo = useGoTo();
  const login = useLogin();
  const guestLogin = useGuestLogin();
  const guestBookings = useGuestBookingsAfterSignIn();
  const busy = login.isPending || guestLogin.isPending;

  const form = useForm({
    mode: 'controlled',
    initialValues: { email: '', password: '' },
    validate: {
      email: (value) => (value.trim() ? null : 'Email is required'),
      password: (value) => (value ? null : 'Password is required'),
    },
  });

  const onSubmit = form.onSubmit((values) => {
    guestLogin.reset();
    login.mutate(
      { Email: values.email.trim(), Password: values.password },
      {
        onSuccess: ({ token, user, tempPassword }) => {
          useSession.getState().login(token, user, tempPassword);
          const next = () => goTo(destinationAfterLogin(state, tempPassword, cameFromApp(location.key)));
          // Earlier guest bookings with this e-mail are offered first (issue 26); a temporary password goes on.
          if (tempPassword) next();
          else guestBookings.afterSignIn(token, next);
        },
      },
    );
  });

  const continueAsGuest = () => {
    login.reset();
    guestLogin.mutate(undefined, {
      onSuccess: (token) => {
        useSession.getState().loginAsGuest(token);
        goTo(cameFromApp(location.key) ? -1 : '/home');
      },
    });
  };

  let problem: string | null = null;
  if (login.error) problem = signInErrorMessage(login.error);
  else if (guestLogin.error) problem = errorMessage(guestLogin.error);

  return (
    <AccountCard title={SIGN_IN_TITLE} description={SIGN_IN_DESCRIPTION}>
      <form onSubmit={onSubmit} noValidate aria-label="Sign in">
        <Stack gap="md">
          {problem && (
            <Alert color="red" variant="light">
              {problem}
            </Alert>
          )}
          <TextInput label="Email" type="email" autoComplete="email" required {...form.getInputProps('email')} />
          <PasswordInput
            label="Password"
            autoComplete="current-password"
            required
            {...form.getInputProps('password')}
          />
          <Group justify="flex-end">
            <Anchor component={Link} to="/recover-password" replace size="sm">
              Forgot Password?
            </Anchor>
          </Group>
          <Button type="submit" loading={login.isPending} disabled={busy} fullWidth>
            Sign in
          </Button>
          {state.ScheduledCheckout === true && (
            <>
              <Divider label="or" labelPosition="center" />
              <Button
                variant="default"
                onClick={continueAsGuest}
                loading={guestLogin.isPending}
                disabled={busy}
                fullWidth
              >
                Continue as guest
              </Button>
            </>
          )}
          <Text size="sm" ta="center">
            Booked as a guest?{' '}
            <Anchor component={Link} to="/find-my-booking">
              Lost your booking link?
            </Anchor>
          </Text>
          <Text size="sm" ta="center">
            Don&apos;t have an account?{' '}
            <Anchor component={Link} to="/sign-up" state={passedOn(state)} replace>
              Sign Up
            </Anchor>
          </Text>
        </Stack>
      </form>
      {guestBookings.dialog}
    </AccountCard>
  );
}
