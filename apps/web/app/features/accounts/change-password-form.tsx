import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, PasswordInput, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { PASSWORD_MIN_LENGTH } from '@upkeep/contract';
import { useEffect, useRef, useState } from 'react';
import { useLocaleNavigate } from '../../i18n/locale';
import { i18n } from '../../i18n/runtime';
import {
  PASSWORD_DID_NOT_MATCH,
  PASSWORD_MATCH,
  PASSWORD_UPDATE_FAILED,
  PASSWORD_UPDATED,
} from '../../i18n/spec-messages-account';
import { CONFIRMATION_REDIRECT_MS } from '../../session/navigation';
import { useSession } from '../../session/store';
import { useChangePassword } from './api/password';
import { fieldErrorsOf, type ServerField } from './errors';

export interface ChangePasswordValues {
  currentPassword: string;
  newPassword: string;
  repeatPassword: string;
}

/**
 * The live line under the repeated password (spec 000 section 5), in the active language; nothing until something is
 * repeated.
 */
export function passwordMatchMessage(newPassword: string, repeatPassword: string): string | null {
  if (!repeatPassword) return null;
  return i18n._(newPassword === repeatPassword ? PASSWORD_MATCH : PASSWORD_DID_NOT_MATCH);
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

/** The server's reasons for a field, said after it ('Current password is incorrect'). */
const SERVER_FIELDS: Record<string, ServerField<keyof ChangePasswordValues>> = {
  CurrentPassword: { field: 'currentPassword', reason: (reason) => msg`Current password ${reason}` },
  NewPassword: { field: 'newPassword', reason: (reason) => msg`New password ${reason}` },
};

/**
 * Change password (the reset screen and the profile's button): the server answers a new token and revokes
 * the old ones, so the session keeps the new one; the temporary-password flag clears; home follows.
 */
export function ChangePasswordForm() {
  // Home in the screen's language once the password is changed (`/es/home`).
  const navigate = useLocaleNavigate();
  const { t } = useLingui();
  const token = useSession((s) => s.token);
  const changePassword = useChangePassword();
  const [updated, setUpdated] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const form = useForm<ChangePasswordValues>({
    mode: 'controlled',
    initialValues: { currentPassword: '', newPassword: '', repeatPassword: '' },
    validate: {
      newPassword: (value) => {
        const min = PASSWORD_MIN_LENGTH;
        return value.length >= min ? null : t`New password must be at least ${min} characters`;
      },
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
  const passwordMin = PASSWORD_MIN_LENGTH;

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t`Change password`}>
      <Stack gap="md">
        {updated && (
          <Alert color="teal" variant="light" role="status">
            {i18n._(PASSWORD_UPDATED)}
          </Alert>
        )}
        {changePassword.isError && (
          <Alert color="red" variant="light">
            {i18n._(PASSWORD_UPDATE_FAILED)}
          </Alert>
        )}
        <PasswordInput
          label={t`Current password`}
          autoComplete="current-password"
          required
          disabled={updated}
          {...form.getInputProps('currentPassword')}
        />
        <PasswordInput
          label={t`New password`}
          autoComplete="new-password"
          description={t`At least ${passwordMin} characters`}
          required
          disabled={updated}
          {...form.getInputProps('newPassword')}
        />
        <Stack gap={4}>
          <PasswordInput
            label={t`Repeat new password`}
            autoComplete="new-password"
            required
            disabled={updated}
            {...form.getInputProps('repeatPassword')}
          />
          <Text role="status" size="sm" c={newPassword === repeatPassword ? 'teal.8' : 'red.8'} mih={20}>
            {match}
          </Text>
        </Stack>
        <Button
          type="submit"
          loading={changePassword.isPending}
          disabled={busy || !canChangePassword(form.getValues())}
          fullWidth
        >
          <Trans>Change password</Trans>
        </Button>
      </Stack>
    </form>
  );
}
