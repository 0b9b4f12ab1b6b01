import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { CustomerUser } from '@upkeep/contract';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useLocaleNavigate, useLocalePath } from '../../i18n/locale';
import { PROFILE_UPDATED } from '../../i18n/spec-messages-account';
import { CONFIRMATION_REDIRECT_MS } from '../../session/navigation';
import { RequireLogin } from '../../session/require-login';
import { useSession } from '../../session/store';
import { AddressAutocomplete } from '../../ui/address-autocomplete';
import { ErrorState } from '../../ui/error-state';
import { PageLoader } from '../../ui/page-loader';
import { AccountCard, phoneInput } from './account-card';
import { useProfile, useUpdateProfile } from './api/profile';
import { fieldErrorsOf, profileErrorMessage, type ServerField } from './errors';
import { ProfileLanguage } from './profile-language';
import { SavedCardsSection } from './saved-cards-section';

export const PROFILE_TITLE: MessageDescriptor = msg`Profile`;
export const PROFILE_DESCRIPTION: MessageDescriptor = msg`Your personal information.`;

/** The profile's phone: digits, 10 to 15 of them (the contract's profileUpdateRequest). */
export const PROFILE_PHONE_MIN = 10;
export const PROFILE_PHONE_MAX = 15;

export interface ProfileValues {
  phoneNumber: string;
  address: string;
}

/** Spec 000 section 5: saving needs the (read-only) name and e-mail. */
export function canSaveProfile(user: Pick<CustomerUser, 'name' | 'email'>): boolean {
  return user.name.trim() !== '' && user.email.trim() !== '';
}

/** Signed-in customers only: guests and anonymous visitors go to /sign-in (spec 000 section 6). */
export function ProfilePage() {
  return (
    <RequireLogin redirectTo="/sign-in">
      <Profile />
    </RequireLogin>
  );
}

function Profile() {
  const token = useSession((s) => s.token);
  const profile = useProfile(token);
  const { t, i18n } = useLingui();
  return (
    <AccountCard
      title={i18n._(PROFILE_TITLE)}
      description={i18n._(PROFILE_DESCRIPTION)}
      size={560}
      // The saved cards (issue 31) follow the personal information, once it has loaded.
      after={profile.data && token ? <SavedCardsSection /> : null}
    >
      {profile.isPending && <PageLoader />}
      {profile.isError && (
        <ErrorState
          title={t`Could not load your profile`}
          message={t`Check your connection and try again.`}
          onRetry={() => void profile.refetch()}
        />
      )}
      {profile.data && token && (
        <Stack gap="lg">
          <ProfileForm user={profile.data} token={token} />
          <ProfileLanguage user={profile.data} token={token} />
        </Stack>
      )}
    </AccountCard>
  );
}

/** The server's reasons for a field, said after it ('Phone must have at least 10 digits'). */
const SERVER_FIELDS: Record<string, ServerField<keyof ProfileValues>> = {
  phoneNumber: { field: 'phoneNumber', reason: (reason) => msg`Phone ${reason}` },
  address: { field: 'address', reason: (reason) => msg`Address ${reason}` },
};

function ProfileForm({ user, token }: { user: CustomerUser; token: string }) {
  // Home in the screen's language once saved (`/es/home`), the change-password button to its screen there.
  const navigate = useLocaleNavigate();
  const inLocale = useLocalePath();
  const { t, i18n } = useLingui();
  const updateProfile = useUpdateProfile();
  const [updated, setUpdated] = useState(false);
  // The zip code of the suggestion the customer chose; sent with the address so the server can check them.
  const [chosenZip, setChosenZip] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const form = useForm<ProfileValues>({
    mode: 'controlled',
    initialValues: { phoneNumber: user.phoneNumber, address: user.address ?? '' },
    validate: {
      phoneNumber: (value) => {
        if (!value) return t`Phone is required`;
        const min = PROFILE_PHONE_MIN;
        return value.length >= min ? null : t`Phone must have at least ${min} digits`;
      },
    },
  });

  const onSubmit = form.onSubmit((values) => {
    const address = values.address.trim();
    updateProfile.mutate(
      { token, phoneNumber: values.phoneNumber, address, zipCode: address && chosenZip ? chosenZip : undefined },
      {
        onSuccess: (saved) => {
          useSession
            .getState()
            .userUpdated({ phoneNumber: saved.phoneNumber, address: saved.address, zipCode: saved.zipCode });
          setUpdated(true);
          timer.current = setTimeout(() => void navigate('/home'), CONFIRMATION_REDIRECT_MS);
        },
        onError: (error) => form.setErrors(fieldErrorsOf(error, SERVER_FIELDS)),
      },
    );
  });

  const busy = updateProfile.isPending || updated;

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t`Personal information`}>
      <Stack gap="md">
        {updated && (
          <Alert color="teal" variant="light" role="status">
            {i18n._(PROFILE_UPDATED)}
          </Alert>
        )}
        {updateProfile.isError && (
          <Alert color="red" variant="light">
            {profileErrorMessage(updateProfile.error)}
          </Alert>
        )}
        <TextInput label={t`Name`} value={user.name} readOnly variant="filled" />
        <TextInput label={t`Email`} type="email" value={user.email} readOnly variant="filled" />
        <TextInput
          label={t`Phone`}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          required
          disabled={updated}
          {...form.getInputProps('phoneNumber')}
          onChange={(event) =>
            form.setFieldValue('phoneNumber', phoneInput(event.currentTarget.value, PROFILE_PHONE_MAX))
          }
        />
        <AddressAutocomplete
          label={t`Address`}
          placeholder={t`Start typing your street address`}
          disabled={updated}
          {...form.getInputProps('address')}
          value={form.getValues().address}
          onChange={(value) => {
            form.setFieldValue('address', value);
            if (!value.trim()) setChosenZip(null);
          }}
          onSuggestionChosen={(suggestion) => setChosenZip(suggestion.zipCode)}
        />
        <Group justify="space-between">
          <Button component={Link} to={inLocale('/reset-password')} variant="default">
            <Trans>Change password</Trans>
          </Button>
          <Button type="submit" loading={updateProfile.isPending} disabled={busy || !canSaveProfile(user)}>
            <Trans>Save</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
