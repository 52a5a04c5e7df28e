// Writes locales/sr-Cyrl.json from locales/sr-Latn.json. Serbian Latin maps one-to-one onto
// Cyrillic (lj, nj and dž are single letters), so the Cyrillic file is generated rather than
// kept by hand. Placeholders, the brand and language names stay as written.
// Each area folder under locales/ (locales/<area>/sr-Latn.json) gets its own sr-Cyrl.json too.
// Run: node web/scripts/sr-cyrl.mjs
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';

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

function generate(folder) {
  const source = JSON.parse(readFileSync(new URL('sr-Latn.json', folder), 'utf8'));
  writeFileSync(new URL('sr-Cyrl.json', folder), `${JSON.stringify(walk(source), null, 2)}\n`);
}

generate(dir);
for (const entry of readdirSync(dir, { withFileTypes: true })) {
  const folder = new URL(`${entry.name}/`, dir);
  if (entry.isDirectory() && existsSync(new URL('sr-Latn.json', folder))) generate(folder);
}
