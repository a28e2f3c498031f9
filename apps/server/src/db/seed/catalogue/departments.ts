/**
 * The departments signup offers and the degree programmes listed under each: the arts-and-science
 * disciplines of the papers the catalogue sells (Major, Minor and Common papers of the four-year
 * undergraduate programme, FYUGP), not engineering.
 *
 * Source of the programme names: the four-year (Honours) degrees the universities of Kerala run
 * from 2024-25 under the Kerala State Higher Education Council's curriculum framework, as named in
 * "Kerala University announces list of four-year degree programmes", The Hindu, 16 June 2023,
 * https://www.thehindu.com/news/national/kerala/kerala-university-announces-list-of-four-year-degree-programmes/article66977069.ece
 * ("B.A. Honours …", "B.Sc. Honours …", "B.Com …"), with the disciplines the University of Kerala's
 * affiliated colleges teach (BA Malayalam, English and Economics; BSc Mathematics, Physics,
 * Chemistry, Botany and Zoology; BCom, as in Bishop Moore College's course list,
 * http://bishopmoorecollege.org/structure/).
 *
 * The spec's Edit Profile screen names six department slugs (computer-science and five engineering
 * ones). `computer-science` still fits (a BSc Computer Science paper such as Data Structures is sold)
 * and keeps its slug and name. The five engineering slugs are dropped: no paper in the catalogue
 * belongs to them, and offering them would mislead a student about what the app sells. An existing
 * install keeps whatever departments it has (seeding never rewrites them), and a student's own
 * department is shown even when it is not in the list.
 */
export interface DepartmentContent {
  slug: string;
  name: string;
  courses: string[];
}

export const DEPARTMENTS: DepartmentContent[] = [
  { slug: 'computer-science', name: 'Computer Science', courses: ['BSc (Honours) Computer Science'] },
  { slug: 'mathematics', name: 'Mathematics', courses: ['BSc (Honours) Mathematics'] },
  { slug: 'statistics', name: 'Statistics', courses: ['BSc (Honours) Statistics'] },
  { slug: 'physics', name: 'Physics', courses: ['BSc (Honours) Physics'] },
  { slug: 'chemistry', name: 'Chemistry', courses: ['BSc (Honours) Chemistry'] },
  { slug: 'botany', name: 'Botany', courses: ['BSc (Honours) Botany'] },
  { slug: 'zoology', name: 'Zoology', courses: ['BSc (Honours) Zoology'] },
  { slug: 'english', name: 'English', courses: ['BA (Honours) English'] },
  { slug: 'malayalam', name: 'Malayalam', courses: ['BA (Honours) Malayalam'] },
  { slug: 'economics', name: 'Economics', courses: ['BA (Honours) Economics'] },
  { slug: 'history', name: 'History', courses: ['BA (Honours) History'] },
  { slug: 'political-science', name: 'Political Science', courses: ['BA (Honours) Political Science'] },
  { slug: 'commerce', name: 'Commerce', courses: ['BCom (Honours)'] },
];
