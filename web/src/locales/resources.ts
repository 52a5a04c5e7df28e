import type { Language } from '../config/constants';
import en from './en.json';
import srCyrl from './sr-Cyrl.json';
import srLatn from './sr-Latn.json';

export type Tree = { [key: string]: string | Tree };

/**
 * Texts live in the main files here and in one folder per area (`locales/<area>/en.json`,
 * `sr-Latn.json`, and the generated `sr-Cyrl.json`), so each area's screens keep their own
 * words. They all merge into the one `translation` namespace.
 */
const areaFiles = import.meta.glob<{ default: Tree }>('./*/*.json', { eager: true });

const main: Record<Language, Tree> = { en, 'sr-Latn': srLatn, 'sr-Cyrl': srCyrl };

/** Leaf keys defined in more than one file: each text must have one home. */
export const duplicateKeys: string[] = [];

function merge(into: Tree, from: Tree, prefix = ''): Tree {
  for (const [key, value] of Object.entries(from)) {
    const existing = into[key];
    if (typeof value === 'string' || typeof existing === 'string') {
      if (existing !== undefined) duplicateKeys.push(`${prefix}${key}`);
      into[key] = value;
    } else {
      into[key] = merge(existing ?? {}, value, `${prefix}${key}.`);
    }
  }
  return into;
}

function areaTrees(language: Language): { area: string; tree: Tree }[] {
  return Object.entries(areaFiles)
    .filter(([path]) => path.endsWith(`/${language}.json`))
    .map(([path, module]) => ({ area: path.split('/')[1] ?? path, tree: module.default }));
}

/** Each area's own trees, per language, for the locale checks. */
export function areaResources(): Record<string, Partial<Record<Language, Tree>>> {
  const areas: Record<string, Partial<Record<Language, Tree>>> = {};
  for (const language of Object.keys(main) as Language[]) {
    for (const { area, tree } of areaTrees(language)) (areas[area] ??= {})[language] = tree;
  }
  return areas;
}

export const resources: Record<Language, Tree> = Object.fromEntries(
  (Object.keys(main) as Language[]).map((language) => [
    language,
    areaTrees(language).reduce<Tree>(
      (all, { tree }) => merge(all, tree, `${language}:`),
      merge({}, main[language]),
    ),
  ]),
) as Record<Language, Tree>;
