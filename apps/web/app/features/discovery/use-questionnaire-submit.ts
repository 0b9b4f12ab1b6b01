import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { Feature } from '@upkeep/contract';
import { useState } from 'react';
import { useLocaleNavigate } from '../../i18n/locale';
import type { SpecNotice } from '../../i18n/spec-messages';
import type { QuestionnaireForm, QuestionnaireSearch } from '../../session/store';
import { checkZipCode } from '../../shared/catalog/api/get-zip-code';
import type { Notice } from '../../ui/notice-modal';
import type { CompaniesNavigationState } from './companies-state';
import { offerInput } from './questionnaire-model';

export const ZIP_LENGTH = 5;
/**
 * Spec 000's messages of this screen in the catalogue (here, not in i18n/spec-messages.ts, which every public page
 * loads): held word for word to the contract by spec-messages.test.ts.
 */
export const SELECT_FEATURES: SpecNotice = {
  title: msg`Select features`,
  text: msg`Choose all features to continue`,
};
export const ZIP_NOT_FOUND: SpecNotice = {
  title: msg`Not found code zip`,
  text: msg`ZIP Code given not found or not allowed`,
};
/** What an unanswered question says beside itself: the words of spec 000's "Select features" dialog. */
export const MISSING_ANSWER = SELECT_FEATURES.text;

/**
 * SUBMIT: the answers and the zip code's length checked here, then the zip code checked again with the server
 * before the companies: a serviced one goes on with the answers. What stops it is a missing answer or the zip
 * code's error, each beside its field, or the area's notice.
 */
export function useQuestionnaireSubmit() {
  const navigate = useLocaleNavigate();
  const { i18n, t } = useLingui();
  const [notice, setNotice] = useState<Notice | null>(null);
  const [zipError, setZipError] = useState<string | null>(null);
  // After a SUBMIT with answers missing, each unanswered question says so beside itself (issue 26: no dialog),
  // and the first field to fix takes the focus (`missingAttempt` counts the tries, for the focus effect).
  const [showMissing, setShowMissing] = useState(false);
  const [missingAttempt, setMissingAttempt] = useState(0);
  // The zip code is checked again before the companies: a serviced one goes on with the answers. A plain call, not
  // a mutation: the questionnaire goes without the query library (issue 48).
  const [checking, setChecking] = useState(false);
  const checkZipThenGo = async (zipCode: string, state: CompaniesNavigationState) => {
    setChecking(true);
    const area = await checkZipCode(zipCode);
    setChecking(false);
    if (area === 'not-serviced') {
      setNotice({ title: i18n._(ZIP_NOT_FOUND.title), text: i18n._(ZIP_NOT_FOUND.text) });
      return;
    }
    if (area === 'unavailable') {
      setZipError(t`We could not check this zip code. Please try again.`);
      return;
    }
    navigate('/companies', { state });
  };

  const submit = (search: QuestionnaireSearch, questions: Feature[], forms: QuestionnaireForm[], date: string) => {
    if (checking) return;
    const input = offerInput(questions, forms);
    const zipMissing = search.zipCode.length !== ZIP_LENGTH;
    if (zipMissing) setZipError(t`Enter a 5-digit zip code`);
    if (!input || zipMissing) {
      setShowMissing(!input);
      setMissingAttempt((n) => n + 1);
      return;
    }
    const state: CompaniesNavigationState = {
      service: search.service,
      zipCode: search.zipCode,
      serviceId: search.serviceId,
      subServiceId: input.subServiceId,
      multiServices: search.multiServices,
      serviceUnit: search.serviceUnit,
      date,
      quantity: input.quantity,
      idFeatures: input.idFeatures,
      isServiceCall: input.isServiceCall,
    };
    void checkZipThenGo(search.zipCode, state);
  };

  return { submit, checking, notice, setNotice, zipError, setZipError, showMissing, missingAttempt };
}
