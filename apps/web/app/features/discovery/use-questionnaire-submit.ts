import { type Feature, Messages } from '@upkeep/contract';
import { useState } from 'react';
import { useLocaleNavigate } from '../../i18n/locale';
import type { QuestionnaireForm, QuestionnaireSearch } from '../../session/store';
import { checkZipCode } from '../../shared/catalog/api/get-zip-code';
import type { Notice } from '../../ui/notice-modal';
import type { CompaniesNavigationState } from './companies-state';
import { offerInput } from './questionnaire-model';

export const ZIP_LENGTH = 5;
const ZIP_MISSING = 'Enter a 5-digit zip code';
/** What an unanswered question says beside itself: the words of spec 000's "Select features" dialog. */
export const MISSING_ANSWER = Messages.selectFeatures.text;

/**
 * SUBMIT: the answers and the zip code's length checked here, then the zip code checked again with the server
 * before the companies: a serviced one goes on with the answers. What stops it is a missing answer or the zip
 * code's error, each beside its field, or the area's notice.
 */
export function useQuestionnaireSubmit() {
  const navigate = useLocaleNavigate();
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
      setNotice(Messages.zipNotFound);
      return;
    }
    if (area === 'unavailable') {
      setZipError('We could not check this zip code. Please try again.');
      return;
    }
    navigate('/companies', { state });
  };

  const submit = (search: QuestionnaireSearch, questions: Feature[], forms: QuestionnaireForm[], date: string) => {
    if (checking) return;
    const input = offerInput(questions, forms);
    const zipMissing = search.zipCode.length !== ZIP_LENGTH;
    if (zipMissing) setZipError(ZIP_MISSING);
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
