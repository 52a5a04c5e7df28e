import { describe, expect, it } from 'vitest';
import { nameInScript, toCyrillic } from './transliterate';

describe('when a Serbian Latin name is shown in Cyrillic', () => {
  it('writes lj, nj and dž as one letter each', () => {
    expect(toCyrillic('Kraljevo')).toBe('Краљево');
    expect(toCyrillic('Konjarnik')).toBe('Коњарник');
    expect(toCyrillic('Džudžević')).toBe('Џуџевић');
  });

  it('keeps the capital of a digraph in title case and in capitals', () => {
    expect(toCyrillic('Ljubljana')).toBe('Љубљана');
    expect(toCyrillic('Njegoš')).toBe('Његош');
    expect(toCyrillic('NJEGOŠ')).toBe('ЊЕГОШ');
    expect(toCyrillic('LJUBIĆ')).toBe('ЉУБИЋ');
    expect(toCyrillic('DŽAMIJA')).toBe('ЏАМИЈА');
    expect(toCyrillic('Džudo')).toBe('Џудо');
  });

  it('writes each other letter as its Cyrillic one', () => {
    expect(toCyrillic('KK Crvena zvezda, Čačak, Šabac, Đurđevdan, Žitište, Ćuprija')).toBe(
      'КК Црвена звезда, Чачак, Шабац, Ђурђевдан, Житиште, Ћуприја',
    );
    expect(toCyrillic('U17 liga')).toBe('У17 лига');
  });

  it('leaves codes, formats, addresses and foreign words as written', () => {
    expect(toCyrillic('Preuzmi CSV')).toBe('Преузми CSV');
    expect(toCyrillic('Kalendar (iCal), PDF')).toBe('Календар (iCal), PDF');
    expect(toCyrillic('piši na liga@courtside.rs ili https://courtside.rs/liga')).toBe(
      'пиши на liga@courtside.rs или https://courtside.rs/liga',
    );
    expect(toCyrillic('Wolves Novi Sad')).toBe('Wolves Нови Сад');
  });
});

describe('when a record carries its own Cyrillic form', () => {
  it('shows that form instead of the transliteration', () => {
    expect(nameInScript('Injekt', 'cyrillic', 'Инјект')).toBe('Инјект');
    expect(nameInScript('Nova Banka', 'cyrillic', 'Nova Banka')).toBe('Nova Banka');
  });

  it('transliterates when the form is empty, and shows Latin as stored in Latin', () => {
    expect(nameInScript('Ljig', 'cyrillic', '  ')).toBe('Љиг');
    expect(nameInScript('Ljig', 'cyrillic', null)).toBe('Љиг');
    expect(nameInScript('Ljig', 'latin', 'Љиг')).toBe('Ljig');
  });
});
