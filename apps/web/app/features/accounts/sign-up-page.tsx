import { Alert, Anchor, Button, Group, Modal, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { email as emailSchema, Messages, PASSWORD_MIN_LENGTH, SIGNUP_PHONE_MAX } from '@upkeep/contract';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { destinationAfterSignUp, passedOn, readSignUpState } from '../../session/navigation';
import { useSession } from '../../session/store';
import { useGuestBookingsAfterSignIn } from '../../shared/guest-bookings/guest-bookings-after-sign-in';
import { AccountCard, phoneInput } from './account-card';
import { useSignUp } from './api/session';
import { fieldErrorsOf, signUpErrorMessage } from './errors';

export const SIGN_UP_TITLE = 'Sign up';
export const SIGN_UP_DESCRIPTION = 'Create your free UpKeep account.';

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

/** Field rules of spec 000 section 5 (the passwords' match is checked after, with its own dialog). */
export const signUpValidation = {
  name: (value: string) => (value.trim() ? null : 'Name is required'),
  email: (value: string) => {
    if (!value.trim()) return 'Email is required';
    return emailSchema.safeParse(value).success ? null : 'Enter a valid e-mail address';
  },
  phone: (value: string) => {
    if (!value) return 'Phone is required';
    return value.length === SIGNUP_PHONE_MAX ? null : `Phone must have ${SIGNUP_PHONE_MAX} digits`;
  },
  password: (value: string) => {
    if (!value) return 'Password is required';
    return value.length >= PASSWORD_MIN_LENGTH ? null : `Password must be at least ${PASSWORD_MIN_LENGTH} characters`;
  },
  repeatPassword: (value: string) => (value ? null : 'Repeat the password'),
};

const SERVER_FIELDS = {
  Name: { field: 'name', label: 'Name' },
  Email: { field: 'email', label: 'Email' },
  PhoneNumber: { field: 'phone', label: 'Phone' },
  Password: { field: 'password', label: 'Password' },
} as const;

export function SignUpPage() {
  const location = useLocation();
  const navigate = useNavigate();
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
          const destination = destinationAfterSignUp(state);
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

  return (
    <AccountCard title={SIGN_UP_TITLE} description={SIGN_UP_DESCRIPTION}>
      <form onSubmit={onSubmit} noValidate aria-label="Sign up">
        <Stack gap="md">
          {errorMessage && (
            <Alert color="red" variant="light">
              {errorMessage}
            </Alert>
          )}
          <TextInput label="Name" autoComplete="name" required {...form.getInputProps('name')} />
          <TextInput label="Email" type="email" autoComplete="email" required {...form.getInputProps('email')} />
          <TextInput
            label="Phone"
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            description={`Digits only, ${SIGNUP_PHONE_MAX} at most`}
            required
            {...form.getInputProps('phone')}
            onChange={(event) => form.setFieldValue('phone', phoneInput(event.currentTarget.value, SIGNUP_PHONE_MAX))}
          />
          <PasswordInput
            label="Password"
            autoComplete="new-password"
            description={`At least ${PASSWORD_MIN_LENGTH} characters`}
            required
            {...form.getInputProps('password')}
          />
          <PasswordInput
            label="Repeat password"
            autoComplete="new-password"
            required
            {...form.getInputProps('repeatPassword')}
          />
          <Button type="submit" loading={signUp.isPending} disabled={signUp.isPending} fullWidth>
            Sign up
          </Button>
          <Text size="sm" ta="center">
            Already have an account?{' '}
            <Anchor component={Link} to="/sign-in" state={passedOn(state)} replace>
              Sign In
            </Anchor>
          </Text>
        </Stack>
      </form>
      <Modal
        opened={mismatchOpen}
        onClose={() => setMismatchOpen(false)}
        title={Messages.passwordsDoNotMatch.title}
        centered
      >
        <Stack gap="md">
          <Text>{Messages.passwordsDoNotMatch.text}</Text>
          <Group justify="flex-end">
            <Button onClick={() => setMismatchOpen(false)}>OK</Button>
          </Group>
        </Stack>
      </Modal>
      {guestBookings.dialog}
    </AccountCard>
  );
}
