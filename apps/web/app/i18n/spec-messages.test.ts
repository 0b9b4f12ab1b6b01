import { Messages } from '@upkeep/contract';
import { describe, expect, it } from 'vitest';
import { NO_SERVICES } from '../features/discovery/companies-page';
import { SELECT_FEATURES, ZIP_NOT_FOUND } from '../features/discovery/use-questionnaire-submit';
import { i18n } from './runtime';
import * as SPEC from './spec-messages';

describe("the specification's messages in the catalogue", () => {
  const keyOf = (name: string) => name.toLowerCase().replace(/_(\w)/g, (_, c: string) => c.toUpperCase());
  it.each(Object.entries({ ...SPEC, SELECT_FEATURES, ZIP_NOT_FOUND, NO_SERVICES }))(
    '%s is the contract’s English, word for word',
    (name, twin) => {
      expect(i18n.locale).toBe('en');
      const spec = Messages[keyOf(name) as keyof typeof Messages];
      expect(spec, name).toBeDefined();
      if ('title' in twin) expect({ title: i18n._(twin.title), text: i18n._(twin.text) }).toEqual(spec);
      else expect(i18n._(twin)).toBe(spec);
    },
  );
});
