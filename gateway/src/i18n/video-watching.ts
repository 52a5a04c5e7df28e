import type { AreaTexts } from './keys';

/** The gateway's Serbian texts for watching videos (issue 11). */
export const videoWatchingTexts = {
  'sr-Latn': {
    videoLinkExpired: 'Ova veza ka snimku je istekla. Otvorite snimak ponovo iz video zone.',
    videoLinkInvalid: 'Ova veza ka snimku nije ispravna.',
  },
  'sr-Cyrl': {
    videoLinkExpired: 'Ова веза ка снимку је истекла. Отворите снимак поново из видео зоне.',
    videoLinkInvalid: 'Ова веза ка снимку није исправна.',
  },
} satisfies AreaTexts;
