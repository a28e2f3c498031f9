/**
 * Small builders for multiple-choice questions. They guarantee four distinct options with the
 * right one at a chosen slot, so authored and computed questions can never have two answers.
 */
import type { QuestionContent } from './types.js';

export const OPTION_COUNT = 4;

interface ChoiceInput {
  text: string;
  correct: string;
  /** Wrong answers in order of preference; duplicates and copies of the answer are skipped. */
  wrong: readonly string[];
  solution: string;
  /** Any integer; decides where the right answer sits so answers do not all land on 'A'. */
  slot: number;
}

export function choiceQuestion({ text, correct, wrong, solution, slot }: ChoiceInput): QuestionContent {
  const distinct: string[] = [];
  for (const option of wrong) {
    if (option !== correct && !distinct.includes(option)) distinct.push(option);
    if (distinct.length === OPTION_COUNT - 1) break;
  }
  if (distinct.length < OPTION_COUNT - 1) {
    throw new Error(`Question "${text}" needs ${OPTION_COUNT - 1} distinct wrong options, got ${distinct.length}`);
  }
  const correctOption = ((slot % OPTION_COUNT) + OPTION_COUNT) % OPTION_COUNT;
  const options = [...distinct];
  options.splice(correctOption, 0, correct);
  return { text, options, correctOption, solution };
}

/** Rounds to two decimals and drops trailing zeros: 2.50 -> '2.5', 3.00 -> '3'. */
export function formatNumber(value: number): string {
  const rounded = Math.round(value * 100) / 100;
  return (Object.is(rounded, -0) ? 0 : rounded).toString();
}

/** Indian digit grouping (12,34,567) as students see it in bank statements. */
export function formatRupees(value: number): string {
  const [whole = '0', fraction] = formatNumber(value).split('.');
  const lastThree = whole.slice(-3);
  const rest = whole.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, ',');
  const grouped = rest ? `${rest},${lastThree}` : lastThree;
  return `Rs. ${grouped}${fraction ? `.${fraction.padEnd(2, '0')}` : ''}`;
}

function greatestCommonDivisor(a: number, b: number): number {
  return b === 0 ? Math.abs(a) : greatestCommonDivisor(b, a % b);
}

/** A probability as a fraction in lowest terms ('1/6'), or '0' and '1' at the ends. */
export function formatFraction(numerator: number, denominator: number): string {
  if (numerator === 0) return '0';
  const divisor = greatestCommonDivisor(numerator, denominator);
  const top = numerator / divisor;
  const bottom = denominator / divisor;
  return bottom === 1 ? `${top}` : `${top}/${bottom}`;
}

interface NumericChoiceInput {
  text: string;
  answer: number;
  /** Typical mistakes, such as inverting a ratio or forgetting a step. */
  mistakes: readonly number[];
  format?: (value: number) => string;
  solution: string;
  slot: number;
}

/**
 * A question with a numeric answer. Options are compared after formatting, so two wrong options
 * can never print the same; nearby values fill in when the listed mistakes collide.
 */
export function numericQuestion({
  text,
  answer,
  mistakes,
  format = formatNumber,
  solution,
  slot,
}: NumericChoiceInput): QuestionContent {
  const step = Math.max(1, Math.round(Math.abs(answer) / 10));
  const fillers = [answer + step, answer - step, answer + 2 * step, answer * 2, answer + 3 * step];
  return choiceQuestion({
    text,
    correct: format(answer),
    wrong: [...mistakes, ...fillers].map(format),
    solution,
    slot,
  });
}
