#!/usr/bin/env node
/**
 * Writes docs/modules.md, the index of the code's modules: every API module (`apps/api/src/modules/`, followed by its
 * folders: a folder holding only folders is a group of modules) and every web feature and shared piece
 * (`apps/web/app/features/*`, `apps/web/app/shared/*`), each with its purpose in one line. The purpose is the first
 * sentence of the module's README.md, else of the doc comment that opens its main file (`index.ts`, `service.ts`,
 * `routes.ts`; `index.ts(x)` on the web). `npm run docs:modules` writes the file; `--check` writes nothing and fails
 * (exit 1, naming what is wrong) when the file is out of date, a module states no purpose, or docs/architecture.md
 * does not name a module. apps/api/src/module-index.test.ts runs the check with the unit tests.
 */
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const MODULE_INDEX_FILE = 'docs/modules.md';
const ARCHITECTURE_FILE = 'docs/architecture.md';

const API_MODULES = 'apps/api/src/modules';
const WEB_FOLDERS = [
  { dir: 'apps/web/app/features', title: 'Web features', mainFiles: ['README.md', 'index.ts', 'index.tsx'] },
  { dir: 'apps/web/app/shared', title: 'Web shared pieces', mainFiles: ['README.md', 'index.ts', 'index.tsx'] },
];
const API_MAIN_FILES = ['README.md', 'index.ts', 'service.ts', 'routes.ts'];

const subfolders = (dir) =>
  readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
const hasSourceFiles = (dir) =>
  readdirSync(dir, { withFileTypes: true }).some((entry) => entry.isFile() && /\.tsx?$/.test(entry.name));

/** The first sentence of a text, on one line. */
function firstSentence(text) {
  const line = text.replace(/\s+/g, ' ').trim();
  const end = /[.!?](?=\s|$)/.exec(line);
  return end ? line.slice(0, end.index + 1) : line;
}

/** The first paragraph of a README (after its title), or null. */
function readmeParagraph(text) {
  const paragraph = [];
  for (const line of text.split('\n')) {
    if (line.startsWith('#')) continue;
    if (line.trim() === '') {
      if (paragraph.length > 0) break;
      continue;
    }
    paragraph.push(line);
  }
  return paragraph.length > 0 ? paragraph.join(' ') : null;
}

