import { Messages } from '@upkeep/contract';
import { describe, expect, it } from 'vitest';
import { i18n } from './runtime';
import * as SPEC from './spec-messages';

describe("the specification's messages in the catalogue", () => {
  const keyOf = (name: string) => name.toLowerCase().replace(/_(\w)/g, (_, c: string) => c.toUpperCase());
  it.each(Object.entries(SPEC))('%s is the contract’s English, word for word', (name, notice) => {
    expect(i18n.locale).toBe('en');
    const spec = Messages[keyOf(name) as keyof typeof Messages];
    expect(spec, name).toBeDefined();
    expect({ title: i18n._(notice.title), text: i18n._(notice.text) }).toEqual(spec);
  });
});
