import { useCallback, useState } from 'react';
import { type QuestionnaireForm, useSession } from '../../session/store';
import { getNextValues } from './api/next-values';

export function updateForm(formId: number, change: (form: QuestionnaireForm) => QuestionnaireForm) {
  useSession.getState().updateForm(formId, change);
}

/**
 * An answer's effect on the next question: `reveal` asks which of its values this answer reveals and narrows
 * it to them; `revealing` holds, per form, the questions whose answer is being asked about.
 */
export function useRevealNextValues() {
  const [revealing, setRevealing] = useState<ReadonlyMap<number, ReadonlySet<number>>>(new Map());

  const setRevealingOf = useCallback((formId: number, questionId: number, on: boolean) => {
    setRevealing((current) => {
      const next = new Map(current);
      const ids = new Set(next.get(formId));
      if (on) ids.add(questionId);
      else ids.delete(questionId);
      next.set(formId, ids);
      return next;
    });
  }, []);

  /** Asks which values of the next question this answer reveals, and narrows that question to them. */
  const reveal = useCallback(
    async (formId: number, questionId: number, valueId: number) => {
      setRevealingOf(formId, questionId, true);
      try {
        const next = await getNextValues(questionId, valueId);
        updateForm(formId, (form) => {
          // A later answer to the same question has its own call.
          if (form.answers[questionId] !== valueId || next.questionId === null) return form;
          const ids = next.values.map((v) => v.id);
          const answers = { ...form.answers };
          const current = answers[next.questionId];
          if (current !== undefined && !ids.includes(current)) delete answers[next.questionId];
          return { ...form, answers, revealed: { ...form.revealed, [next.questionId]: ids } };
        });
      } catch (error) {
        // Every value stays offered; the server checks the combination when it prices the job.
        console.error('next-values failed', error);
      } finally {
        setRevealingOf(formId, questionId, false);
      }
    },
    [setRevealingOf],
  );

  return { revealing, reveal };
}
