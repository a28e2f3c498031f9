// The hero carousel's banners, bundled with the app (the CSP allows no remote images). Each comes
// wide (960 × 360) and taller for phones (600 × 400), so its words stay readable on a small screen,
// and in each language of the interface: the words are drawn in the image, so Malayalam has its own.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { TAppLanguage } from '../../lib/i18n/languages';
import notesAudioVideoNarrowMlUrl from './assets/hero-notes-audio-video-narrow-ml.svg';
import notesAudioVideoNarrowUrl from './assets/hero-notes-audio-video-narrow.svg';
import notesAudioVideoMlUrl from './assets/hero-notes-audio-video-ml.svg';
import notesAudioVideoUrl from './assets/hero-notes-audio-video.svg';
import studySmarterNarrowMlUrl from './assets/hero-study-smarter-narrow-ml.svg';
import studySmarterNarrowUrl from './assets/hero-study-smarter-narrow.svg';
import studySmarterMlUrl from './assets/hero-study-smarter-ml.svg';
import studySmarterUrl from './assets/hero-study-smarter.svg';
import weeklyChallengesNarrowMlUrl from './assets/hero-weekly-challenges-narrow-ml.svg';
import weeklyChallengesNarrowUrl from './assets/hero-weekly-challenges-narrow.svg';
import weeklyChallengesMlUrl from './assets/hero-weekly-challenges-ml.svg';
import weeklyChallengesUrl from './assets/hero-weekly-challenges.svg';

export type THeroImages = { imageUrl: string; narrowImageUrl: string };

/** `alt` says what the banner's own words say, in the language on screen. */
export type THeroSlide = { id: string; images: Readonly<Record<TAppLanguage, THeroImages>>; alt: MessageDescriptor };

export const HERO_SLIDES: readonly THeroSlide[] = [
  {
    id: 'study-smarter',
    images: {
      en: { imageUrl: studySmarterUrl, narrowImageUrl: studySmarterNarrowUrl },
      ml: { imageUrl: studySmarterMlUrl, narrowImageUrl: studySmarterNarrowMlUrl },
    },
    alt: msg`Study smarter: notes, classes and mock tests for your university syllabus.`,
  },
  {
    id: 'weekly-challenges',
    images: {
      en: { imageUrl: weeklyChallengesUrl, narrowImageUrl: weeklyChallengesNarrowUrl },
      ml: { imageUrl: weeklyChallengesMlUrl, narrowImageUrl: weeklyChallengesNarrowMlUrl },
    },
    alt: msg`Weekly Challenges: a fresh quiz on every module each week, with your score and the answer key.`,
  },
  {
    id: 'notes-audio-video',
    images: {
      en: { imageUrl: notesAudioVideoUrl, narrowImageUrl: notesAudioVideoNarrowUrl },
      ml: { imageUrl: notesAudioVideoMlUrl, narrowImageUrl: notesAudioVideoNarrowMlUrl },
    },
    alt: msg`Notes, audio and video: read, listen or watch each module, whichever suits your day.`,
  },
];
