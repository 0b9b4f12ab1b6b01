/**
 * /pro/profile: the company's profile (GET/PUT /company/profile), checked with the contract's
 * companyProfileRequest as the server will, and its logo (PUT /company/profile/logo: the image as the body,
 * PNG, JPEG or WebP up to 1 MB, checked here first).
 */
import {
  Alert,
  Button,
  Checkbox,
  Group,
  Image,
  Paper,
  SimpleGrid,
  Stack,
  TagsInput,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  COMPANY_DESCRIPTION_MAX,
  COMPANY_TAGS_MAX,
  type CompanyProfile,
  type CompanyProfileRequest,
  companyProfileRequest,
  FIELD_LIMITS,
  LOGO_CONTENT_TYPES,
  LOGO_MAX_BYTES,
  renamePendingText,
} from '@upkeep/contract';
import { useRef, useState } from 'react';
import { errorMessage, TRY_AGAIN_LATER } from '../../lib/errors';
import { type FieldLabels, schemaErrors } from '../../lib/schema-errors';
import { ErrorState } from '../../ui/error-state';
import { PageLoader } from '../../ui/page-loader';
import { ProFrame } from '../../ui/pro-frame';
import { useCompanyProfile } from './api/get-company-profile';
import { useUpdateCompanyProfile } from './api/update-company-profile';
import { useUploadLogo } from './api/upload-logo';
import { CredentialsSection } from './credentials-section';
import { GallerySection } from './gallery-section';
import { fieldErrorsOf, useToken } from './setup-api';

export const PROFILE_TITLE = 'Company profile';

type ProfileValues = Required<CompanyProfileRequest>;

const LABELS: FieldLabels<ProfileValues> = {
  name: 'Company name',
  description: 'Description',
  tags: 'Tags',
  phoneNumber: 'Phone',
  email: 'Email',
  address: 'Address',
  city: 'City',
  zipCode: 'Zip code',
  isInsured: 'Insured',
  isLicensed: 'Licensed',
};

export function ProfilePage() {
  const token = useToken();
  const profile = useCompanyProfile(token);
  if (profile.isPending) return <PageLoader />;
  if (profile.isError) {
    return (
      <ProFrame title={PROFILE_TITLE}>
        <ErrorState
          title="Could not load your profile"
          message={errorMessage(profile.error, TRY_AGAIN_LATER)}
          onRetry={() => void profile.refetch()}
        />
      </ProFrame>
    );
  }
  return (
    <ProFrame title={PROFILE_TITLE} description="What customers see about your company when they compare offers.">
      <LogoSection token={token} logo={profile.data.logo} />
      <ProfileForm token={token} profile={profile.data} />
      <CredentialsSection token={token} />
      <GallerySection token={token} />
    </ProFrame>
  );
}

const valuesOf = (p: CompanyProfile): ProfileValues => ({
  // The name asked for while its rename waits: saving the rest of the profile keeps it waiting.
  name: p.pendingName ?? p.name,
  description: p.description,
  tags: p.tags,
  phoneNumber: p.phoneNumber,
  email: p.email,
  address: p.address,
  city: p.city,
  zipCode: p.zipCode ?? '',
  isInsured: p.isInsured,
  isLicensed: p.isLicensed,
});

