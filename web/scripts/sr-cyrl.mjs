// Writes locales/sr-Cyrl.json from locales/sr-Latn.json. Serbian Latin maps one-to-one onto
// Cyrillic (lj, nj and dž are single letters), so the Cyrillic file is generated rather than
// kept by hand. Placeholders, the brand and language names stay as written.
// Run: node web/scripts/sr-cyrl.mjs
import { readFileSync, writeFileSync } from 'node:fs';

const dir = new URL('../src/locales/', import.meta.url);
const digraphs = [
  ['Lj', 'Љ'],
  ['LJ', 'Љ'],
  ['lj', 'љ'],
  ['Nj', 'Њ'],
  ['NJ', 'Њ'],
  ['nj', 'њ'],
  ['Dž', 'Џ'],
  ['DŽ', 'Џ'],
  ['dž', 'џ'],
];
const latin = 'ABVGDĐEŽZIJKLMNOPRSTĆUFHCČŠabvgdđežzijklmnoprstćufhcčš';
const cyrillic = 'АБВГДЂЕЖЗИЈКЛМНОПРСТЋУФХЦЧШабвгдђежзијклмнопрстћуфхцчш';
const keep = ['Courtside', 'API', 'English', 'Srpski (latinica)'];
const keepPattern = new RegExp(
  `(\\{\\{[^}]+\\}\\}|${keep.map((word) => word.replace(/[()]/g, '\\$&')).join('|')})`,
);

function plain(text) {
  let out = text;
  for (const [from, to] of digraphs) out = out.replaceAll(from, to);
  return [...out]
    .map((char) => {
      const index = latin.indexOf(char);
      return index === -1 ? char : cyrillic[index];
    })
    .join('');
}

const convert = (text) =>
  text
    .split(keepPattern)
    .map((part, index) => (index % 2 === 1 ? part : plain(part)))
    .join('');

const walk = (value) =>
  typeof value === 'string'
    ? convert(value)
    : Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, walk(inner)]));

const source = JSON.parse(readFileSync(new URL('sr-Latn.json', dir), 'utf8'));
writeFileSync(new URL('sr-Cyrl.json', dir), `${JSON.stringify(walk(source), null, 2)}\n`);
