/**
 * What a visitor typed or chose in a prerendered form before its code arrived. Hydration sets a controlled
 * field to its component's state, so a form that should keep such input reads it on its first render,
 * while the prerendered field is still the one on screen (a phone can show a page seconds before it
 * hydrates, and a part below the fold hydrates only once it scrolls in: ui/lazy-below-fold.tsx).
 *
 * The field is found through an id from `useId` in the same section: hydration gives it the id written in
 * the HTML, while a component rendered by the app itself gets a fresh one that no element has yet, so a
 * client render finds nothing and starts empty.
 */
export function prehydrationValue(anchorId: string, selector: string): string | null {
  if (typeof document === 'undefined') return null;
  const field = document.getElementById(anchorId)?.closest('section')?.querySelector(selector);
  return field instanceof HTMLInputElement || field instanceof HTMLSelectElement ? field.value : null;
}