function ProfileForm({ token, profile }: { token: string; profile: CompanyProfile }) {
  const [saved, setSaved] = useState(false);
  const form = useForm<ProfileValues>({
    mode: 'controlled',
    initialValues: valuesOf(profile),
    validate: (values) => schemaErrors(companyProfileRequest, values, LABELS),
  });
  const save = useUpdateCompanyProfile(token, {
    onSaved: () => setSaved(true),
    onError: (error) => {
      const fields = fieldErrorsOf(error);
      form.setErrors(
        Object.fromEntries(
          Object.entries(fields).map(([field, message]) => [
            field,
            field in LABELS ? `${LABELS[field as keyof ProfileValues]} ${message}` : message,
          ]),
        ),
      );
    },
  });
  const onSubmit = form.onSubmit((values) => {
    if (save.isPending) return;
    setSaved(false);
    save.mutate({ ...values, tags: values.tags.map((t) => t.trim()).filter(Boolean) });
  });

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <form onSubmit={onSubmit} noValidate aria-label="Company profile">
        <Stack gap="md">
          <TextInput
            label="Company name"
            description={
              profile.state === 'setting_up'
                ? undefined
                : `A new name waits for UpKeep's approval; customers see ${profile.name} until then.`
            }
            required
            maxLength={FIELD_LIMITS.companyName}
            {...form.getInputProps('name')}
          />
          {profile.pendingName && (
            <Alert color="yellow" variant="light" role="status" aria-label="Rename waiting">
              {renamePendingText(profile.pendingName)}
            </Alert>
          )}
          <Textarea
            label="Description"
            description={`What you do and what sets you apart. Up to ${COMPANY_DESCRIPTION_MAX} characters.`}
            rows={4}
            maxLength={COMPANY_DESCRIPTION_MAX}
            {...form.getInputProps('description')}
          />
          <TagsInput
            label="Tags"
            description={`Up to ${COMPANY_TAGS_MAX}, e.g. Family owned, Same-day. Press Enter after each.`}
            maxTags={COMPANY_TAGS_MAX}
            clearable
            {...form.getInputProps('tags')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label="Phone"
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              required
              {...form.getInputProps('phoneNumber')}
              onChange={(event) =>
                form.setFieldValue('phoneNumber', event.currentTarget.value.replace(/\D/g, '').slice(0, 10))
              }
            />
            <TextInput label="Email" type="email" autoComplete="email" required {...form.getInputProps('email')} />
          </SimpleGrid>
          <TextInput
            label="Address"
            autoComplete="street-address"
            required
            maxLength={FIELD_LIMITS.address}
            {...form.getInputProps('address')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label="City" required maxLength={FIELD_LIMITS.city} {...form.getInputProps('city')} />
            <TextInput
              label="Zip code"
              inputMode="numeric"
              autoComplete="postal-code"
              required
              maxLength={5}
              {...form.getInputProps('zipCode')}
            />
          </SimpleGrid>
          <Group gap="xl">
            <Checkbox label="Insured" size="md" {...form.getInputProps('isInsured', { type: 'checkbox' })} />
            <Checkbox label="Licensed" size="md" {...form.getInputProps('isLicensed', { type: 'checkbox' })} />
          </Group>
          {saved && (
            <Alert color="teal" variant="light" role="status">
              Profile saved.
            </Alert>
          )}
          {save.isError && (
            <Alert color="red" variant="light" role="alert" title="Not saved">
              {errorMessage(save.error, 'The profile could not be saved. Try again later.')}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button type="submit" size="md" loading={save.isPending}>
              Save profile
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

/** The file's problem before any upload, or null. */
export function logoProblem(file: File): string | null {
  if (!(LOGO_CONTENT_TYPES as readonly string[]).includes(file.type))
    return 'The logo must be a PNG, JPEG or WebP image.';
  if (file.size > LOGO_MAX_BYTES) return 'The logo must be at most 1 MB.';
  return null;
}

function LogoSection({ token, logo }: { token: string; logo: string }) {
  const input = useRef<HTMLInputElement>(null);
  const [current, setCurrent] = useState(logo);
  const [problem, setProblem] = useState<string | null>(null);
  const upload = useUploadLogo(token, setCurrent);
  const onFile = (event: React.ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    event.currentTarget.value = '';
    if (!file) return;
    const p = logoProblem(file);
    setProblem(p);
    if (!p) upload.mutate(file);
  };
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="logo-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="logo-title">
          Logo
        </Title>
        <Group gap="lg" align="center">
          {current ? (
            <Image src={current} alt="Your current logo" w={96} h={96} fit="contain" radius="md" bg="gray.0" />
          ) : (
            <Text c="gray.7" size="sm">
              No logo yet.
            </Text>
          )}
          <Stack gap={4}>
            <input
              ref={input}
              id="logo-file"
              type="file"
              accept={LOGO_CONTENT_TYPES.join(',')}
              aria-label="Logo file"
              onChange={onFile}
              style={{ display: 'none' }}
            />
            <Button variant="light" size="md" loading={upload.isPending} onClick={() => input.current?.click()}>
              {current ? 'Replace logo' : 'Upload a logo'}
            </Button>
            <Text size="xs" c="gray.7">
              PNG, JPEG or WebP, at most 1 MB.
            </Text>
          </Stack>
        </Group>
        {(problem || upload.isError) && (
          <Alert color="red" variant="light" role="alert">
            {problem ?? errorMessage(upload.error, 'The logo could not be uploaded. Try again later.')}
          </Alert>
        )}
        {upload.isSuccess && !problem && (
          <Text size="sm" c="teal.9" role="status">
            Logo uploaded.
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
