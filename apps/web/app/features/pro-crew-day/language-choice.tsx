/**
 * The crew member's language (issue 49): English or Español, saved on their account (PUT /company/locale); the day
 * shows in it as soon as it is saved, and what is sent to them follows it (ui/language-buttons.tsx).
 */
import type { Locale } from '@upkeep/contract';
import { useState } from 'react';
import { LanguageButtons } from '../../ui/language-buttons';
import { useSetLocale } from './api';

export function LanguageChoice({ token, locale }: { token: string; locale: Locale }) {
  const save = useSetLocale(token);
  const [saved, setSaved] = useState(false);
  const choose = (chosen: Locale) => {
    if (chosen === locale) return;
    setSaved(false);
    save.mutate(chosen, { onSuccess: () => setSaved(true) });
  };
  return (
    <div>
      <LanguageButtons
        chosen={locale}
        saving={save.isPending ? (save.variables ?? null) : null}
        saved={saved}
        error={save.error}
        onChoose={choose}
      />
    </div>
  );
}
