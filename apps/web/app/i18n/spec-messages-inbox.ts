/**
 * The specification's messages of the public forms (contact, partner up) in the catalogue, as spec-messages.ts's:
 * each English text is the contract's `Messages`, word for word (spec-messages.test.ts). Loaded with the forms only.
 */
import { msg } from '@lingui/core/macro';
import type { SpecNotice } from './spec-messages';

export const CONTACT_SENT: SpecNotice = { title: msg`Thank you!`, text: msg`We will review your message!` };
export const PARTNER_SENT: SpecNotice = { title: msg`Thank you!`, text: msg`We will review your message!` };
