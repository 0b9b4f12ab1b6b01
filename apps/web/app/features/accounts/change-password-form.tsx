import { Alert, Button, PasswordInput, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Messages, PASSWORD_MIN_LENGTH } from '@upkeep/contract';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { CONFIRMATION_REDIRECT_MS } from '../../session/navigation';
import { useSession } from '../../session/store';
import { useChangePassword } from './api/password';
import { fieldErrorsOf } from './errors';

export interface ChangePasswordValues {
  currentPassword: string;
  newPassword: string;
  repeatPassword: string;
}

/** The live line under the repeated password (spec 000 section 5); nothing until something is repeated. */
export function passwordMatchMessage(newPassword: string, repeatPassword: string): string | null {
  if (!repeatPassword) return null;
  return newPassword === repeatPassword ? Messages.passwordMatch : Messages.passwordDidNotMatch;
}

/** Submit needs the three fields filled and the new password repeated exactly. */
export function canChangePassword(values: ChangePasswordValues): boolean {
  return (
    values.currentPassword !== '' &&
    values.newPassword !== '' &&
    values.repeatPassword !== '' &&
    values.newPassword === values.repeatPassword
  );
}

const SERVER_FIELDS = {
  CurrentPassword: { field: 'currentPassword', label: 'Current password' },
  NewPassword: { field: 'newPassword', label: 'New password' },
} as const;

/**
 * Change password (the reset screen and the profile's button): the server answers a new token and revokes
 * the old ones, so the session keeps the new one; the temporary-password flag clears; home follows.
 */
export function ChangePasswordForm() {
  const navigate = useNavigate();
  const token = useSession((s) => s.token);
  const changePassword = useChangePassword();
  const [updated, setUpdated] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const form = useForm<ChangePasswordValues>({
    mode: 'controlled',
    initialValues: { currentPassword: '', newPassword: '', repeatPassword: '' },
    validate: {
      newPassword: (value) =>
        value.length >= PASSWORD_MIN_LENGTH ? null : `New password must be at least ${PASSWORD_MIN_LENGTH} characters`,
    },
  });

  const onSubmit = form.onSubmit((values) => {
    if (!token || !canChangePassword(values)) return;
    changePassword.mutate(
      { token, CurrentPassword: values.currentPassword, NewPassword: values.newPassword },
      {
        onSuccess: (newToken) => {
          useSession.getState().passwordChanged(newToken);
          setUpdated(true);
          timer.current = setTimeout(() => void navigate('/home'), CONFIRMATION_REDIRECT_MS);
        },
        onError: (error) => form.setErrors(fieldErrorsOf(error, SERVER_FIELDS)),
      },
    );
  });

  const { newPassword, repeatPassword } = form.getValues();
  const match = passwordMatchMessage(newPassword, repeatPassword);
  const busy = changePassword.isPending || updated;

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Change password">
      <Stack gap="md">
        {updated && (
          <Alert color="teal" variant="light" role="status">
            {Messages.passwordUpdated}
          </Alert>
        )}
        {changePassword.isError && (
          <Alert color="red" variant="light">
            {Messages.passwordUpdateFailed}
          </Alert>
        )}
        <PasswordInput
          label="Current password"
          autoComplete="current-password"
          required
          disabled={updated}
          {...form.getInputProps('currentPassword')}
        />
        <PasswordInput
          label="New password"
          autoComplete="new-password"
          description={`At least ${PASSWORD_MIN_LENGTH} characters`}
          required
          disabled={updated}
          {...form.getInputProps('newPassword')}
        />
        <Stack gap={4}>
          <PasswordInput
            label="Repeat new password"
            autoComplete="new-password"
            required
            disabled={updated}
            {...form.getInputProps('repeatPassword')}
          />
          <Text role="status" size="sm" c={match === Messages.passwordMatch ? 'teal.8' : 'red.8'} mih={20}>
            {match}
          </Text>
        </Stack>
        <Button
          type="submit"
          loading={changePassword.isPending}
          disabled={busy || !canChangePassword(form.getValues())}
          fullWidth
        >
          Change password
        </Button>
      </Stack>
    </form>
  );
}
