import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Button, Group, Modal, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { email as emailSchema, PASSWORD_MIN_LENGTH, SIGNUP_PHONE_MAX } from '@upkeep/contract';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useLocalePath } from '../../i18n/locale';
import { i18n } from '../../i18n/runtime';
import { PASSWORDS_DO_NOT_MATCH_TEXT, PASSWORDS_DO_NOT_MATCH_TITLE } from '../../i18n/spec-messages-account';
import { destinationAfterSignUp, destinationIn, passedOn, readSignUpState } from '../../session/navigation';
import { useSession } from '../../session/store';
import { useGuestBookingsAfterSignIn } from '../../shared/guest-bookings/guest-bookings-after-sign-in';
import { AccountCard, phoneInput } from './account-card';
import { useSignUp } from './api/session';
import { fieldErrorsOf, type ServerField, signUpErrorMessage } from './errors';

export const SIGN_UP_TITLE: MessageDescriptor = msg`Sign up`;
export const SIGN_UP_DESCRIPTION: MessageDescriptor = msg`Create your free UpKeep account.`;

/** The marketing source sent as Origin when the visit did not come with one. */
export const DEFAULT_ORIGIN = 'upkeep';
const ORIGIN_MAX = 50;

export interface SignUpValues {
  name: string;
  email: string;
  phone: string;
  password: string;
  repeatPassword: string;
}

/**
 * Field rules of spec 000 section 5 (the passwords' match is checked after, with its own dialog), said in the active
 * language when a check runs.
 */
export const signUpValidation = {
  name: (value: string) => (value.trim() ? null : i18n._(msg`Name is required`)),
  email: (value: string) => {
    if (!value.trim()) return i18n._(msg`Email is required`);
    return emailSchema.safeParse(value).success ? null : i18n._(msg`Enter a valid e-mail address`);
  },
  phone: (value: string) => {
    if (!value) return i18n._(msg`Phone is required`);
    const digits = SIGNUP_PHONE_MAX;
    return value.length === SIGNUP_PHONE_MAX ? null : i18n._(msg`Phone must have ${digits} digits`);
  },
  password: (value: string) => {
    if (!value) return i18n._(msg`Password is required`);
    const min = PASSWORD_MIN_LENGTH;
    return value.length >= PASSWORD_MIN_LENGTH ? null : i18n._(msg`Password must be at least ${min} characters`);
  },
  repeatPassword: (value: string) => (value ? null : i18n._(msg`Repeat the password`)),
};

/** The server's reasons for a field, said after it (its English as before: 'Password must be at least 8 characters'). */
const SERVER_FIELDS: Record<string, ServerField<keyof SignUpValues>> = {
  Name: { field: 'name', reason: (reason) => msg`Name ${reason}` },
  Email: { field: 'email', reason: (reason) => msg`Email ${reason}` },
  PhoneNumber: { field: 'phone', reason: (reason) => msg`Phone ${reason}` },
  Password: { field: 'password', reason: (reason) => msg`Password ${reason}` },
};

export function SignUpPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const { t } = useLingui();
  // The screen's language: its links, and where it leads after the sign-up (`/es/home`, `/es/booking`).
  const inLocale = useLocalePath();
  const state = readSignUpState(location.state);
  const signUp = useSignUp();
  const guestBookings = useGuestBookingsAfterSignIn();
  const [mismatchOpen, setMismatchOpen] = useState(false);

  const form = useForm<SignUpValues>({
    mode: 'controlled',
    initialValues: { name: '', email: state.inputEmail ?? '', phone: '', password: '', repeatPassword: '' },
    validate: signUpValidation,
  });

  const onSubmit = form.onSubmit((values) => {
    if (values.password !== values.repeatPassword) {
      form.setValues({ password: '', repeatPassword: '' });
      setMismatchOpen(true);
      return;
    }
    const origin = (useSession.getState().source || DEFAULT_ORIGIN).slice(0, ORIGIN_MAX);
    signUp.mutate(
      {
        Name: values.name.trim(),
        Email: values.email.trim(),
        PhoneNumber: values.phone,
        Password: values.password,
        Origin: origin,
      },
      {
        onSuccess: ({ token, user, tempPassword }) => {
          useSession.getState().login(token, user, tempPassword);
          const destination = destinationIn(destinationAfterSignUp(state), inLocale);
          // Earlier guest bookings with this e-mail are offered first (issue 26).
          guestBookings.afterSignIn(token, () => {
            if (typeof destination === 'string') void navigate(destination);
            else void navigate(destination.to, { state: destination.state });
          });
        },
        onError: (error) => form.setErrors(fieldErrorsOf(error, SERVER_FIELDS)),
      },
    );
  });

  const errorMessage = signUp.error ? signUpErrorMessage(signUp.error) : null;
  const phoneMax = SIGNUP_PHONE_MAX;
  const passwordMin = PASSWORD_MIN_LENGTH;

  return (
    <AccountCard title={i18n._(SIGN_UP_TITLE)} description={i18n._(SIGN_UP_DESCRIPTION)}>
      <form onSubmit={onSubmit} noValidate aria-label={i18n._(SIGN_UP_TITLE)}>
        <Stack gap="md">
          {errorMessage && (
            <Alert color="red" variant="light">
              {errorMessage}
            </Alert>
          )}
          <TextInput label={t`Name`} autoComplete="name" required {...form.getInputProps('name')} />
          <TextInput label={t`Email`} type="email" autoComplete="email" required {...form.getInputProps('email')} />
          <TextInput
            label={t`Phone`}
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            description={t`Digits only, ${phoneMax} at most`}
            required
            {...form.getInputProps('phone')}
            onChange={(event) => form.setFieldValue('phone', phoneInput(event.currentTarget.value, SIGNUP_PHONE_MAX))}
          />
          <PasswordInput
            label={t`Password`}
            autoComplete="new-password"
            description={t`At least ${passwordMin} characters`}
            required
            {...form.getInputProps('password')}
          />
          <PasswordInput
            label={t`Repeat password`}
            autoComplete="new-password"
            required
            {...form.getInputProps('repeatPassword')}
          />
          <Button type="submit" loading={signUp.isPending} disabled={signUp.isPending} fullWidth>
            <Trans>Sign up</Trans>
          </Button>
          <Text size="sm" ta="center">
            <Trans>
              Already have an account?{' '}
              <Anchor component={Link} to={inLocale('/sign-in')} state={passedOn(state)} replace>
                Sign In
              </Anchor>
            </Trans>
          </Text>
        </Stack>
      </form>
      <Modal
        opened={mismatchOpen}
        onClose={() => setMismatchOpen(false)}
        title={i18n._(PASSWORDS_DO_NOT_MATCH_TITLE)}
        centered
      >
        <Stack gap="md">
          <Text>{i18n._(PASSWORDS_DO_NOT_MATCH_TEXT)}</Text>
          <Group justify="flex-end">
            <Button onClick={() => setMismatchOpen(false)}>
              <Trans>OK</Trans>
            </Button>
          </Group>
        </Stack>
      </Modal>
      {guestBookings.dialog}
    </AccountCard>
  );
}
