import { List, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Messages, type OptOutRequest, optOutRequest } from '@upkeep/contract';
import { type FieldLabels, schemaErrors } from '../../lib/schema-errors';
import { digitsOnly, InboxPage, postInbox, useInboxSubmit } from './inbox-form';

export const OPTOUT_TITLE = 'Opt out';
export const OPTOUT_DESCRIPTION =
  'Run a service company and want us to stop contacting you? Tell us here and we will take you off our lists.';

type OptOutValues = Required<OptOutRequest>;

const LABELS: FieldLabels<OptOutValues> = {
  companyName: 'Company name',
  name: 'Your name',
  phoneNumber: 'Phone',
  email: 'Email',
  message: 'Message',
};
const PHONE_MAX_DIGITS = 15;
const MESSAGE_MAX = 2000;

/** POST /customer/optout-request (spec 000 sections 3 and 8): every field required. */
export function OptOutPage() {
  const form = useForm<OptOutValues>({
    mode: 'controlled',
    initialValues: { companyName: '', name: '', phoneNumber: '', email: '', message: '' },
    validate: (values) => schemaErrors(optOutRequest, values, LABELS),
  });
  const submit = useInboxSubmit({
    form,
    labels: LABELS,
    send: (values) => postInbox('optOut', values),
  });

  return (
    <InboxPage
      title={OPTOUT_TITLE}
      subtitle={OPTOUT_DESCRIPTION}
      formLabel="Opt out"
      submit={submit}
      submitLabel="Submit"
      sentNotice={Messages.optOutSent}
      aside={
        <Stack gap="sm">
          <Title order={2} size="h4">
            What happens next
          </Title>
          <List spacing="xs" c="dark.5">
            <List.Item>We stop contacting your company about joining UpKeep.</List.Item>
            <List.Item>We keep only what we need to honour your request.</List.Item>
            <List.Item>Homeowners are not affected: this form is for companies.</List.Item>
          </List>
          <Text c="dark.5" size="sm">
            Changed your mind later? The Partner Up form is always open.
          </Text>
        </Stack>
      }
    >
      <TextInput
        label="Company name"
        autoComplete="organization"
        required
        maxLength={150}
        {...form.getInputProps('companyName')}
      />
      <TextInput label="Your name" autoComplete="name" required maxLength={100} {...form.getInputProps('name')} />
      <TextInput
        label="Phone"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        required
        {...form.getInputProps('phoneNumber')}
        onChange={(event) => form.setFieldValue('phoneNumber', digitsOnly(PHONE_MAX_DIGITS)(event))}
      />
      <TextInput
        label="Email"
        type="email"
        autoComplete="email"
        required
        maxLength={254}
        {...form.getInputProps('email')}
      />
      <Textarea
        label="Message"
        required
        rows={4}
        maxLength={MESSAGE_MAX}
        description="For example, which phone numbers or addresses should no longer hear from us."
        {...form.getInputProps('message')}
      />
    </InboxPage>
  );
}
