/**
 * The quote editor's model: the form's values as typed (text, as inputs hold them), the body they make (the contract's
 * `quoteBody`, dollars and minutes as numbers), the values a saved revision opens with, the live figures of an option
 * (the contract's `quoteTotals`, so the fee reads as at checkout), and the problems of a body by its field paths
 * ('options.0.lines.1.unitPrice', as the API's `errors` name them).
 */
import {
  addDays,
  QUOTE_EXPIRY_DAYS,
  type QuoteBody,
  type QuoteDepositKind,
  type QuoteDepositTerms,
  type QuoteRevisionAnswer,
  type QuoteTotals,
  quoteBody,
  quoteTotals,
  toCents,
  valleyDateTime,
  valleyInstant,
  valleyToday,
} from '@upkeep/contract';

export type DurationUnit = 'minutes' | 'hours';

export interface LineValues {
  /** The form's own key for the row (React's), not sent. */
  key: string;
  description: string;
  quantity: string;
  /** Dollars, as typed. */
  unitPrice: string;
  featureValueId: number | null;
  /** An add-on the customer may tick. */
  addOn: boolean;
}

export interface OptionValues {
  key: string;
  title: string;
  duration: string;
  durationUnit: DurationUnit;
  lines: LineValues[];
}

export interface QuoteValues {
  options: OptionValues[];
  terms: string;
  /** YYYY-MM-DD, a valley date. */
  expiresOn: string;
  depositKind: QuoteDepositKind;
  depositPercent: string;
  depositAmount: string;
  photoIds: number[];
  /** The valley's 'YYYY-MM-DDTHH:MM' (a datetime-local input's value), or ''. */
  proposedAt: string;
}

/** A path of the body ('options.0.title') and what is wrong there ('Title is required'). */
export type QuoteErrors = Record<string, string>;

let keys = 0;
const newKey = () => `k${++keys}`;

export const emptyLine = (patch: Partial<LineValues> = {}): LineValues => ({
  key: newKey(),
  description: '',
  quantity: '1',
  unitPrice: '',
  featureValueId: null,
  addOn: false,
  ...patch,
});

export const emptyOption = (): OptionValues => ({
  key: newKey(),
  title: '',
  duration: '1',
  durationUnit: 'hours',
  lines: [emptyLine()],
});

/** A new quote: one option of one line, expiring QUOTE_EXPIRY_DAYS valley days from today, no deposit. */
export function newQuoteValues(now: Date = new Date()): QuoteValues {
  return {
    options: [emptyOption()],
    terms: '',
    expiresOn: addDays(valleyToday(now), QUOTE_EXPIRY_DAYS),
    depositKind: 'none',
    depositPercent: '',
    depositAmount: '',
    photoIds: [],
    proposedAt: '',
  };
}

const numberText = (n: number) => String(n);
const byPosition = (a: { position: number }, b: { position: number }) => a.position - b.position;

/** The values a saved revision opens with (a draft to go on with, or the live revision to revise). */
export function valuesOfRevision(revision: QuoteRevisionAnswer): QuoteValues {
  return {
    options: revision.options.map((option) => ({
      key: newKey(),
      title: option.title,
      duration:
        option.durationMinutes % 60 === 0
          ? numberText(option.durationMinutes / 60)
          : numberText(option.durationMinutes),
      durationUnit: option.durationMinutes % 60 === 0 ? 'hours' : 'minutes',
      // The option's lines, then its add-ons, each in their order.
      lines: [
        ...[...option.lines].sort(byPosition).map((line) => ({ ...line, addOn: false })),
        ...[...option.addOns].sort(byPosition).map((line) => ({ ...line, addOn: true })),
      ].map((line) => ({
        key: newKey(),
        description: line.description,
        quantity: numberText(line.quantity),
        unitPrice: line.unitPrice.toFixed(2),
        featureValueId: line.featureValueId,
        addOn: line.addOn,
      })),
    })),
    terms: revision.terms ?? '',
    expiresOn: revision.expiresOn,
    depositKind: revision.deposit.kind,
    depositPercent: revision.deposit.percent === null ? '' : numberText(revision.deposit.percent),
    depositAmount: revision.deposit.amount === null ? '' : revision.deposit.amount.toFixed(2),
    photoIds: [...revision.photoIds],
    proposedAt: revision.proposedAt ? datetimeLocalOf(revision.proposedAt) : '',
  };
}

const DECIMAL = /^\d+(\.\d+)?$/;

/** A number as typed, sent as a number when it reads as one, else as typed (the contract then names the problem). */
function numeric(text: string): number | string {
  const trimmed = text.trim();
  return DECIMAL.test(trimmed) ? Number(trimmed) : trimmed;
}

function minutesOf(option: OptionValues): number | string {
  const value = numeric(option.duration);
  if (typeof value === 'string') return value;
  return option.durationUnit === 'hours' ? Math.round(value * 60) : value;
}

/** The valley instant of a datetime-local value, as an ISO instant. */
function instantOf(local: string): string | undefined {
  const [date, time] = local.split('T');
  if (!date || !time) return undefined;
  return valleyInstant(date, time).toISOString();
}

/** The datetime-local value of an instant in the valley. */
export function datetimeLocalOf(iso: string): string {
  const { date, time } = valleyDateTime(new Date(iso));
  return `${date}T${time}`;
}

