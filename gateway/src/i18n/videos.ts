import type { AreaTexts } from './keys';

/** The gateway's Serbian texts for match videos (issue 11). */
export const videoTexts = {
  'sr-Latn': {
    videoNotAVideo: 'Ova datoteka nije video. Otpremite MP4 ili WebM datoteku.',
    videoUnknownContainer: 'Mogu se otpremiti samo MP4 i WebM video snimci.',
    videoUnknownCodec: 'Video mora biti kodiran kao H.264, VP9 ili AV1.',
    videoUnknownAudio: 'Zvuk mora biti AAC ili Opus (ili video može biti bez zvuka).',
    videoNoDuration: 'Trajanje videa nije moguće pročitati; datoteka je možda oštećena.',
    videoTooLarge: 'Datoteka je veća od {max}, najvećeg videa koji se može otpremiti.',
    videoNoMatch: 'Ta utakmica ne postoji.',
    videoRecordingNotOfMatch: 'Ova rezervacija nije za ovu utakmicu.',
    videoRecordingWrongState:
      'Video se može dodati samo potvrđenoj, snimanoj ili dostupnoj rezervaciji.',
    videoExists: 'Ovaj video je već dodat.',
    videoRemoved: 'Ovaj video je uklonjen.',
    videoReasonRequired: 'Navedite zašto se video uklanja.',
    videoToolsMissing:
      'Otpremanje videa nije dostupno: nedostaju ffmpeg i ffprobe. Pokrenite `npm ci` (sa opcionim zavisnostima) ili podesite FFMPEG_PATH i FFPROBE_PATH.',
    videoUploadIncomplete: 'Otpremanje još nije završeno.',
  },
  'sr-Cyrl': {
    videoNotAVideo: 'Ова датотека није видео. Отпремите MP4 или WebM датотеку.',
    videoUnknownContainer: 'Могу се отпремити само MP4 и WebM видео снимци.',
    videoUnknownCodec: 'Видео мора бити кодиран као H.264, VP9 или AV1.',
    videoUnknownAudio: 'Звук мора бити AAC или Opus (или видео може бити без звука).',
    videoNoDuration: 'Трајање видеа није могуће прочитати; датотека је можда оштећена.',
    videoTooLarge: 'Датотека је већа од {max}, највећег видеа који се може отпремити.',
    videoNoMatch: 'Та утакмица не постоји.',
    videoRecordingNotOfMatch: 'Ова резервација није за ову утакмицу.',
    videoRecordingWrongState:
      'Видео се може додати само потврђеној, сниманој или доступној резервацији.',
    videoExists: 'Овај видео је већ додат.',
    videoRemoved: 'Овај видео је уклоњен.',
    videoReasonRequired: 'Наведите зашто се видео уклања.',
    videoToolsMissing:
      'Отпремање видеа није доступно: недостају ffmpeg и ffprobe. Покрените `npm ci` (са опционим зависностима) или подесите FFMPEG_PATH и FFPROBE_PATH.',
    videoUploadIncomplete: 'Отпремање још није завршено.',
  },
} satisfies AreaTexts;
