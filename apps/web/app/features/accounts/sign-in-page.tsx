import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Button, Divider, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useLocalePath } from '../../i18n/locale';
import {
  cameFromApp,
  destinationAfterLogin,
  destinationIn,
  passedOn,
  readSignInState,
  useGoTo,
} from '../../session/navigation';
import { useSession } from '../../session/store';
import { onDemand, PART_UNAVAILABLE, useOnDemand } from '../../ui/on-demand';
import { AccountCard } from './account-card';

export const SIGN_IN_TITLE: MessageDescriptor = msg`Sign in`;
export const SIGN_IN_DESCRIPTION: MessageDescriptor = msg`Sign in to book, pay and manage your tickets.`;

/**
 * The calls, their failure messages and what follows a sign-in: loaded when the visitor engages with the screen
 * (focus in the form, a send, "Continue as guest"), not with the page (issue 33's byte budgets).
 */
const signInCalls = onDemand(() => import('./sign-in-calls'));

export function SignInPage() {
  const location = useLocation();
  const state = readSignInState(location.state);
  const goTo = useGoTo();
  const { t, i18n } = useLingui();
  const inLocale = useLocalePath();
  const [calls, requestCalls] = useOnDemand(signInCalls);
  const [pending, setPending] = useState<'login' | 'guest' | null>(null);
  // What the last sign-in or guest call failed with (cleared when either starts again).
  const [problem, setProblem] = useState<string | null>(null);
  // A signed-in customer on the way on: the offer of earlier guest bookings comes first (issue 26).
  const [signedIn, setSignedIn] = useState<{ token: string; next: () => void } | null>(null);
  const busy = pending !== null;
  // An answer that comes after the visitor left the screen signs nobody in and moves nobody (as before: a
  // mutation's callbacks never ran after its screen unmounted).
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  /** The calls' code could not be fetched: the send ends, and says so. */
  const unavailable = () => {
    setPending(null);
    setProblem(i18n._(PART_UNAVAILABLE));
  };

  const form = useForm({
    mode: 'controlled',
    initialValues: { email: '', password: '' },
    validate: {
      email: (value) => (value.trim() ? null : t`Email is required`),
      password: (value) => (value ? null : t`Password is required`),
    },
  });

  const onSubmit = form.onSubmit((values) => {
    if (busy) return;
    setProblem(null);
    setPending('login');
    void requestCalls().then(
      (c) =>
        c
          .login({ Email: values.email.trim(), Password: values.password })
          .then(
            ({ token, user, tempPassword }) => {
              if (!mounted.current) return;
              useSession.getState().login(token, user, tempPassword);
              // In the screen's language: a temporary password's new one at `/es/reset-password`, `/es/home`.
              const destination = destinationAfterLogin(state, tempPassword, cameFromApp(location.key));
              const next = () => goTo(destinationIn(destination, inLocale));
              // Earlier guest bookings with this e-mail are offered first (issue 26); a temporary password goes on.
              if (tempPassword) next();
              else setSignedIn({ token, next });
            },
            (error: unknown) => setProblem(c.signInErrorMessage(error)),
          )
          .finally(() => setPending(null)),
      unavailable,
    );
  });

  const continueAsGuest = () => {
    if (busy) return;
    setProblem(null);
    setPending('guest');
    void requestCalls().then(
      (c) =>
        c
          .guestLogin()
          .then(
            (token) => {
              if (!mounted.current) return;
              useSession.getState().loginAsGuest(token);
              goTo(cameFromApp(location.key) ? -1 : inLocale('/home'));
            },
            (error: unknown) => setProblem(c.errorMessage(error)),
          )
          .finally(() => setPending(null)),
      unavailable,
    );
  };

  return (
    <AccountCard title={i18n._(SIGN_IN_TITLE)} description={i18n._(SIGN_IN_DESCRIPTION)}>
      <form
        onSubmit={onSubmit}
        onFocus={() => void requestCalls().catch(() => {})}
        noValidate
        aria-label={i18n._(SIGN_IN_TITLE)}
      >
        <Stack gap="md">
          {problem &&
            (calls ? (
              <calls.SignInProblem message={problem} />
            ) : (
              <Text role="alert" c="red.8" size="sm">
                {problem}
              </Text>
            ))}
          <TextInput label={t`Email`} type="email" autoComplete="email" required {...form.getInputProps('email')} />
          <PasswordInput
            label={t`Password`}
            autoComplete="current-password"
            required
            {...form.getInputProps('password')}
          />
          <Group justify="flex-end">
            <Anchor component={Link} to={inLocale('/recover-password')} replace size="sm">
              <Trans>Forgot Password?</Trans>
            </Anchor>
          </Group>
          <Button type="submit" loading={pending === 'login'} disabled={busy} fullWidth>
            <Trans>Sign in</Trans>
          </Button>
          {state.ScheduledCheckout === true && (
            <>
              <Divider label={t`or`} labelPosition="center" />
              <Button
                variant="default"
                onClick={continueAsGuest}
                loading={pending === 'guest'}
                disabled={busy}
                fullWidth
              >
                <Trans>Continue as guest</Trans>
              </Button>
            </>
          )}
          <Text size="sm" ta="center">
            <Trans>
              Booked as a guest?{' '}
              <Anchor component={Link} to={inLocale('/find-my-booking')}>
                Lost your booking link?
              </Anchor>
            </Trans>
          </Text>
          <Text size="sm" ta="center">
            <Trans>
              Don&apos;t have an account?{' '}
              <Anchor component={Link} to={inLocale('/sign-up')} state={passedOn(state)} replace>
                Sign Up
              </Anchor>
            </Trans>
          </Text>
        </Stack>
      </form>
      {signedIn && calls && <calls.GuestBookingsAfterSignIn token={signedIn.token} next={signedIn.next} />}
    </AccountCard>
  );
}
