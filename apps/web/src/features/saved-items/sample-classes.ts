// Spec "Save Items": the content view also handles Audio Class and Video Class, with static sample
// data only (the API saves papers and modules, not classes). Shown as samples, never as the student's.

export type TSampleAudioClass = {
  id: number;
  title: string;
  course: string;
  module: number;
  duration: string;
};

export type TSampleVideoClass = TSampleAudioClass & { instructor: string };

export const SAMPLE_AUDIO_CLASSES: readonly TSampleAudioClass[] = [
  { id: 1, title: 'Demand and Supply: Quick Revision', course: 'Microeconomics', module: 1, duration: '18 min' },
  { id: 2, title: 'Index Numbers Explained', course: 'Statistics', module: 3, duration: '22 min' },
];

export const SAMPLE_VIDEO_CLASSES: readonly TSampleVideoClass[] = [
  {
    id: 1,
    title: 'Consumer Equilibrium',
    course: 'Microeconomics',
    module: 2,
    duration: '34 min',
    instructor: 'Dr. Meera Nair',
  },
  {
    id: 2,
    title: 'Writing a Formal Letter',
    course: 'English Communication',
    module: 1,
    duration: '26 min',
    instructor: 'Prof. Arun Kumar',
  },
];
