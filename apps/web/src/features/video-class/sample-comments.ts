// Sample discussion for the comments list. The spec keeps comments local: nothing is sent or stored.

export type TComment = { id: string; author: string; postedAt: string; text: string };

export const SAMPLE_COMMENTS: readonly TComment[] = [
  {
    id: 'sample-1',
    author: 'Aswathy R.',
    postedAt: '2 days ago',
    text: 'The worked example at the end made this finally click for me. Could you share the practice questions too?',
  },
  {
    id: 'sample-2',
    author: 'Muhammed Fasil',
    postedAt: '5 days ago',
    text: 'Watched it twice before the internal exam. The summary slide is perfect for quick revision.',
  },
  {
    id: 'sample-3',
    author: 'Sneha Joseph',
    postedAt: '1 week ago',
    text: 'Please do a class on last year’s university question paper for this module.',
  },
];
