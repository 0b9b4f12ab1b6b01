/**
 * /staff/discount-codes: the codes with their limits and uses; a form for a new one (a percentage, typed as a
 * percent and sent as a fraction, or an amount in dollars; a service or any; an expiry; uses in all and per
 * customer), checked with the contract's schema field by field; pause and resume; the bookings that used one.
 */
import {
  Alert,
  Badge,
  Button,
  Card,
  Drawer,
  Group,
  NativeSelect,
  NumberInput,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import {
  type CreateDiscountCodeRequest,
  createDiscountCodeRequest,
  type StaffDiscountCode,
  valleyToday,
} from '@upkeep/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { ApiError } from '../../lib/api';
import { errorMessage, TRY_AGAIN_LATER } from '../../lib/errors';
import { formatMoney } from '../../lib/money';
import { type FieldLabels, schemaErrors } from '../../lib/schema-errors';
import { useServices } from '../../shared/catalog/api/get-services';
import { ErrorState } from '../../ui/error-state';
import { PageLoader } from '../../ui/page-loader';
import { ProFrame } from '../../ui/pro-frame';
import { QueryView } from '../../ui/query-view';
import { useCreateDiscountCode } from './api/create-discount-code';
import { useDiscountCodeUses } from './api/get-discount-code-uses';
import { useDiscountCodes } from './api/get-discount-codes';
import { useUpdateDiscountCode } from './api/update-discount-code';
import { EmptyLine, formatDate, MarketTable, useToken } from './market-ui';

export const DISCOUNT_CODES_TITLE = 'Discount codes';

/** The form as typed: the percentage in percent, numbers as the inputs hold them ('' when empty). */
export interface CodeValues {
  code: string;
  kind: 'percentage' | 'amount';
  percent: number | string;
  amount: number | string;
  serviceId: string;
  expirationDate: string;
  maxUses: number | string;
  perCustomerLimit: number | string;
}

type BodyField = keyof CreateDiscountCodeRequest;
const LABELS: FieldLabels<Record<BodyField, unknown>> = {
  code: 'Code',
  percentage: 'Percentage',
  amount: 'Amount',
  serviceId: 'Service',
  expirationDate: 'Expiry date',
  maxUses: 'Max uses',
  perCustomerLimit: 'Per-customer limit',
};
/** Which input shows a body field's problem. */
const INPUT_OF: Record<BodyField, keyof CodeValues> = {
  code: 'code',
  percentage: 'percent',
  amount: 'amount',
  serviceId: 'serviceId',
  expirationDate: 'expirationDate',
  maxUses: 'maxUses',
  perCustomerLimit: 'perCustomerLimit',
};

const EMPTY: CodeValues = {
  code: '',
  kind: 'percentage',
  percent: '',
  amount: '',
  serviceId: '',
  expirationDate: '',
  maxUses: '',
  perCustomerLimit: '',
};

const numberOrUndefined = (v: number | string) => (v === '' ? undefined : Number(v));

/** What POST /staff/discount-codes receives: the percent as a fraction (15 → 0.15), only the chosen kind. */
export function codeBody(values: CodeValues): CreateDiscountCodeRequest {
  const percent = numberOrUndefined(values.percent);
  return {
    code: values.code.trim().toUpperCase(),
    percentage:
      values.kind === 'percentage' && percent !== undefined ? Math.round(percent * 10_000) / 1_000_000 : undefined,
    amount: values.kind === 'amount' ? numberOrUndefined(values.amount) : undefined,
    serviceId: values.serviceId ? Number(values.serviceId) : undefined,
    expirationDate: values.expirationDate,
    maxUses: numberOrUndefined(values.maxUses),
    perCustomerLimit: numberOrUndefined(values.perCustomerLimit),
  };
}

/** The contract's problems, each on its input; the percentage's in the percent the screen shows. */
export function codeErrors(values: CodeValues): Partial<Record<keyof CodeValues, string>> {
  const errors: Partial<Record<keyof CodeValues, string>> = {};
  if (values.kind === 'percentage' && values.percent === '') errors.percent = 'Percentage is required';
  if (values.kind === 'amount' && values.amount === '') errors.amount = 'Amount is required';
  const found = schemaErrors(createDiscountCodeRequest, codeBody(values), LABELS);
  for (const [field, message] of Object.entries(found) as [BodyField, string][]) {
    const input = INPUT_OF[field];
    if (errors[input]) continue;
    errors[input] = field === 'percentage' ? 'Percentage must be more than 0% and at most 100%' : message;
  }
  return errors;
}

export function discountText(code: Pick<StaffDiscountCode, 'percentage' | 'amount'>): string {
  if (code.percentage !== null) return `${Math.round(code.percentage * 10_000) / 100}%`;
  return code.amount !== null ? formatMoney(code.amount) : '';
}

export function DiscountCodesPage() {
  const token = useToken();
  const codes = useDiscountCodes(token);
  const [usesOf, setUsesOf] = useState<StaffDiscountCode | null>(null);
  return (
    <ProFrame
      size="lg"
      title={DISCOUNT_CODES_TITLE}
      description="Codes customers type at checkout. A paused code is refused at once; its past uses stay."
    >
      <NewCodeForm token={token} />
      <QueryView
        query={codes}
        errorTitle="Could not load the discount codes"
        fallback={TRY_AGAIN_LATER}
        empty={<EmptyLine>No discount codes yet.</EmptyLine>}
      >
        {(list) => <CodesTable codes={list} token={token} onUses={setUsesOf} />}
      </QueryView>
      <UsesDrawer token={token} code={usesOf} onClose={() => setUsesOf(null)} />
    </ProFrame>
  );
}

function NewCodeForm({ token }: { token: string }) {
  const create = useCreateDiscountCode(token);
  const services = useServices();
  const form = useForm<CodeValues>({ mode: 'controlled', initialValues: EMPTY, validate: codeErrors });
  const submit = form.onSubmit((values) => {
    create.mutate(codeBody(values), {
      onSuccess: (code) => {
        notifications.show({ color: 'teal', message: `${code.code} is created.` });
        form.reset();
      },
      onError: (error) => {
        for (const issue of error instanceof ApiError ? (error.errors ?? []) : []) {
          const field = issue.field as BodyField;
          if (field in INPUT_OF) form.setFieldError(INPUT_OF[field], `${LABELS[field]} ${issue.message}`);
        }
      },
    });
  });
  const serviceOptions = [
    { value: '', label: 'Any service' },
    ...(services.data ?? []).filter((s) => !s.comingSoon).map((s) => ({ value: String(s.id), label: s.service })),
  ];
  return (
    <Card withBorder radius="md" padding="md" component="form" onSubmit={submit} noValidate aria-label="New code">
      <Stack gap="sm">
        <Title order={2} size="h4">
          New code
        </Title>
        {create.error && (
          <Alert color="red" variant="light" role="alert">
            {errorMessage(create.error, 'The code could not be created. Try again later.')}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label="Code"
            description="3 to 32 letters, digits or dashes"
            required
            autoComplete="off"
            maxLength={32}
            {...form.getInputProps('code')}
          />
          <NativeSelect
            label="Discount kind"
            data={[
              { value: 'percentage', label: 'Percentage' },
              { value: 'amount', label: 'Amount in dollars' },
            ]}
            {...form.getInputProps('kind')}
          />
          {form.values.kind === 'percentage' ? (
            <NumberInput
              hideControls
              label="Percentage (%)"
              required
              min={0}
              max={100}
              decimalScale={2}
              suffix="%"
              {...form.getInputProps('percent')}
            />
          ) : (
            <NumberInput
              hideControls
              label="Amount ($)"
              required
              min={0}
              decimalScale={2}
              fixedDecimalScale
              prefix="$"
              {...form.getInputProps('amount')}
            />
          )}
          <NativeSelect label="Service" data={serviceOptions} {...form.getInputProps('serviceId')} />
          <TextInput label="Expiry date" type="date" required {...form.getInputProps('expirationDate')} />
          <NumberInput
            hideControls
            label="Max uses"
            description="Empty: no limit"
            min={1}
            allowDecimal={false}
            {...form.getInputProps('maxUses')}
          />
          <NumberInput
            hideControls
            label="Per-customer limit"
            description="Empty: no limit"
            min={1}
            allowDecimal={false}
            {...form.getInputProps('perCustomerLimit')}
          />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button type="submit" loading={create.isPending}>
            Create code
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

function CodesTable({
  codes,
  token,
  onUses,
}: {
  codes: StaffDiscountCode[];
  token: string;
  onUses: (code: StaffDiscountCode) => void;
}) {
  const update = useUpdateDiscountCode(token);
  return (
    <Stack gap="sm">
      {update.error && (
        <Alert color="red" variant="light" role="alert">
          {errorMessage(update.error, TRY_AGAIN_LATER)}
        </Alert>
      )}
      <MarketTable
        region="Discount codes list"
        label="Discount codes"
        minWidth={900}
        headings={[
          'Code',
          'Discount',
          'Service',
          'Expires',
          'Uses / max',
          'Per customer',
          'State',
          { label: <VisuallyHidden>Actions</VisuallyHidden>, key: 'actions' },
        ]}
      >
        {codes.map((c) => (
          <Table.Tr key={c.id}>
            <Table.Td fw={600}>{c.code}</Table.Td>
            <Table.Td>{discountText(c)}</Table.Td>
            <Table.Td>{c.serviceName ?? 'Any'}</Table.Td>
            <Table.Td>{formatDate(c.expirationDate)}</Table.Td>
            <Table.Td>
              {c.uses} / {c.maxUses ?? 'no limit'}
            </Table.Td>
            <Table.Td>{c.perCustomerLimit ?? 'No limit'}</Table.Td>
            <Table.Td>
              <Badge color={CODE_STATE_COLORS[codeState(c)]} c="dark.8" variant="light" radius="sm">
                {codeState(c)}
              </Badge>
            </Table.Td>
            <Table.Td>
              <Group gap="xs" wrap="nowrap">
                <Button
                  size="xs"
                  variant="default"
                  aria-label={`${c.active ? 'Pause' : 'Resume'} ${c.code}`}
                  loading={update.isPending && update.variables?.id === c.id}
                  onClick={() => update.mutate({ id: c.id, active: !c.active })}
                >
                  {c.active ? 'Pause' : 'Resume'}
                </Button>
                <Button size="xs" variant="light" aria-label={`Uses of ${c.code}`} onClick={() => onUses(c)}>
                  Uses
                </Button>
              </Group>
            </Table.Td>
          </Table.Tr>
        ))}
      </MarketTable>
    </Stack>
  );
}

/**
 * What a code is now: Expired once its expiry date has passed in the valley (checkout refuses it from the
 * next day: booking/checkout.ts), whether or not it was paused; else Active or Paused.
 */
export function codeState(code: Pick<StaffDiscountCode, 'active' | 'expirationDate'>, today = valleyToday()) {
  if (code.expirationDate < today) return 'Expired' as const;
  return code.active ? ('Active' as const) : ('Paused' as const);
}

const CODE_STATE_COLORS = { Active: 'teal', Paused: 'gray', Expired: 'red' } as const;

function UsesDrawer({ token, code, onClose }: { token: string; code: StaffDiscountCode | null; onClose: () => void }) {
  const uses = useDiscountCodeUses(token, code?.id ?? null);
  return (
    <Drawer
      opened={code !== null}
      onClose={onClose}
      position="right"
      size="lg"
      title={code ? `Uses of ${code.code}` : ''}
    >
      {code &&
        (uses.isPending ? (
          <PageLoader />
        ) : uses.isError ? (
          <ErrorState
            title="Could not load the uses"
            message={errorMessage(uses.error, TRY_AGAIN_LATER)}
            onRetry={() => void uses.refetch()}
          />
        ) : uses.data.length === 0 ? (
          <EmptyLine>No booking used {code.code} yet.</EmptyLine>
        ) : (
          <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Bookings">
            {uses.data.map((u) => (
              <Card key={u.ticketId} component="li" withBorder radius="md" padding="sm">
                <Group justify="space-between" wrap="nowrap">
                  <Link to={`/staff/tickets/${u.ticketId}`}>Ticket #{u.ticketId}</Link>
                  <Text fw={600}>−{formatMoney(u.discount)}</Text>
                </Group>
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {u.customerName} · {u.email}
                </Text>
                <Text size="sm" c="gray.7">
                  {u.status} · {formatDate(u.createdDate)}
                </Text>
              </Card>
            ))}
          </Stack>
        ))}
    </Drawer>
  );
}
