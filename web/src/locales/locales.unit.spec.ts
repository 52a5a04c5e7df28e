import { describe, expect, it } from 'vitest';
import { areaResources, duplicateKeys, resources, type Tree } from './resources';

const { en, 'sr-Latn': srLatn, 'sr-Cyrl': srCyrl } = resources;

/** Flattened keys, with plural suffixes dropped: Serbian needs a "few" form English lacks. */
function keys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [`${prefix}${key.replace(/_(zero|one|two|few|many|other)$/, '')}`]
      : keys(value, `${prefix}${key}.`),
  );
}

const unique = (tree: Tree) => [...new Set(keys(tree))].sort();

describe('when a text is added to one language', () => {
  it('exists in all three', () => {
    expect(unique(srLatn)).toEqual(unique(en));
    expect(unique(srCyrl)).toEqual(unique(en));
  });

  it('is written once: no key is defined in two files', () => {
    expect(duplicateKeys).toEqual([]);
  });

  it.each(Object.entries(areaResources()))('exists in all three in area %s', (_area, trees) => {
    expect(unique(trees['sr-Latn'] ?? {})).toEqual(unique(trees.en ?? {}));
    expect(unique(trees['sr-Cyrl'] ?? {})).toEqual(unique(trees.en ?? {}));
  });

  it('has no Latin letters left in the Cyrillic file besides names kept on purpose', () => {
    // Codes and formats are written as they are in every script (issue 10): CSV, iCal, PDF, UTF-8.
    const kept = /\{\{[^}]+\}\}|Courtside|API|English|Srpski \(latinica\)|CSV|iCal|PDF|UTF-8/g;
    const strays = keys(srCyrl).filter((key) => {
      const value = key
        .split('.')
        .reduce<Tree | string>((node, part) => (node as Tree)[part] ?? '', srCyrl);
      return typeof value === 'string' && /[A-Za-z]/.test(value.replace(kept, ''));
    });
    expect(strays).toEqual([]);
  });

  it('writes codes and formats as they are in the Cyrillic file, never transliterated', () => {
    const transliterated = /ЦСВ|иЦал|ИЦАЛ|ПДФ|УТФ/;
    const strays = keys(srCyrl).filter((key) => {
      const value = key
        .split('.')
        .reduce<Tree | string>((node, part) => (node as Tree)[part] ?? '', srCyrl);
      return typeof value === 'string' && transliterated.test(value);
    });
    expect(strays).toEqual([]);
  });
});
