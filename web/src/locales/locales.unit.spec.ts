import { describe, expect, it } from 'vitest';
import en from './en.json';
import srCyrl from './sr-Cyrl.json';
import srLatn from './sr-Latn.json';

type Tree = { [key: string]: string | Tree };

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

  it('has no Latin letters left in the Cyrillic file besides names kept on purpose', () => {
    const kept = /\{\{[^}]+\}\}|Courtside|API|English|Srpski \(latinica\)/g;
    const strays = keys(srCyrl as Tree).filter((key) => {
      const value = key
        .split('.')
        .reduce<Tree | string>((node, part) => (node as Tree)[part] ?? '', srCyrl);
      return typeof value === 'string' && /[A-Za-z]/.test(value.replace(kept, ''));
    });
    expect(strays).toEqual([]);
  });
});
