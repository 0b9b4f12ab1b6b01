import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { ComboboxChevron, SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { PartnerRequest } from '@upkeep/contract';
import { useRef, useState } from 'react';
import { i18n } from '../../i18n/catalogs';
import { PARTNER_SENT } from '../../i18n/spec-messages-inbox';
import type { FieldLabels } from '../../lib/schema-errors';
import { onDemand, PART_UNAVAILABLE, useOnDemand } from '../../ui/on-demand';
import { PlainRadioGroup } from '../../ui/plain-radio-group';
import {
  AsidePoints,
  CompanyNameField,
  digitsOnly,
  EmailField,
  InboxAside,
  type InboxCalls,
  InboxPage,
  PhoneField,
  postInbox,
  useInboxForm,
} from './inbox-form';

export const PARTNER_TITLE = msg`Partner with us`;
export const PARTNER_DESCRIPTION = msg`Grow your home-services business with UpKeep: homeowners across the Las Vegas valley book and pay online, you do the work.`;

type YesNo = '' | 'yes' | 'no';

/** The form as typed: services chosen from the catalogue, and the two yes/no questions still unanswered. */
export interface PartnerValues {
  CompanyName: string;
  Email: string;
  Phone: string;
  Services: string[];
  IsInsured: YesNo;
  IsLicensed: YesNo;
  City: string;
  State: string;
  ZIPCode: string;
}

/** The fields' names in the page's language, for the problems said on them ('Email must be...'). */
const labelsOf = (): FieldLabels<PartnerValues> => ({
  CompanyName: i18n._(msg`Company name`),
  Email: i18n._(msg`Email`),
  Phone: i18n._(msg`Phone`),
  Services: i18n._(msg`Services`),
  IsInsured: i18n._(msg`Insurance`),
  IsLicensed: i18n._(msg`License`),
  City: i18n._(msg`City`),
  State: i18n._(msg`State`),
  ZIPCode: i18n._(msg`Zip code`),
});

/** What POST /customer/contact/partner receives: the services as one comma-separated line. */
export function partnerBody(values: PartnerValues): PartnerRequest {
  return {
    ...values,
    Services: values.Services.join(', '),
    IsInsured: values.IsInsured === 'yes',
    IsLicensed: values.IsLicensed === 'yes',
  };
}

function validate(values: PartnerValues, { schemaErrors, inboxSchemas }: InboxCalls) {
  const errors: Partial<Record<keyof PartnerValues, string>> = schemaErrors(
    inboxSchemas.partner,
    partnerBody(values),
    labelsOf(),
  );
  if (values.Services.length === 0) errors.Services = i18n._(msg`Choose at least one service`);
  if (!values.IsInsured) errors.IsInsured = i18n._(msg`Say whether the company is insured`);
  if (!values.IsLicensed) errors.IsLicensed = i18n._(msg`Say whether the company is licensed`);
  return errors;
}

/** A required yes-or-no question (drawn as Mantine's Radio.Group, without its code: ui/plain-radio-group.tsx). */
function YesNo({
  label,
  value,
  onChange,
  error,
}: {
  label: string;
  value?: YesNo;
  onChange?: (value: YesNo) => void;
  error?: React.ReactNode;
}) {
  const { t } = useLingui();
  const options = [
    { value: 'yes' as const, label: t`Yes` },
    { value: 'no' as const, label: t`No` },
  ];
  return <PlainRadioGroup label={label} required options={options} value={value} onChange={onChange} error={error} />;
}

const servicesPicker = onDemand(() => import('./partner-services-field'));

/**
 * The services picker: until the visitor first reaches it (focus, click, touch), a plain field that looks
 * like it and keeps what is typed; then the MultiSelect, which takes over the focus, opens its list and
 * filters it by that text (issue 33: its code is not the page's).
 */
function ServicesField({ form }: { form: UseFormReturnType<PartnerValues> }) {
  const [picker, requestPicker] = useOnDemand(servicesPicker);
  const standIn = useRef<HTMLInputElement>(null);
  const [typed, setTyped] = useState('');
  const [focusOnMount, setFocusOnMount] = useState(false);
  const [unavailable, setUnavailable] = useState(false);
  const { t } = useLingui();
  const label = t`Services you offer`;
  const placeholder = form.values.Services.length ? undefined : t`Choose one or more`;
  if (picker) {
    return (
      <picker.ServicesMultiSelect
        label={label}
        placeholder={placeholder}
        required
        searchable
        defaultSearchValue={typed}
        focusOnMount={focusOnMount}
        comboboxProps={{ withinPortal: true }}
        {...form.getInputProps('Services')}
      />
    );
  }
  const request = () =>
    void servicesPicker.load().then(
      () => {
        setUnavailable(false);
        // Read before the swap: the picker takes the focus (and opens) only if the visitor is still in the stand-in,
        // never after they moved on.
        setFocusOnMount(document.activeElement === standIn.current);
        void requestPicker();
      },
      // Its code could not be fetched: the field says so, and the next touch of it tries again.
      () => setUnavailable(true),
    );
  return (
    <TextInput
      ref={standIn}
      label={label}
      placeholder={placeholder}
      required
      value={typed}
      onChange={(event) => setTyped(event.currentTarget.value)}
      onFocus={request}
      onClick={request}
      onPointerEnter={request}
      onTouchStart={request}
      // Read as the picker will be: a closed list box.
      role="combobox"
      aria-haspopup="listbox"
      aria-expanded={false}
      error={unavailable ? i18n._(PART_UNAVAILABLE) : form.errors.Services}
      rightSection={<ComboboxChevron />}
      rightSectionPointerEvents="none"
    />
  );
}

/** POST /customer/contact/partner (spec 000 sections 3 and 5): every field required. */
export function PartnerPage() {
  const { t } = useLingui();
  const { form, submit } = useInboxForm<PartnerValues>({
    initialValues: {
      CompanyName: '',
      Email: '',
      Phone: '',
      Services: [],
      IsInsured: '',
      IsLicensed: '',
      City: '',
      State: 'NV',
      ZIPCode: '',
    },
    labels: labelsOf(),
    validate,
    send: (values) => postInbox('partner', partnerBody(values)),
  });

  return (
    <InboxPage
      title={i18n._(PARTNER_TITLE)}
      subtitle={i18n._(PARTNER_DESCRIPTION)}
      formLabel={t`Partner up`}
      submit={submit}
      submitLabel={t`Send request`}
      sentNotice={{ title: i18n._(PARTNER_SENT.title), text: i18n._(PARTNER_SENT.text) }}
      aside={
        <InboxAside title={t`Why companies join`}>
          <AsidePoints
            points={[
              t`Homeowners see your total price and rating next to each other: good work wins.`,
              t`Bookings land in your calendar with the job described and the card already charged.`,
              t`Reschedules, extra charges and reviews are handled in one place.`,
            ]}
            note={t`We review every request and call you back to set up your services, prices and calendar.`}
          />
        </InboxAside>
      }
    >
      <CompanyNameField form={form} field="CompanyName" />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <EmailField form={form} field="Email" />
        <PhoneField form={form} field="Phone" />
      </SimpleGrid>
      <ServicesField form={form} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <YesNo label={t`Is the company insured?`} {...form.getInputProps('IsInsured')} />
        <YesNo label={t`Is the company licensed?`} {...form.getInputProps('IsLicensed')} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <TextInput
          label={t`City`}
          autoComplete="address-level2"
          required
          maxLength={100}
          {...form.getInputProps('City')}
        />
        <TextInput
          label={t`State`}
          autoComplete="address-level1"
          required
          maxLength={50}
          {...form.getInputProps('State')}
        />
        <TextInput
          label={t`Zip code`}
          inputMode="numeric"
          autoComplete="postal-code"
          required
          {...form.getInputProps('ZIPCode')}
          onChange={(event) => form.setFieldValue('ZIPCode', digitsOnly(5)(event))}
        />
      </SimpleGrid>
    </InboxPage>
  );
}