/** The body the form's values make: the draft whole, as POST /company/tickets/{id}/quotes and PUT take it. */
export function bodyOf(values: QuoteValues): QuoteBody {
  const deposit =
    values.depositKind === 'percent'
      ? { kind: 'percent' as const, percent: numeric(values.depositPercent) }
      : values.depositKind === 'amount'
        ? { kind: 'amount' as const, amount: numeric(values.depositAmount) }
        : { kind: 'none' as const };
  const proposedAt = values.proposedAt ? instantOf(values.proposedAt) : undefined;
  // Typed text the contract refuses is sent as typed for the check to name (never by the form: it checks first).
  return {
    options: values.options.map((option) => ({
      title: option.title.trim(),
      durationMinutes: minutesOf(option),
      lines: option.lines.map((line) => ({
        description: line.description.trim(),
        quantity: numeric(line.quantity),
        unitPrice: numeric(line.unitPrice),
        ...(line.featureValueId === null ? {} : { featureValueId: line.featureValueId }),
        addOn: line.addOn,
      })),
    })),
    terms: values.terms.trim(),
    expiresOn: values.expiresOn,
    deposit,
    photoIds: values.photoIds,
    ...(proposedAt ? { proposedAt } : {}),
  } as QuoteBody;
}

/** What each field of the body is called on the screen, by the last part of its path. */
const FIELD_LABELS: Record<string, string> = {
  options: 'Options',
  title: 'Title',
  durationMinutes: 'Duration',
  lines: 'Lines',
  description: 'Description',
  quantity: 'Quantity',
  unitPrice: 'Unit price',
  featureValueId: 'Price list item',
  addOn: 'Customer may add',
  terms: 'Terms',
  expiresOn: 'Expires on',
  deposit: 'Deposit',
  kind: 'Deposit',
  percent: 'Deposit percent',
  amount: 'Deposit amount',
  photoIds: 'Photos',
  proposedAt: 'Proposed start',
};

/** A field path's words: 'Unit price must be at least 0'. */
export function problemOf(path: string, message: string): string {
  const last =
    path
      .split('.')
      .filter((part) => !/^\d+$/.test(part))
      .at(-1) ?? '';
  const label = FIELD_LABELS[last];
  return label ? `${label} ${message}` : message;
}

/** Where a path is on the screen: 'Option 2, line 1', or '' for the quote's own fields. */
export function placeOf(path: string): string {
  const option = /^options\.(\d+)/.exec(path);
  const line = /lines\.(\d+)/.exec(path);
  if (!option) return '';
  const where = `Option ${Number(option[1]) + 1}`;
  return line ? `${where}, line ${Number(line[1]) + 1}` : where;
}

/** The contract's problems with the body, the first of each path, as the server would name them. */
export function bodyProblems(body: unknown): QuoteErrors {
  const result = quoteBody.safeParse(body);
  if (result.success) return {};
  const errors: QuoteErrors = {};
  for (const issue of result.error.issues) {
    const path = issue.path.join('.') || 'body';
    if (!errors[path]) errors[path] = problemOf(path, issue.message);
  }
  return errors;
}

/** The API's field errors ({ field, message }, the body's paths) as the form shows them. */
export function apiProblems(errors: readonly { field: string; message: string }[] | undefined): QuoteErrors {
  const found: QuoteErrors = {};
  for (const error of errors ?? []) {
    if (!found[error.field]) found[error.field] = problemOf(error.field, error.message);
  }
  return found;
}

const amountCents = (text: string): number => {
  const value = numeric(text);
  return typeof value === 'number' ? toCents(value) : 0;
};

/** The deposit the values ask (what is not a number yet counts as none). */
export function depositTermsOf(values: Pick<QuoteValues, 'depositKind' | 'depositPercent' | 'depositAmount'>) {
  const terms: QuoteDepositTerms =
    values.depositKind === 'percent'
      ? { kind: 'percent', percent: Number(numeric(values.depositPercent)) || 0 }
      : values.depositKind === 'amount'
        ? { kind: 'amount', amountCents: amountCents(values.depositAmount) }
        : { kind: 'none' };
  return terms;
}

export interface OptionFigures {
  /** The option's lines only (no add-on ticked). */
  base: QuoteTotals;
  /** With every add-on ticked; null when it has none. */
  withAddOns: QuoteTotals | null;
}

/** An option's live figures: its lines, then with every add-on, the fee (cents) and deposit as the quote asks. */
export function optionFigures(option: OptionValues, feeCents: number, deposit: QuoteDepositTerms): OptionFigures {
  const lines = option.lines.map((line, id) => {
    const quantity = numeric(line.quantity);
    return {
      id,
      quantity: typeof quantity === 'number' && Number.isInteger(quantity) ? quantity : 0,
      unitPriceCents: amountCents(line.unitPrice),
      addOn: line.addOn,
    };
  });
  const addOnIds = lines.filter((line) => line.addOn).map((line) => line.id);
  return {
    base: quoteTotals(lines, [], feeCents, deposit),
    withAddOns: addOnIds.length > 0 ? quoteTotals(lines, addOnIds, feeCents, deposit) : null,
  };
}

/** A line's total in cents as typed (0 until both read as numbers). */
export function lineCents(line: LineValues): number {
  const quantity = numeric(line.quantity);
  return typeof quantity === 'number' && Number.isInteger(quantity) ? quantity * amountCents(line.unitPrice) : 0;
}

/** Minutes as the screens say them: '90 min', '2 h', '1 h 30 min'. */
export function durationWords(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}
