// Home's 'Courses': fixed sample cards (spec "Home" 4; prices 749, 499 and 999 rupees). Their
// 'Learn now' leads to the Coming soon page until real courses exist.

export type TSampleCourse = {
  id: string;
  title: string;
  category: string;
  /** Rupees. */
  price: number;
  rating: number;
  purchasedCount: number;
  lessonsCount: number;
};

export const SAMPLE_COURSES: readonly TSampleCourse[] = [
  {
    id: 'financial-accounting',
    title: 'Financial Accounting Made Easy',
    category: 'Commerce',
    price: 749,
    rating: 4.8,
    purchasedCount: 1240,
    lessonsCount: 32,
  },
  {
    id: 'spoken-english',
    title: 'Spoken English for Interviews',
    category: 'Communication',
    price: 499,
    rating: 4.6,
    purchasedCount: 2180,
    lessonsCount: 20,
  },
  {
    id: 'python-programming',
    title: 'Python Programming for Beginners',
    category: 'Computer Science',
    price: 999,
    rating: 4.7,
    purchasedCount: 860,
    lessonsCount: 45,
  },
];
