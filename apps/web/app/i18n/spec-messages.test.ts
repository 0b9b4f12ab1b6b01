import type { MessageDescriptor } from '@lingui/core';
import { Messages } from '@upkeep/contract';
import { describe, expect, it } from 'vitest';
import { REVIEWS_NOT_FOUND } from '../features/content/reviews-list';
import { NO_SERVICES } from '../features/discovery/companies-page';
import { SELECT_FEATURES, ZIP_NOT_FOUND } from '../features/discovery/use-questionnaire-submit';
import { i18n } from './runtime';
import * as SPEC from './spec-messages';
import * as BOOKING_SPEC from './spec-messages-booking';
import * as INBOX_SPEC from './spec-messages-inbox';

describe("the specification's messages in the catalogue", () => {
  const keyOf = (name: string) => name.toLowerCase().replace(/_(\w)/g, (_, c: string) => c.toUpperCase());
  /** A twin as said: a message's text, or each of a group's (a notice's title and text, the error titles). */
  const said = (twin: object): unknown =>
    'id' in twin
      ? i18n._(twin as MessageDescriptor)
      : Object.fromEntries(Object.entries(twin).map(([key, value]) => [key, said(value as object)]));
  it.each(
    Object.entries({
      ...SPEC,
      ...BOOKING_SPEC,
      ...INBOX_SPEC,
      SELECT_FEATURES,
      ZIP_NOT_FOUND,
      NO_SERVICES,
      REVIEWS_NOT_FOUND,
    }),
  )('%s is the contract’s English, word for word', (name, twin) => {
    expect(i18n.locale).toBe('en');
    const spec = Messages[keyOf(name) as keyof typeof Messages];
    expect(spec, name).toBeDefined();
    expect(said(twin)).toEqual(spec);
  });
});
