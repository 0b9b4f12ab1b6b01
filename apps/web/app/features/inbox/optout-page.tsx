import { Textarea, TextInput } from '@mantine/core';
import { Messages, type OptOutRequest } from '@upkeep/contract';
import type { FieldLabels } from '../../lib/schema-errors';
import {
  AsidePoints,
  CompanyNameField,
  EmailField,
  InboxAside,
  InboxPage,
  PhoneField,
  postInbox,
  useInboxForm,
} from './inbox-form';

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
const MESSAGE_MAX = 2000;

/** POST /customer/optout-request (spec 000 sections 3 and 8): every field required. */
export function OptOutPage() {
  const { form, submit } = useInboxForm<OptOutValues>({
    initialValues: { companyName: '', name: '', phoneNumber: '', email: '', message: '' },
    labels: LABELS,
    schema: 'optOut',
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
        <InboxAside title="What happens next">
          <AsidePoints
            points={[
              'We stop contacting your company about joining UpKeep.',
              'We keep only what we need to honour your request.',
              'Homeowners are not affected: this form is for companies.',
            ]}
            note="Changed your mind later? The Partner Up form is always open."
          />
        </InboxAside>
      }
    >
      <CompanyNameField form={form} field="companyName" />
      <TextInput label="Your name" autoComplete="name" required maxLength={100} {...form.getInputProps('name')} />
      <PhoneField form={form} field="phoneNumber" />
      <EmailField form={form} field="email" />
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
