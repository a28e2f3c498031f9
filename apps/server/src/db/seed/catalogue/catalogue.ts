/**
 * The demo catalogue in display order. Within each paper type the first paper listed is the one
 * the demo student is enrolled in, so keep that order deliberate.
 */
import { BASIC_NUMERICAL_SKILLS } from './papers/basic-numerical-skills.js';
import { BASIC_STATISTICS } from './papers/basic-statistics.js';
import { COMMUNICATIVE_ENGLISH } from './papers/communicative-english.js';
import { DATA_STRUCTURES } from './papers/data-structures.js';
import { DATABASE_MANAGEMENT_SYSTEMS } from './papers/database-management-systems.js';
import { DIGITAL_ELECTRONICS } from './papers/digital-electronics.js';
import { ENVIRONMENTAL_STUDIES } from './papers/environmental-studies.js';
import { LINEAR_ALGEBRA } from './papers/linear-algebra.js';
import { MICROECONOMIC_THEORY } from './papers/microeconomic-theory.js';
import type { PaperContent } from './types.js';

export const PAPERS: PaperContent[] = [
  DATA_STRUCTURES,
  MICROECONOMIC_THEORY,
  DATABASE_MANAGEMENT_SYSTEMS,
  BASIC_STATISTICS,
  DIGITAL_ELECTRONICS,
  LINEAR_ALGEBRA,
  COMMUNICATIVE_ENGLISH,
  ENVIRONMENTAL_STUDIES,
  BASIC_NUMERICAL_SKILLS,
];
