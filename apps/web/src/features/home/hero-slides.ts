// The hero carousel's banners, bundled with the app (the CSP allows no remote images). Each comes
// wide (960 × 360) and taller for phones (600 × 400), so its words stay readable on a small screen.
import notesAudioVideoNarrowUrl from './assets/hero-notes-audio-video-narrow.svg';
import notesAudioVideoUrl from './assets/hero-notes-audio-video.svg';
import studySmarterNarrowUrl from './assets/hero-study-smarter-narrow.svg';
import studySmarterUrl from './assets/hero-study-smarter.svg';
import weeklyChallengesNarrowUrl from './assets/hero-weekly-challenges-narrow.svg';
import weeklyChallengesUrl from './assets/hero-weekly-challenges.svg';

export type THeroSlide = { id: string; imageUrl: string; narrowImageUrl: string; alt: string };

export const HERO_SLIDES: readonly THeroSlide[] = [
  {
    id: 'study-smarter',
    imageUrl: studySmarterUrl,
    narrowImageUrl: studySmarterNarrowUrl,
    alt: 'Study smarter: notes, classes and mock tests for your university syllabus.',
  },
  {
    id: 'weekly-challenges',
    imageUrl: weeklyChallengesUrl,
    narrowImageUrl: weeklyChallengesNarrowUrl,
    alt: 'Weekly Challenges: a fresh quiz on every module each week, with your score and the answer key.',
  },
  {
    id: 'notes-audio-video',
    imageUrl: notesAudioVideoUrl,
    narrowImageUrl: notesAudioVideoNarrowUrl,
    alt: 'Notes, audio and video: read, listen or watch each module, whichever suits your day.',
  },
];
