/**
 * The six departments the spec's Edit Profile screen offers (their slugs are fixed by the spec)
 * and the courses signup lists under each.
 */
export interface DepartmentContent {
  slug: string;
  name: string;
  courses: string[];
}

export const DEPARTMENTS: DepartmentContent[] = [
  {
    slug: 'computer-science',
    name: 'Computer Science',
    courses: ['BSc Computer Science', 'BCA', 'BSc Computer Science (Artificial Intelligence)', 'MSc Computer Science'],
  },
  {
    slug: 'electrical-engineering',
    name: 'Electrical Engineering',
    courses: [
      'BTech Electrical and Electronics Engineering',
      'Diploma in Electrical Engineering',
      'MTech Power Systems',
    ],
  },
  {
    slug: 'mechanical-engineering',
    name: 'Mechanical Engineering',
    courses: ['BTech Mechanical Engineering', 'BTech Automobile Engineering', 'Diploma in Mechanical Engineering'],
  },
  {
    slug: 'civil-engineering',
    name: 'Civil Engineering',
    courses: ['BTech Civil Engineering', 'Diploma in Civil Engineering', 'MTech Structural Engineering'],
  },
  {
    slug: 'information-technology',
    name: 'Information Technology',
    courses: [
      'BTech Information Technology',
      'BSc Information Technology',
      'BVoc Software Development',
      'MSc Information Technology',
    ],
  },
  {
    slug: 'electronics-communication',
    name: 'Electronics and Communication',
    courses: [
      'BTech Electronics and Communication Engineering',
      'BSc Electronics',
      'Diploma in Electronics Engineering',
      'MTech VLSI and Embedded Systems',
    ],
  },
];
