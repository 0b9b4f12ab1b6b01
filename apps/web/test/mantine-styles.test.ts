/**
 * Every Mantine component the app uses has its stylesheet loaded. The app imports Mantine's CSS component by
 * component (decision 0016, to keep pages light), all of it from `app/styles/mantine.ts`, which the root loads:
 * a component used without its file renders unstyled (CheckboxCard, Radio, Pill and PillsInput had none, so
 * `/pro/area` hid which zip codes were chosen and `/partner-us` showed stray dots). This scans the app's imports
 * from `@mantine/core` and fails when one's stylesheet, or one it is built on, is not imported.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const web = path.resolve(import.meta.dirname, '..');
const appDir = path.join(web, 'app');
const stylesDir = path.resolve(web, '../../node_modules/@mantine/core/styles');

/** What a component is built on, as Mantine's "Import styles" lists it: those stylesheets are needed too. */
const BUILT_ON: Record<string, string[]> = {
  Autocomplete: ['Input', 'Combobox', 'Popover'],
  Select: ['Input', 'Combobox', 'Popover'],
  MultiSelect: ['Input', 'Combobox', 'Popover', 'Pill', 'PillsInput'],
  TagsInput: ['Input', 'Combobox', 'Popover', 'Pill', 'PillsInput'],
  PillsInput: ['Input', 'Pill'],
  TextInput: ['Input'],
  Textarea: ['Input'],
  NativeSelect: ['Input'],
  NumberInput: ['Input'],
  PasswordInput: ['Input', 'ActionIcon'],
  FileInput: ['Input'],
  InputWrapper: ['Input'],
  InputClearButton: ['Input', 'CloseButton'],
  Checkbox: ['InlineInput', 'CheckboxIndicator'],
  'Checkbox.Card': ['CheckboxCard', 'UnstyledButton'],
  'Checkbox.Indicator': ['CheckboxIndicator'],
  'Checkbox.Group': ['Input'],
  Radio: ['InlineInput'],
  'Radio.Card': ['RadioCard', 'UnstyledButton'],
  'Radio.Indicator': ['RadioIndicator'],
  'Radio.Group': ['Input'],
  Switch: ['InlineInput'],
  Modal: ['ModalBase', 'Overlay', 'CloseButton'],
  Drawer: ['ModalBase', 'Overlay', 'CloseButton'],
  Menu: ['Popover'],
  Tooltip: ['Popover'],
  LoadingOverlay: ['Overlay', 'Loader'],
  Button: ['UnstyledButton', 'Loader'],
  ActionIcon: ['UnstyledButton', 'Loader'],
  CloseButton: ['UnstyledButton'],
  Burger: ['UnstyledButton'],
  NavLink: ['UnstyledButton'],
  Pagination: ['UnstyledButton'],
  Accordion: ['UnstyledButton'],
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

/** The components a source uses from `@mantine/core` (values, not types), with compound parts (`Checkbox.Card`). */
function componentsUsed(source: string): Set<string> {
  const used = new Set<string>();
  for (const match of source.matchAll(/import\s*\{([^}]*)\}\s*from\s*'@mantine\/core'/g)) {
    for (const raw of (match[1] ?? '').split(',')) {
      const spec = raw.trim();
      if (!spec || spec.startsWith('type ')) continue;
      const [imported = '', local = imported] = spec.split(/\s+as\s+/).map((s) => s.trim());
      if (!/^[A-Z]/.test(imported)) continue;
      used.add(imported);
      for (const part of source.matchAll(new RegExp(`\\b${local}\\.([A-Z][A-Za-z]+)`, 'g'))) {
        used.add(`${imported}.${part[1]}`);
      }
    }
  }
  return used;
}

/** The stylesheets a component needs: its own file where Mantine ships one, and those it is built on. */
function stylesheetsFor(component: string): string[] {
  const own = component.replace('.', '');
  const needed = new Set(BUILT_ON[component] ?? []);
  if (existsSync(path.join(stylesDir, `${own}.css`))) needed.add(own);
  return [...needed];
}

/** The component stylesheets a source imports (`@mantine/core/styles/X.css`). */
function stylesheetsImported(source: string): Set<string> {
  return new Set([...source.matchAll(/'@mantine\/core\/styles\/([A-Za-z]+)\.css'/g)].map((m) => m[1] ?? ''));
}

function missing(used: Iterable<string>, imported: Set<string>): string[] {
  const gaps: string[] = [];
  for (const component of used) {
    for (const sheet of stylesheetsFor(component)) {
      if (!imported.has(sheet)) gaps.push(`${component} needs ${sheet}.css`);
    }
  }
  return gaps.sort();
}

describe('Mantine stylesheets', () => {
  const files = sourceFiles(appDir);
  const used = new Set<string>();
  for (const file of files) for (const c of componentsUsed(readFileSync(file, 'utf8'))) used.add(c);
  const stylesModule = readFileSync(path.join(appDir, 'styles/mantine.ts'), 'utf8');

  it('are loaded by the root, for every page', () => {
    expect(readFileSync(path.join(appDir, 'root.tsx'), 'utf8')).toMatch(/import '\.\/styles\/mantine';/);
  });

  it('are imported for every component the app uses', () => {
    expect(used.size).toBeGreaterThan(20);
    expect(missing(used, stylesheetsImported(stylesModule))).toEqual([]);
  });

  it('name files Mantine ships', () => {
    for (const sheet of stylesheetsImported(stylesModule)) {
      expect(existsSync(path.join(stylesDir, `${sheet}.css`)), sheet).toBe(true);
    }
  });

  it('fail the check when a component is used without its stylesheet', () => {
    const page = "import { Checkbox, MultiSelect, Radio } from '@mantine/core';\nconst x = <Checkbox.Card />;";
    const sheets = stylesheetsImported(
      "import '@mantine/core/styles/Input.css';\nimport '@mantine/core/styles/Checkbox.css';",
    );
    expect(missing(componentsUsed(page), sheets)).toEqual(
      expect.arrayContaining([
        'Checkbox.Card needs CheckboxCard.css',
        'MultiSelect needs Pill.css',
        'MultiSelect needs PillsInput.css',
        'Radio needs Radio.css',
      ]),
    );
  });
});
