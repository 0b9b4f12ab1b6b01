/**
 * The message runtime that Lingui's macros call (lingui.config.ts `runtimeConfigModule`, imported as `#i18n`): one
 * `i18n` for the page's language, `useLingui()` and `<Trans>`, reading compiled messages (`["Hi ", ["name"]]`, from a
 * catalogue or compiled into the code for English: vite-lingui.ts). It does what the product's messages need
 * (placeholders, plural, selectordinal and select with `#`, no offset, and tags `<0>…</0>` standing for components)
 * in about a third of the bytes of @lingui/core and @lingui/react, on every page (issue 49, the budgets of issue 33).
 * The prerender, the browser and the tests run this same code.
 */
import { cloneElement, Fragment, type ReactElement, type ReactNode, useSyncExternalStore } from 'react';

/** A compiled message: text, `[name]`, `[name, format, style]` or `[name, 'plural' | 'select'…, cases]`. */
export type CompiledMessage = string | readonly CompiledToken[];
type CompiledToken =
  | string
  | readonly [string]
  | readonly [string, string, (string | Record<string, unknown>)?]
  | readonly [string, 'plural' | 'selectordinal' | 'select', Record<string, CompiledMessage>];

/** A language's messages by id. */
export type Messages = Record<string, CompiledMessage>;

export type Values = Record<string, unknown>;

/** What a macro leaves in the code: the id, and its English compiled (vite-lingui.ts) or as written (tests). */
export interface MessageDescriptor {
  id: string;
  message?: CompiledMessage;
  values?: Values;
  comment?: string;
  context?: string;
}

const hasOwn = (object: object, key: string) => Object.hasOwn(object, key);

/** The language's US conventions for numbers and plural rules: Spanish writes 27,115 in the valley, not 27.115. */
const usTag = (locale: string) => (locale ? `${locale}-US` : 'en-US');

function format(message: CompiledMessage, locale: string, values: Values): string {
  /** A message's tokens; `count` is what `#` stands for in a plural's case (the number, written the language's way). */
  const write = (tokens: CompiledMessage | undefined, count?: string): string => {
    if (tokens === undefined || typeof tokens === 'string') return tokens ?? '';
    let out = '';
    for (const token of tokens) {
      if (typeof token === 'string') {
        out += token === '#' && count !== undefined ? count : token;
        continue;
      }
      const [name, kind, style] = token;
      const value = hasOwn(values, name) ? values[name] : undefined;
      const cases = style as Record<string, CompiledMessage>;
      if (kind === 'plural' || kind === 'selectordinal') {
        const n = Number(value);
        const rule = new Intl.PluralRules(usTag(locale), { type: kind === 'plural' ? 'cardinal' : 'ordinal' }).select(
          n,
        );
        out += write(cases[String(n)] ?? cases[rule] ?? cases.other, new Intl.NumberFormat(usTag(locale)).format(n));
      } else if (kind === 'select') {
        out += write(hasOwn(cases, String(value)) ? cases[String(value)] : cases.other);
      } else if (value !== undefined && value !== null) {
        out += String(value);
      }
    }
    return out;
  };
  return write(message);
}

/** The page's language and its messages. */
class I18n {
  private current = '';
  private messages: Messages = {};
  /** Counts the activations: words of the active language added (another area's) change it as a language does. */
  private revision = 0;
  private readonly listeners = new Set<() => void>();

  get locale(): string {
    return this.current;
  }

  /** Makes `locale` the language of every message, with its messages (none for English: they are in the code). */
  loadAndActivate({ locale, messages }: { locale: string; messages: Messages }): void {
    this.current = locale;
    this.messages = messages;
    this.revision++;
    for (const listener of this.listeners) listener();
  }

  /** The message in the active language: its translation, else the English it carries, else its id. */
  _ = (descriptor: MessageDescriptor, values?: Values): string => {
    const translation: CompiledMessage =
      (hasOwn(this.messages, descriptor.id) ? this.messages[descriptor.id] : undefined) ??
      descriptor.message ??
      descriptor.id;
    return format(translation, this.current, values ?? descriptor.values ?? {});
  };

  /** What a component's render depends on: changes with the language and with its words. */
  get version(): number {
    return this.revision;
  }

  /** Calls `listener` at each change of language or of its words; answers its removal. */
  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };
}

export const i18n = new I18n();
export type { I18n };

/**
 * The active language's messages for a component: it renders again when the language changes, or its words do (an
 * area's catalogue added: the document's title, which the root renders, is said in the next screen's words).
 */
export function useLingui(): { i18n: I18n; _: I18n['_'] } {
  useSyncExternalStore(
    i18n.subscribe,
    () => i18n.version,
    () => i18n.version,
  );
  return { i18n, _: i18n._ };
}

/** `<0>…</0>` and `<0/>`: a component of the message, with its children or on its own. */
const TAG = /<(\w+)>([\s\S]*?)<\/\1>|<(\w+)\/>/;

/** A translated text with its tags made the components they stand for. */
function withComponents(text: string, components: Record<string, ReactElement>): ReactNode {
  const parts = text.split(TAG);
  if (parts.length === 1) return text;
  const tree: ReactNode[] = [];
  const before = parts[0];
  if (before) tree.push(before);
  for (let i = 1; i < parts.length; i += 4) {
    const [paired, children, unpaired, after] = parts.slice(i, i + 4);
    const index = (paired ?? unpaired) as string;
    const element: ReactElement = components[index] ?? <Fragment />;
    const inner = children
      ? withComponents(children, components)
      : (element as ReactElement<{ children?: ReactNode }>).props.children;
    tree.push(cloneElement(element, { key: i }, inner));
    if (after) tree.push(after);
  }
  return tree.length === 1 ? tree[0] : tree;
}

export interface TransProps extends MessageDescriptor {
  components?: Record<string, ReactElement>;
}

/**
 * A message with components (what the `<Trans>` macro leaves): `<Trans>Read <b>{name}</b></Trans>`. Its values are
 * texts and numbers (an element goes inside the message as a component, not as a value).
 */
export function Trans({ id, message, values, components }: TransProps) {
  useLingui();
  return <>{withComponents(i18n._({ id, ...(message === undefined ? {} : { message }) }, values), components ?? {})}</>;
}
