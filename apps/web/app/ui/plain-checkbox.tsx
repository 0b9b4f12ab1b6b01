/**
 * A checkbox drawn as Mantine's Checkbox draws it (its elements, classes and variables, so its stylesheet styles it),
 * without its code: Checkbox, its group and card, InlineInput and the icon were ~3.5 KB brotli in three files of the
 * questionnaire's first screen (its add-ons), over issue 48's 150 KB. A native checkbox under Mantine's look: the
 * same label, description, keyboard and screen-reader reading. Held equal to Mantine's by plain-checkbox.test.tsx for
 * the props it takes.
 */
import { Input, useMantineTheme } from '@mantine/core';
import { type ChangeEvent, type CSSProperties, type ReactNode, useId } from 'react';

/** Mantine's classes (Checkbox's and InlineInput's), which its stylesheet styles. */
const CHECKBOX_CLASSES = {
  root: 'm_bf2d988c',
  inner: 'm_26062bec',
  input: 'm_26063560',
  icon: 'm_bf295423',
  inlineRoot: 'm_5f75b09e',
  body: 'm_5f6e695e',
  labelWrapper: 'm_d3ea56bb',
  label: 'm_8ee546b8',
  description: 'm_328f68c0',
};
const C = CHECKBOX_CLASSES;

export interface PlainCheckboxProps {
  label: ReactNode;
  description?: ReactNode;
  checked: boolean;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}

/** Mantine's Checkbox (filled, `sm` radius, the label on the right) for a label, a description and a checked state. */
export function PlainCheckbox({ label, description, checked, onChange }: PlainCheckboxProps) {
  const id = `mantine-${useId().replace(/:/g, '')}`;
  const theme = useMantineTheme();
  const descriptionId = description ? `${id}-description` : undefined;
  const variables = {
    '--checkbox-radius': 'var(--mantine-radius-sm)',
    '--checkbox-color': `var(--mantine-color-${theme.primaryColor}-filled)`,
  } as CSSProperties;
  return (
    <div
      style={variables}
      className={`${C.root} mantine-Checkbox-root ${C.inlineRoot} mantine-Checkbox-root`}
      data-variant="filled"
      data-label-position="right"
      data-checked={checked || undefined}
    >
      <div className={`${C.body} mantine-Checkbox-body`}>
        <div className={`${C.inner} mantine-Checkbox-inner`} data-label-position="right">
          <input
            className={`mantine-focus-auto ${C.input} mantine-Checkbox-input`}
            data-with-error-styles="true"
            id={id}
            aria-describedby={descriptionId}
            type="checkbox"
            checked={checked}
            onChange={onChange}
          />
          <svg
            viewBox="0 0 10 7"
            fill="none"
            xmlns="http://www.w3.org/2000/svg"
            aria-hidden="true"
            className={`${C.icon} mantine-Checkbox-icon`}
          >
            {/* Mantine's CheckIcon (MIT). */}
            <path
              d="M4 4.586L1.707 2.293A1 1 0 1 0 .293 3.707l3 3a.997.997 0 0 0 1.414 0l5-5A1 1 0 1 0 8.293.293L4 4.586z"
              fill="currentColor"
              fillRule="evenodd"
              clipRule="evenodd"
            />
          </svg>
        </div>
        <div className={`${C.labelWrapper} mantine-Checkbox-labelWrapper`}>
          <label className={`${C.label} mantine-Checkbox-label`} htmlFor={id}>
            {label}
          </label>
          {description && (
            <Input.Description
              id={descriptionId}
              __inheritStyles={false}
              className={`${C.description} mantine-Checkbox-description`}
            >
              {description}
            </Input.Description>
          )}
        </div>
      </div>
    </div>
  );
}
