/**
 * A quote's options as the customer reads them (decision 0039, phone first): each option a card with its title, its
 * lines (description, quantity × unit price, the line's total) and its add-ons. On an open quote the options are one
 * group of radio buttons (Tab reaches the chosen one, the arrow keys move between them) and the chosen option's add-ons
 * are check boxes; the totals below follow the choice (the contract's `quoteTotals`). A closed quote lists them only.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Card, Group, Stack, Text, Title, useMantineTheme } from '@mantine/core';
import {
  type CustomerQuote,
  type QuoteLineAnswer,
  type QuoteOptionAnswer,
  type QuoteTotals,
  toDollars,
} from '@upkeep/contract';
import { type CSSProperties, type ReactNode, type Ref, useId, useRef } from 'react';
import { formatMoney } from '../../lib/money';
import { PlainCheckbox } from '../../ui/plain-checkbox';

/** 'Quantity 2 × $45.00': a line's quantity and unit price. */
function LineRow({ line }: { line: QuoteLineAnswer }) {
  const quantity = line.quantity;
  const unit = formatMoney(line.unitPrice);
  return (
    <Group component="li" justify="space-between" wrap="nowrap" gap="sm" align="flex-start">
      <Stack gap={0}>
        <Text>{line.description}</Text>
        <Text size="sm" c="gray.7">
          <Trans>
            {quantity} × {unit}
          </Trans>
        </Text>
      </Stack>
      <Text fw={600} style={{ whiteSpace: 'nowrap' }}>
        {formatMoney(line.lineTotal)}
      </Text>
    </Group>
  );
}

function Lines({ option }: { option: QuoteOptionAnswer }) {
  const { t } = useLingui();
  const title = option.title;
  return (
    <Stack component="ul" gap={6} m={0} p={0} style={{ listStyle: 'none' }} aria-label={t`Work in ${title}`}>
      {option.lines.map((line) => (
        <LineRow key={line.id} line={line} />
      ))}
    </Stack>
  );
}

/** An add-on as a check box: its description, quantity and unit price, its total. */
function AddOnBox({ line, checked, onChange }: { line: QuoteLineAnswer; checked: boolean; onChange: () => void }) {
  const { t } = useLingui();
  const { description, quantity } = line;
  const unit = formatMoney(line.unitPrice);
  const total = formatMoney(line.lineTotal);
  return (
    <PlainCheckbox checked={checked} onChange={onChange} label={t`${description}: ${quantity} × ${unit}, ${total}`} />
  );
}

/**
 * A radio button drawn as Mantine's Radio draws it (its elements and classes, so its stylesheet styles it) without its
 * code, as ui/plain-radio-group.tsx does (the screen's 180 KB): a native radio, its label and its description. The
 * chosen one is the group's stop in the Tab order.
 */
function OptionRadio({
  inputRef,
  name,
  value,
  checked,
  onChange,
  onKeyDown,
  label,
  description,
}: {
  inputRef: Ref<HTMLInputElement>;
  name: string;
  value: string;
  checked: boolean;
  onChange: () => void;
  onKeyDown: (event: React.KeyboardEvent<HTMLInputElement>) => void;
  label: ReactNode;
  description: ReactNode;
}) {
  const id = `mantine-${useId().replace(/:/g, '')}`;
  const theme = useMantineTheme();
  const color = { '--radio-color': `var(--mantine-color-${theme.primaryColor}-filled)` } as CSSProperties;
  return (
    <div
      style={color}
      className="m_f3f1af94 mantine-Radio-root m_5f75b09e mantine-Radio-root"
      data-label-position="right"
      data-checked={checked || undefined}
    >
      <div className="m_5f6e695e mantine-Radio-body">
        <div className="m_89c4f5e4 mantine-Radio-inner" data-label-position="right">
          <input
            ref={inputRef}
            className="mantine-focus-auto m_8a3dbb89 mantine-Radio-radio"
            id={id}
            type="radio"
            name={name}
            value={value}
            checked={checked}
            tabIndex={checked ? 0 : -1}
            aria-describedby={`${id}-description`}
            onChange={onChange}
            onKeyDown={onKeyDown}
          />
          <svg
            xmlns="http://www.w3.org/2000/svg"
            fill="none"
            viewBox="0 0 5 5"
            aria-hidden="true"
            className="m_f3ed6b2b mantine-Radio-icon"
          >
            <circle cx="2.5" cy="2.5" r="2.5" fill="currentColor" />
          </svg>
        </div>
        <div className="m_d3ea56bb mantine-Radio-labelWrapper">
          <label className="m_8ee546b8 mantine-Radio-label" htmlFor={id}>
            {label}
          </label>
          <Text id={`${id}-description`} size="sm" c="gray.7">
            {description}
          </Text>
        </div>
      </div>
    </div>
  );
}

/** The order of radio buttons the arrow keys walk: down and right to the next (wrapping), up and left back. */
const STEPS: Record<string, number> = { ArrowDown: 1, ArrowRight: 1, ArrowUp: -1, ArrowLeft: -1 };

/**
 * The options to choose from. Native radio buttons of one name, in a field set: the chosen one is in the Tab order, the
 * others are reached by the arrow keys, which choose as they move (the browser's own behaviour, kept here so that
 * every browser and the tests do the same).
 */
