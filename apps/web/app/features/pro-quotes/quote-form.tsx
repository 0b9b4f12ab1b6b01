/**
 * The quote's form (the editor's draft): one to three options, each a title, the work's time and priced lines (typed,
 * or picked from the service's price list), a line marked "Customer may add" being an add-on the customer may tick;
 * live totals per option as checkout shows them ('Booking fee': the contract's `quoteTotals`); the terms, the expiry
 * date, the deposit, the job's photos to show and a proposed start. Checked with the contract's `quoteBody` before
 * it is saved or sent; a problem, the form's or the API's, is shown against its field and listed above the buttons.
 */
import {
  Alert,
  Button,
  Card,
  Checkbox,
  Group,
  Image,
  List,
  NativeSelect,
  Radio,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import {
  type JobPhoto,
  type PriceList,
  QUOTE_LIMITS,
  type QuoteBody,
  type QuoteDepositKind,
  toDollars,
} from '@upkeep/contract';
import { useState } from 'react';
import { formatMoney } from '../../lib/money';
import { usePhotoUrl } from '../../shared/tickets/work-photos';
import {
  bodyOf,
  bodyProblems,
  type DurationUnit,
  depositTermsOf,
  emptyLine,
  emptyOption,
  type LineValues,
  lineCents,
  type OptionValues,
  optionFigures,
  placeOf,
  type QuoteErrors,
  type QuoteValues,
} from './quote-model';
import { dayOrNone } from './quote-ui';

export interface QuoteFormProps {
  /** The values the form opens with (a new quote's, a draft's, or the live revision's to revise). */
  initial: QuoteValues;
  /** UpKeep's booking fee in cents, as sending the quote would freeze it. */
  feeCents: number;
  priceList: PriceList | undefined;
  photos: JobPhoto[] | undefined;
  loadPhoto: (photoId: number) => Promise<Blob>;
  errors: QuoteErrors;
  setErrors: (update: (errors: QuoteErrors) => QuoteErrors) => void;
  saving: boolean;
  sending: boolean;
  onSave: (body: QuoteBody) => void;
  onSend: (body: QuoteBody) => void;
  /** Revising a sent quote: a way back to it without saving. */
  onCancel?: () => void;
}

/** A choice of the price list: what its line is called and costs, and the value it copies (if any). */
interface PriceChoice {
  value: string;
  label: string;
  description: string;
  price: number;
  featureValueId: number | null;
}

/** The price list's lines to pick from: the base price, the service call, each priced answer. */
export function priceChoices(list: PriceList | undefined): PriceChoice[] {
  if (!list?.offered) return [];
  const choices: PriceChoice[] = [
    { value: 'base', label: 'Base price', description: 'Base price', price: list.basePrice, featureValueId: null },
    {
      value: 'service-call',
      label: 'Service call',
      description: 'Service call',
      price: list.serviceCallPrice,
      featureValueId: null,
    },
  ];
  for (const feature of list.features) {
    for (const value of feature.values) {
      const item = list.items.find((i) => i.featureValueId === value.id);
      if (!item) continue;
      choices.push({
        value: String(value.id),
        label: `${feature.question} ${value.value}`,
        description: value.value,
        price: item.price,
        featureValueId: value.id,
      });
    }
  }
  return choices.map((choice) => ({ ...choice, label: `${choice.label} — ${formatMoney(choice.price)}` }));
}

export function QuoteForm(props: QuoteFormProps) {
  const { errors, setErrors } = props;
  const [values, setValues] = useState<QuoteValues>(props.initial);
  const choices = priceChoices(props.priceList);
  const deposit = depositTermsOf(values);

  /** Forgets the problems of these paths (a field changed) and of the paths under them. */
  const forget = (...paths: string[]) =>
    setErrors((found) =>
      Object.fromEntries(
        Object.entries(found).filter(([key]) => !paths.some((p) => key === p || key.startsWith(`${p}.`))),
      ),
    );
  const set = <K extends keyof QuoteValues>(name: K, value: QuoteValues[K], ...paths: string[]) => {
    setValues((v) => ({ ...v, [name]: value }));
    forget(name, ...paths);
  };
  const setOption = (index: number, change: (option: OptionValues) => OptionValues, path: string) => {
    setValues((v) => ({ ...v, options: v.options.map((o, i) => (i === index ? change(o) : o)) }));
    forget(path);
  };
  // Options and lines added or removed: the paths of the ones after move, so their problems are forgotten.
  const reshape = (change: (options: OptionValues[]) => OptionValues[]) => {
    setValues((v) => ({ ...v, options: change(v.options) }));
    setErrors((found) => Object.fromEntries(Object.entries(found).filter(([key]) => !key.startsWith('options'))));
  };

  const check = (then: (body: QuoteBody) => void) => {
    const body = bodyOf(values);
    const problems = bodyProblems(body);
    setErrors(() => problems);
    if (Object.keys(problems).length === 0) then(body);
  };
  const listed = Object.entries(errors);
  return (
    <form
      aria-label="Quote"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        check(props.onSave);
      }}
    >
      <Stack gap="lg">
        {values.options.map((option, index) => (
          <OptionCard
            key={option.key}
            option={option}
            index={index}
            count={values.options.length}
            errors={errors}
            choices={choices}
            figures={optionFigures(option, props.feeCents, deposit)}
            depositAsked={values.depositKind !== 'none'}
            onChange={(change, path) => setOption(index, change, path)}
            onReshape={(change) => reshape((options) => options.map((o, i) => (i === index ? change(o) : o)))}
            onRemove={() => reshape((options) => options.filter((_, i) => i !== index))}
          />
        ))}
        {values.options.length < QUOTE_LIMITS.options && (
          <Group>
            <Button variant="light" onClick={() => reshape((options) => [...options, emptyOption()])}>
              Add option
            </Button>
            <Text size="sm" c="gray.7">
              Up to {QUOTE_LIMITS.options} options, e.g. “Repair” and “Replace”: the customer approves one.
            </Text>
          </Group>
        )}
        {errors.options && (
          <Text c="red.8" size="sm">
            {errors.options}
          </Text>
        )}

        <Card withBorder radius="md" padding="md" component="section" aria-labelledby="quote-terms">
          <Stack gap="md">
            <Title order={2} size="h4" id="quote-terms">
              Terms, expiry and deposit
            </Title>
            <Textarea
              label="Terms"
              description={`What the customer agrees to (warranty, what is not included). At most ${QUOTE_LIMITS.terms} characters.`}
              rows={4}
              maxLength={QUOTE_LIMITS.terms}
              value={values.terms}
              error={errors.terms}
              onChange={(event) => set('terms', event.currentTarget.value)}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <TextInput
                label="Expires on"
                description="The last day the customer may approve it."
                type="date"
                required
                value={values.expiresOn}
                error={errors.expiresOn}
                onChange={(event) => set('expiresOn', event.currentTarget.value)}
              />
              <TextInput
                label="Proposed start (optional)"
                description="When you would start, if the customer picks no time."
                type="datetime-local"
                value={values.proposedAt}
                error={errors.proposedAt}
                onChange={(event) => set('proposedAt', event.currentTarget.value)}
              />
            </SimpleGrid>
            <Radio.Group
              label="Deposit"
              description="Paid by card when the customer approves; the rest is invoiced when the job is done."
              value={values.depositKind}
              error={errors.deposit ?? errors['deposit.kind']}
              onChange={(kind) => set('depositKind', kind as QuoteDepositKind, 'deposit')}
            >
              <Group gap="lg" mt={6}>
                <Radio value="none" label="None" />
                <Radio value="percent" label="A percentage of the total" />
                <Radio value="amount" label="An amount" />
              </Group>
            </Radio.Group>
            {values.depositKind === 'percent' && (
              <TextInput
                label="Deposit percent"
                rightSection="%"
                inputMode="decimal"
                w={200}
                required
                value={values.depositPercent}
                error={errors['deposit.percent']}
                onChange={(event) => set('depositPercent', event.currentTarget.value, 'deposit')}
              />
            )}
            {values.depositKind === 'amount' && (
              <TextInput
                label="Deposit amount"
                leftSection="$"
                inputMode="decimal"
                w={200}
                required
                value={values.depositAmount}
                error={errors['deposit.amount']}
                onChange={(event) => set('depositAmount', event.currentTarget.value, 'deposit')}
              />
            )}
          </Stack>
        </Card>

        <PhotoChoice
          photos={props.photos}
          chosen={values.photoIds}
          error={errors.photoIds}
          loadPhoto={props.loadPhoto}
          onChange={(ids) => set('photoIds', ids)}
        />

        {listed.length > 0 && (
          <Alert color="red" variant="light" role="alert" title="Check the quote">
            <List size="sm">
              {listed.map(([path, message]) => (
                <List.Item key={path}>{placeOf(path) ? `${placeOf(path)}: ${message}` : message}</List.Item>
              ))}
            </List>
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          {props.onCancel && (
            <Button variant="subtle" onClick={props.onCancel} disabled={props.saving || props.sending}>
              Cancel revision
            </Button>
          )}
          <Button type="submit" variant="light" size="md" loading={props.saving} disabled={props.sending}>
            Save draft
          </Button>
          <Button size="md" loading={props.sending} disabled={props.saving} onClick={() => check(props.onSend)}>
            Send to customer
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function OptionCard({
  option,
  index,
  count,
  errors,
  choices,
  figures,
  depositAsked,
  onChange,
  onReshape,
  onRemove,
}: {
  option: OptionValues;
  index: number;
  count: number;
  errors: QuoteErrors;
  choices: PriceChoice[];
  figures: ReturnType<typeof optionFigures>;
  depositAsked: boolean;
  onChange: (change: (option: OptionValues) => OptionValues, path: string) => void;
  onReshape: (change: (option: OptionValues) => OptionValues) => void;
  onRemove: () => void;
}) {
  const n = index + 1;
  const path = `options.${index}`;
  const [picked, setPicked] = useState('');
  const setLine = (at: number, patch: Partial<LineValues>, field: string) =>
    onChange(
      (o) => ({ ...o, lines: o.lines.map((line, i) => (i === at ? { ...line, ...patch } : line)) }),
      `${path}.lines.${at}.${field}`,
    );
  const addFromList = () => {
    const choice = choices.find((c) => c.value === picked);
    if (!choice) return;
    onReshape((o) => ({
      ...o,
      lines: [
        ...o.lines.filter((line) => line.description.trim() || line.unitPrice.trim()),
        emptyLine({
          description: choice.description,
          unitPrice: choice.price.toFixed(2),
          featureValueId: choice.featureValueId,
        }),
      ],
    }));
    setPicked('');
  };
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby={`option-${option.key}`}>
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={2} size="h4" id={`option-${option.key}`}>
            Option {n}
          </Title>
          {count > 1 && (
            <Button variant="subtle" color="red" size="compact-sm" onClick={onRemove}>
              Remove option {n}
            </Button>
          )}
        </Group>
        <Group align="flex-start" gap="sm">
          <TextInput
            label="Title"
            placeholder={['Repair', 'Replace with 14 SEER', 'Replace with 16 SEER'][index]}
            required
            maxLength={QUOTE_LIMITS.title}
            style={{ flex: '1 1 260px' }}
            value={option.title}
            error={errors[`${path}.title`]}
            onChange={(event) => {
              const title = event.currentTarget.value;
              onChange((o) => ({ ...o, title }), `${path}.title`);
            }}
          />
          <TextInput
            label="Duration"
            inputMode="decimal"
            required
            w={110}
            value={option.duration}
            error={errors[`${path}.durationMinutes`]}
            onChange={(event) => {
              const duration = event.currentTarget.value;
              onChange((o) => ({ ...o, duration }), `${path}.durationMinutes`);
            }}
          />
          <NativeSelect
            label="Unit"
            w={120}
            data={[
              { value: 'hours', label: 'hours' },
              { value: 'minutes', label: 'minutes' },
            ]}
            value={option.durationUnit}
            onChange={(event) => {
              const durationUnit = event.currentTarget.value as DurationUnit;
              onChange((o) => ({ ...o, durationUnit }), `${path}.durationMinutes`);
            }}
          />
        </Group>
        <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label={`Option ${n} lines`}>
          {option.lines.map((line, at) => {
            const linePath = `${path}.lines.${at}`;
            return (
              <Card
                key={line.key}
                component="li"
                withBorder
                radius="sm"
                padding="sm"
                bg={line.addOn ? 'gray.0' : undefined}
                aria-label={`Line ${at + 1}`}
              >
                <Group align="flex-start" gap="sm">
                  <TextInput
                    label="Description"
                    required
                    maxLength={QUOTE_LIMITS.lineDescription}
                    style={{ flex: '1 1 240px' }}
                    value={line.description}
                    error={errors[`${linePath}.description`]}
                    onChange={(event) =>
                      setLine(at, { description: event.currentTarget.value, featureValueId: null }, 'description')
                    }
                  />
                  <TextInput
                    label="Quantity"
                    inputMode="numeric"
                    required
                    w={90}
                    value={line.quantity}
                    error={errors[`${linePath}.quantity`]}
                    onChange={(event) => setLine(at, { quantity: event.currentTarget.value }, 'quantity')}
                  />
                  <TextInput
                    label="Unit price"
                    leftSection="$"
                    inputMode="decimal"
                    required
                    w={130}
                    value={line.unitPrice}
                    error={errors[`${linePath}.unitPrice`]}
                    onChange={(event) => setLine(at, { unitPrice: event.currentTarget.value }, 'unitPrice')}
                  />
                  <Stack gap={4} w={120}>
                    <Text size="sm" fw={500}>
                      Line total
                    </Text>
                    <Text fw={600} py={6}>
                      {formatMoney(toDollars(lineCents(line)))}
                    </Text>
                  </Stack>
                  <Stack gap={6} pt={{ base: 0, sm: 30 }}>
                    <Checkbox
                      label="Customer may add"
                      checked={line.addOn}
                      onChange={(event) => setLine(at, { addOn: event.currentTarget.checked }, 'addOn')}
                    />
                  </Stack>
                  {option.lines.length > 1 && (
                    <Button
                      variant="subtle"
                      color="red"
                      size="compact-sm"
                      mt={{ base: 0, sm: 28 }}
                      aria-label={`Remove line ${at + 1} of option ${n}`}
                      onClick={() => onReshape((o) => ({ ...o, lines: o.lines.filter((_, i) => i !== at) }))}
                    >
                      Remove
                    </Button>
                  )}
                </Group>
              </Card>
            );
          })}
        </Stack>
        {errors[`${path}.lines`] && (
          <Text c="red.8" size="sm">
            {errors[`${path}.lines`]}
          </Text>
        )}
        <Group align="flex-end" gap="sm">
          {option.lines.length < QUOTE_LIMITS.linesPerOption && (
            <Button variant="default" onClick={() => onReshape((o) => ({ ...o, lines: [...o.lines, emptyLine()] }))}>
              Add line
            </Button>
          )}
          {choices.length > 0 && option.lines.length < QUOTE_LIMITS.linesPerOption && (
            <>
              <NativeSelect
                label="Price list"
                aria-label={`Price list for option ${n}`}
                style={{ flex: '0 1 360px' }}
                data={[
                  { value: '', label: 'Choose a price…' },
                  ...choices.map(({ value, label }) => ({ value, label })),
                ]}
                value={picked}
                onChange={(event) => setPicked(event.currentTarget.value)}
              />
              <Button variant="default" disabled={!picked} onClick={addFromList}>
                Add from price list
              </Button>
            </>
          )}
        </Group>
        <OptionTotals n={n} figures={figures} depositAsked={depositAsked} />
      </Stack>
    </Card>
  );
}

/** The option's figures as checkout shows them: services, 'Booking fee', total, and the deposit asked. */
function OptionTotals({
  n,
  figures,
  depositAsked,
}: {
  n: number;
  figures: ReturnType<typeof optionFigures>;
  depositAsked: boolean;
}) {
  const { base, withAddOns } = figures;
  const row = (label: string, cents: number, strong = false) => (
    <Group key={label} justify="space-between" wrap="nowrap">
      <Text size="sm" fw={strong ? 700 : undefined}>
        {label}
      </Text>
      <Text size="sm" fw={strong ? 700 : undefined}>
        {formatMoney(toDollars(cents))}
      </Text>
    </Group>
  );
  return (
    <Stack gap={2} component="section" aria-label={`Option ${n} totals`} maw={420} ml="auto" w="100%">
      {row('Services', base.servicesCents)}
      {base.feeCents > 0 && row('Booking fee', base.feeCents)}
      {row('Total', base.totalCents, true)}
      {depositAsked && row('Deposit', base.depositCents)}
      {withAddOns && row('Total with every add-on', withAddOns.totalCents)}
      {withAddOns && depositAsked && row('Deposit with every add-on', withAddOns.depositCents)}
    </Stack>
  );
}

function PhotoChoice({
  photos,
  chosen,
  error,
  loadPhoto,
  onChange,
}: {
  photos: JobPhoto[] | undefined;
  chosen: number[];
  error: string | undefined;
  loadPhoto: (photoId: number) => Promise<Blob>;
  onChange: (ids: number[]) => void;
}) {
  if (!photos || photos.length === 0) return null;
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label="Photos">
      <Checkbox.Group
        label="Photos of the job to include"
        description="The customer sees the photos you tick with the quote."
        value={chosen.map(String)}
        onChange={(ids) => onChange(photos.filter((p) => ids.includes(String(p.id))).map((p) => p.id))}
        error={error}
      >
        <Group gap="md" mt="sm">
          {photos.map((photo, i) => (
            <Stack key={photo.id} gap={4} align="flex-start">
              <PhotoThumb photoId={photo.id} load={loadPhoto} />
              <Checkbox
                value={String(photo.id)}
                label={`${photo.kind === 'before' ? 'Before' : 'After'} photo ${i + 1}, ${dayOrNone(photo.createdAt)}`}
              />
            </Stack>
          ))}
        </Group>
      </Checkbox.Group>
    </Card>
  );
}

function PhotoThumb({ photoId, load }: { photoId: number; load: (photoId: number) => Promise<Blob> }) {
  const { url } = usePhotoUrl(photoId, load);
  if (!url) return <div style={{ width: 120, height: 90 }} aria-hidden />;
  return <Image src={url} alt="" w={120} h={90} radius="sm" fit="cover" />;
}
