import type { AreaTexts } from './keys';

/** The gateway's Serbian texts for the catalogue: teams, arenas, categories, sports and their uploads. */
export const catalogueTexts = {
  'sr-Latn': {
    teamLogoSize: 'Logo tima najviše 1000x1000.',
    uploadImage: 'Otpremljena datoteka mora biti slika (PNG, JPEG, GIF ili WebP), najviše 20 MB.',
    invalidUpload: 'Neispravna datoteka za otpremanje.',
    latitudeRange: 'Geografska širina mora biti između -90 i 90.',
    longitudeRange: 'Geografska dužina mora biti između -180 i 180.',
    validUrl: 'Unesite ispravnu veb adresu (http ili https).',
    unknownCategory: 'Takva kategorija ne postoji.',
    unknownArena: 'Takva hala ne postoji.',
    categoryInUse: 'Ovoj kategoriji još pripadaju lige; prvo ih premestite u drugu.',
    arenaInUse: 'Timovi još igraju kao domaćini u ovoj hali; prvo im dodelite drugu.',
    teamNameTaken: 'Tim sa ovim imenom već postoji.',
    duplicateInFile: 'Ovo ime se u datoteci pojavljuje više puta.',
    unknownSport: 'Takav sport ne postoji.',
  },
  'sr-Cyrl': {
    teamLogoSize: 'Лого тима највише 1000x1000.',
    uploadImage: 'Отпремљена датотека мора бити слика (PNG, JPEG, GIF или WebP), највише 20 MB.',
    invalidUpload: 'Неисправна датотека за отпремање.',
    latitudeRange: 'Географска ширина мора бити између -90 и 90.',
    longitudeRange: 'Географска дужина мора бити између -180 и 180.',
    validUrl: 'Унесите исправну веб адресу (http или https).',
    unknownCategory: 'Таква категорија не постоји.',
    unknownArena: 'Таква хала не постоји.',
    categoryInUse: 'Овој категорији још припадају лиге; прво их преместите у другу.',
    arenaInUse: 'Тимови још играју као домаћини у овој хали; прво им доделите другу.',
    teamNameTaken: 'Тим са овим именом већ постоји.',
    duplicateInFile: 'Ово име се у датотеци појављује више пута.',
    unknownSport: 'Такав спорт не постоји.',
  },
} satisfies AreaTexts;