/** The first paragraph of the doc comment that opens a source file, or null when it opens with none. */
function openingDocParagraph(text) {
  const match = /^(?:#![^\n]*\n)?\s*\/\*\*([\s\S]*?)\*\//.exec(text);
  if (!match) return null;
  const lines = match[1].split('\n').map((line) => line.replace(/^\s*\* ?/, '').trimEnd());
  const paragraph = [];
  for (const line of lines) {
    if (line.trim() === '') {
      if (paragraph.length > 0) break;
      continue;
    }
    paragraph.push(line);
  }
  return paragraph.length > 0 ? paragraph.join(' ') : null;
}

/** A module's purpose: where it is said first among its main files (README.md, then the code's). */
function purposeOf(dir, mainFiles) {
  for (const file of mainFiles) {
    const full = path.join(dir, file);
    if (!existsSync(full) || !statSync(full).isFile()) continue;
    const text = readFileSync(full, 'utf8');
    const paragraph = file.endsWith('.md') ? readmeParagraph(text) : openingDocParagraph(text);
    if (paragraph) return { purpose: firstSentence(paragraph), from: file };
  }
  return { purpose: null, from: null };
}

/**
 * The API's modules under `dir`: a folder with source files is a module; a folder of folders is a group, whose
 * modules are read the same way (the modules are to be grouped by domain: the folders say how, not a list here).
 */
function apiModules(root, relative) {
  return subfolders(path.join(root, relative)).map((name) => {
    const rel = `${relative}/${name}`;
    const dir = path.join(root, rel);
    if (!hasSourceFiles(dir) && subfolders(dir).length > 0) {
      return { name, path: rel, ...purposeOf(dir, ['README.md']), modules: apiModules(root, rel) };
    }
    return { name, path: rel, ...purposeOf(dir, API_MAIN_FILES) };
  });
}

/** Every module the index lists: `{ api, web: [{ title, dir, modules }] }`. */
export function collectModules(root = ROOT) {
  return {
    api: apiModules(root, API_MODULES),
    web: WEB_FOLDERS.map(({ dir, title, mainFiles }) => ({
      title,
      dir,
      modules: subfolders(path.join(root, dir)).map((name) => ({
        name,
        path: `${dir}/${name}`,
        ...purposeOf(path.join(root, dir, name), mainFiles),
      })),
    })),
  };
}

/** Every module and group, flat. */
function allModules(collected) {
  const flat = [];
  const walk = (list) => {
    for (const entry of list) {
      flat.push(entry);
      if (entry.modules) walk(entry.modules);
    }
  };
  walk(collected.api);
  for (const folder of collected.web) walk(folder.modules);
  return flat;
}

const line = (entry) =>
  `- [\`${entry.name}\`](../${entry.path}/): ${entry.purpose ?? '**states no purpose** (add a README.md)'}`;

/** docs/modules.md as the folders say it now. */
export function renderModuleIndex(root = ROOT) {
  const collected = collectModules(root);
  const out = [
    '# Modules',
    '',
    '<!-- Written by `npm run docs:modules` (scripts/module-index.mjs) from the folders: do not edit by hand. -->',
    '',
    'Every module of the API and every feature and shared piece of the web app, with its purpose in one line: the first',
    'sentence of its README.md, else of the doc comment that opens its main file (`index.ts`, `service.ts`, `routes.ts`).',
    'How they fit together is [architecture.md](architecture.md).',
    '',
    `## API modules (\`${API_MODULES}/\`)`,
    '',
  ];
  const loose = collected.api.filter((entry) => !entry.modules);
  out.push(...loose.map(line));
  for (const group of collected.api.filter((entry) => entry.modules)) {
    out.push('', `### \`${group.name}\``, '', group.purpose ?? '**States no purpose** (add a README.md).', '');
    out.push(...group.modules.map(line));
  }
  for (const folder of collected.web) {
    out.push('', `## ${folder.title} (\`${folder.dir}/\`)`, '', ...folder.modules.map(line));
  }
  out.push('');
  return out.join('\n');
}

/** True when `text` names `name` as a word of its own (not inside `pro-plans` for `plans`). */
function names(text, name) {
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(^|[^A-Za-z0-9-])${escaped}($|[^A-Za-z0-9-])`).test(text);
}

/** What is wrong with the docs now: modules without a purpose, an index out of date, names architecture.md lacks. */
export function moduleIndexProblems(root = ROOT) {
  const problems = [];
  const modules = allModules(collectModules(root));
  for (const entry of modules) {
    if (!entry.purpose)
      problems.push(`${entry.path} states no purpose: give it a README.md (or a doc comment opening its main file)`);
  }
  const file = path.join(root, MODULE_INDEX_FILE);
  const current = existsSync(file) ? readFileSync(file, 'utf8') : '';
  if (current !== renderModuleIndex(root)) {
    problems.push(`${MODULE_INDEX_FILE} is out of date: run \`npm run docs:modules\``);
  }
  const architecture = readFileSync(path.join(root, ARCHITECTURE_FILE), 'utf8');
  for (const entry of modules) {
    if (!names(architecture, entry.name)) problems.push(`${ARCHITECTURE_FILE} does not name ${entry.path}`);
  }
  if (!architecture.includes('modules.md')) problems.push(`${ARCHITECTURE_FILE} does not link ${MODULE_INDEX_FILE}`);
  return problems;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  if (process.argv.includes('--check')) {
    const problems = moduleIndexProblems();
    for (const problem of problems) console.error(problem);
    process.exit(problems.length > 0 ? 1 : 0);
  }
  writeFileSync(path.join(ROOT, MODULE_INDEX_FILE), renderModuleIndex());
  const missing = allModules(collectModules()).filter((entry) => !entry.purpose);
  console.log(`Wrote ${MODULE_INDEX_FILE}${missing.length > 0 ? `; ${missing.length} modules state no purpose` : ''}`);
  process.exit(missing.length > 0 ? 1 : 0);
}
