/**
 * A group of radio buttons drawn as Mantine's Radio.Group and Radio draw them (their elements, classes and variables,
 * so its stylesheet styles them: no browser dots, the theme's colour), without their code: 2 KB brotli of the
 * partner form's first screen, which issue 49's message runtime needed to stay within issue 48's 150 KB. Native
 * radios under Mantine's look: the same label, keyboard and screen-reader reading. Held equal to Mantine's by
 * plain-radio-group.test.tsx for the props it takes.
 */
import { Input, useMantineTheme } from '@mantine/core';
import { type CSSProperties, type ReactNode, useId } from 'react';

export interface PlainRadioGroupProps<V extends string> {
  label: ReactNode;
  options: readonly { value: V; label: ReactNode }[];
  value?: string;
  onChange?: (value: V) => void;
  error?: ReactNode;
  required?: boolean;
}

export function PlainRadioGroup<V extends string>({
  label,
  options,
  value,
  onChange,
  error,
  required,
}: PlainRadioGroupProps<V>) {
  const id = `mantine-${useId().replace(/:/g, '')}`;
  const theme = useMantineTheme();
  const color = { '--radio-color': `var(--mantine-color-${theme.primaryColor}-filled)` } as CSSProperties;
  return (
    <Input.Wrapper
      __staticSelector="RadioGroup"
      label={label}
      required={required}
      error={error}
      labelElement="div"
      labelProps={{ id: `${id}-label` }}
    >
      <div role="radiogroup" aria-labelledby={`${id}-label`}>
        {options.map((option) => {
          const optionId = `${id}-${option.value}`;
          const checked = value === option.value;
          return (
            <div
              key={option.value}
              style={color}
              className="m_f3f1af94 mantine-Radio-root m_5f75b09e mantine-Radio-root"
              data-label-position="right"
              data-checked={checked || undefined}
            >
              <div className="m_5f6e695e mantine-Radio-body">
                <div className="m_89c4f5e4 mantine-Radio-inner" data-label-position="right">
                  <input
                    className="mantine-focus-auto m_8a3dbb89 mantine-Radio-radio"
                    data-with-error-styles="true"
                    data-error={error ? true : undefined}
                    id={optionId}
                    type="radio"
                    value={option.value}
                    checked={checked}
                    name={id}
                    onChange={() => onChange?.(option.value)}
                  />
                  <svg
                    xmlns="http://www.w3.org/2000/svg"
                    fill="none"
                    viewBox="0 0 5 5"
                    aria-hidden="true"
                    className="m_f3ed6b2b mantine-Radio-icon"
                  >
                    <circle cx="2.5" cy="2.5" r="2.5" fill="currentColor" />
                  </svg>
                </div>
                <div className="m_d3ea56bb mantine-Radio-labelWrapper">
                  <label className="m_8ee546b8 mantine-Radio-label" htmlFor={optionId}>
                    {option.label}
                  </label>
                </div>
              </div>
            </div>
          );
        })}
      </div>
    </Input.Wrapper>
  );
}