export function QuoteOptionsChoice({
  quote,
  optionId,
  addOnIds,
  onOption,
  onAddOn,
}: {
  quote: CustomerQuote;
  optionId: number;
  addOnIds: readonly number[];
  onOption: (id: number) => void;
  onAddOn: (id: number) => void;
}) {
  const { t } = useLingui();
  const name = useId();
  const radios = useRef(new Map<number, HTMLInputElement>());
  const options = quote.options;
  const move = (event: React.KeyboardEvent, index: number) => {
    const step = STEPS[event.key];
    if (step === undefined) return;
    event.preventDefault();
    const next = options[(index + step + options.length) % options.length];
    if (!next) return;
    onOption(next.id);
    radios.current.get(next.id)?.focus();
  };
  return (
    <Stack component="fieldset" gap="sm" m={0} p={0} style={{ border: 0 }}>
      <Title order={2} size="h3" component="legend" mb="sm">
        {options.length > 1 ? t`Choose an option` : t`The work`}
      </Title>
      {options.map((option, index) => {
        const chosen = option.id === optionId;
        const title = option.title;
        const from = formatMoney(option.totals.total);
        return (
          <Card
            key={option.id}
            withBorder
            radius="md"
            padding="md"
            data-chosen={chosen || undefined}
            style={chosen ? { borderColor: 'var(--mantine-color-teal-8)', borderWidth: 2 } : undefined}
          >
            <Stack gap="sm">
              <OptionRadio
                inputRef={(element) => {
                  if (element) radios.current.set(option.id, element);
                  else radios.current.delete(option.id);
                }}
                name={name}
                value={String(option.id)}
                checked={chosen}
                onChange={() => onOption(option.id)}
                onKeyDown={(event) => move(event, index)}
                label={
                  <Text fw={700} component="span">
                    {title}
                  </Text>
                }
                description={<Trans>Total {from}</Trans>}
              />
              <Lines option={option} />
              {option.addOns.length > 0 &&
                (chosen ? (
                  <Stack gap="xs" role="group" aria-label={t`Add-ons for ${title}`}>
                    <Text fw={600} size="sm">
                      <Trans>Add-ons</Trans>
                    </Text>
                    {option.addOns.map((line) => (
                      <AddOnBox
                        key={line.id}
                        line={line}
                        checked={addOnIds.includes(line.id)}
                        onChange={() => onAddOn(line.id)}
                      />
                    ))}
                  </Stack>
                ) : (
                  <Text size="sm" c="gray.7">
                    <Trans>Add-ons available once chosen.</Trans>
                  </Text>
                ))}
            </Stack>
          </Card>
        );
      })}
    </Stack>
  );
}

/**
 * A closed quote's options (approved, declined, expired): listed, no choice. The approved option is marked, with the
 * add-ons the customer ticked.
 */
export function QuoteOptionsList({ quote }: { quote: CustomerQuote }) {
  const { t } = useLingui();
  const approval = quote.approval;
  return (
    <Stack gap="sm" component="section" aria-label={t`Options`}>
      <Title order={2} size="h3">
        {quote.options.length > 1 ? t`Options` : t`The work`}
      </Title>
      {quote.options.map((option) => {
        const approved = approval?.status === 'approved' && approval.optionId === option.id;
        const title = option.title;
        const ticked = approved
          ? option.addOns
              .filter((line) => approval.addOnIds.includes(line.id))
              .map((line) => line.description)
              .join(', ')
          : '';
        return (
          <Card key={option.id} withBorder radius="md" padding="md" component="article" aria-label={title}>
            <Stack gap="sm">
              <Group justify="space-between" wrap="nowrap" gap="sm">
                <Text fw={700}>{title}</Text>
                {approved && (
                  <Badge color="teal" c="dark.8" variant="light" radius="sm">
                    <Trans>Approved</Trans>
                  </Badge>
                )}
              </Group>
              <Lines option={option} />
              {option.addOns.length > 0 && (
                <Stack gap={4}>
                  <Text fw={600} size="sm">
                    <Trans>Add-ons</Trans>
                  </Text>
                  <Stack component="ul" gap={6} m={0} p={0} style={{ listStyle: 'none' }}>
                    {option.addOns.map((line) => (
                      <LineRow key={line.id} line={line} />
                    ))}
                  </Stack>
                  {ticked && (
                    <Text size="sm">
                      <Trans>Chosen: {ticked}</Trans>
                    </Text>
                  )}
                </Stack>
              )}
            </Stack>
          </Card>
        );
      })}
    </Stack>
  );
}

function Row({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm">
      <Text fw={strong ? 700 : undefined}>{label}</Text>
      <Text fw={strong ? 700 : undefined} style={{ whiteSpace: 'nowrap' }}>
        {value}
      </Text>
    </Group>
  );
}

/**
 * The totals as checkout shows them (services, UpKeep's booking fee, the total; the ticket's labels), and the deposit
 * due at approval when the quote asks one.
 */
export function QuoteTotalsList({ totals }: { totals: QuoteTotals }) {
  const { t } = useLingui();
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label={t`Totals`}>
      <Stack gap={6} data-testid="quote-totals">
        <Title order={2} size="h4" mb={4}>
          <Trans>Totals</Trans>
        </Title>
        <Row label={t`Services`} value={formatMoney(toDollars(totals.servicesCents))} />
        {totals.feeCents > 0 && <Row label={t`Booking fee`} value={formatMoney(toDollars(totals.feeCents))} />}
        <div style={{ borderTop: '1px solid var(--mantine-color-gray-3)', margin: '4px 0' }} />
        <Row label={t`Total`} value={formatMoney(toDollars(totals.totalCents))} strong />
        {totals.depositCents > 0 && (
          <>
            <Row label={t`Deposit due now`} value={formatMoney(toDollars(totals.depositCents))} strong />
            <Text size="sm" c="gray.7">
              <Trans>You pay the deposit when you approve; the rest when the work is done.</Trans>
            </Text>
          </>
        )}
      </Stack>
    </Card>
  );
}
