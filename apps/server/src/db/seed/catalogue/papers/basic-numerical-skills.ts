/**
 * Common course: Basic Numerical Skills (percentages, interest, averages, probability). Answers
 * are computed from the formulas and, for probability, by counting outcomes.
 */
import { choiceQuestion, formatFraction, formatNumber, formatRupees, numericQuestion } from '../question-builders.js';
import type { DrillSets, PaperContent, QuestionContent } from '../types.js';

function percentOfDrill(percent: number, whole: number, slot: number): QuestionContent {
  const answer = (percent / 100) * whole;
  return numericQuestion({
    text: `What is ${formatNumber(percent)}% of ${whole}?`,
    answer,
    mistakes: [(percent * whole) / 10, answer / 10, whole / percent],
    solution: `${formatNumber(percent)}% of ${whole} = ${formatNumber(percent)} / 100 x ${whole} = ${formatNumber(answer)}.`,
    slot,
  });
}

function describeChange(percent: number): string {
  return `${formatNumber(Math.abs(percent))}% ${percent >= 0 ? 'increase' : 'decrease'}`;
}

function percentChangeDrill(before: number, after: number, slot: number): QuestionContent {
  const change = ((after - before) / before) * 100;
  return choiceQuestion({
    text: `A price changes from Rs. ${before} to Rs. ${after}. What is the percentage change?`,
    correct: describeChange(change),
    wrong: [describeChange(((after - before) / after) * 100), describeChange(-change), describeChange(after - before)],
    solution: `Percentage change = (new - original) / original x 100 = (${after} - ${before}) / ${before} x 100 = ${formatNumber(change)}%, a ${
      change >= 0 ? 'rise' : 'fall'
    } of ${formatNumber(Math.abs(change))}%.`,
    slot,
  });
}

const simpleInterest = (principal: number, rate: number, years: number) => (principal * rate * years) / 100;
const compoundAmount = (principal: number, rate: number, years: number) => principal * (1 + rate / 100) ** years;

function simpleInterestDrill(principal: number, rate: number, years: number, slot: number): QuestionContent {
  const interest = simpleInterest(principal, rate, years);
  return numericQuestion({
    text: `What is the simple interest on ${formatRupees(principal)} at ${formatNumber(rate)}% per annum for ${years} years?`,
    answer: interest,
    mistakes: [
      simpleInterest(principal, rate, 1),
      principal + interest,
      compoundAmount(principal, rate, years) - principal,
    ],
    format: formatRupees,
    solution: `Simple interest = P x R x T / 100 = ${principal} x ${formatNumber(rate)} x ${years} / 100 = ${formatRupees(interest)}.`,
    slot,
  });
}

function compoundInterestDrill(principal: number, rate: number, years: number, slot: number): QuestionContent {
  const amount = compoundAmount(principal, rate, years);
  return numericQuestion({
    text: `What is the compound interest on ${formatRupees(principal)} at ${formatNumber(rate)}% per annum for ${years} years, compounded annually?`,
    answer: amount - principal,
    mistakes: [simpleInterest(principal, rate, years), amount, simpleInterest(principal, rate, 1)],
    format: formatRupees,
    solution: `Amount = P(1 + R/100)^T = ${principal} x ${formatNumber(1 + rate / 100)}^${years} = ${formatRupees(
      amount,
    )}, so the interest is ${formatRupees(amount)} - ${formatRupees(principal)} = ${formatRupees(amount - principal)}.`,
    slot,
  });
}

function averageDrill(values: number[], slot: number): QuestionContent {
  const total = values.reduce((sum, value) => sum + value, 0);
  return numericQuestion({
    text: `What is the average of ${values.join(', ')}?`,
    answer: total / values.length,
    mistakes: [total / (values.length - 1), total, Math.max(...values)],
    solution: `Average = total / count = ${total} / ${values.length} = ${formatNumber(total / values.length)}.`,
    slot,
  });
}

interface Leg {
  distanceKm: number;
  hours: number;
}

function averageSpeedDrill(legs: [Leg, Leg], slot: number): QuestionContent {
  const distance = legs[0].distanceKm + legs[1].distanceKm;
  const time = legs[0].hours + legs[1].hours;
  const speeds = legs.map((leg) => leg.distanceKm / leg.hours);
  const describe = (leg: Leg) => `${leg.distanceKm} km at ${formatNumber(leg.distanceKm / leg.hours)} km/h`;
  return numericQuestion({
    text: `A bus travels ${describe(legs[0])} and then ${describe(legs[1])}. What is its average speed for the whole journey?`,
    answer: distance / time,
    mistakes: [(speeds[0]! + speeds[1]!) / 2, distance / 2, speeds[0]! + speeds[1]!],
    format: (value) => `${formatNumber(value)} km/h`,
    solution: `Average speed = total distance / total time = ${distance} km / ${formatNumber(time)} h = ${formatNumber(
      distance / time,
    )} km/h. Averaging the two speeds is wrong because the bus spends different times at each speed.`,
    slot,
  });
}

const DIE_FACES = [1, 2, 3, 4, 5, 6];
const PRIMES_ON_A_DIE = new Set([2, 3, 5]);
const SUITS = ['hearts', 'diamonds', 'clubs', 'spades'] as const;
const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'] as const;
const DECK = SUITS.flatMap((suit) => RANKS.map((rank) => ({ suit, rank })));
type Card = (typeof DECK)[number];
const isRed = (card: Card) => card.suit === 'hearts' || card.suit === 'diamonds';
const isFaceCard = (card: Card) => card.rank === 'J' || card.rank === 'Q' || card.rank === 'K';

function probabilityDrill(
  text: string,
  favourable: number,
  total: number,
  wrong: string[],
  reason: string,
  slot: number,
): QuestionContent {
  const reduced = formatFraction(favourable, total);
  return choiceQuestion({
    text,
    correct: reduced,
    wrong,
    solution: `${reason} That is ${favourable} favourable outcome${favourable === 1 ? '' : 's'} out of ${total} equally likely ones, so the probability is ${
      reduced === `${favourable}/${total}` ? reduced : `${favourable}/${total} = ${reduced}`
    }.`,
    slot,
  });
}

function twoDiceOutcomes(condition: (first: number, second: number) => boolean): number {
  return DIE_FACES.flatMap((first) => DIE_FACES.map((second) => condition(first, second))).filter(Boolean).length;
}

function coinOutcomes(tosses: number, condition: (heads: number) => boolean): number {
  let count = 0;
  for (let pattern = 0; pattern < 2 ** tosses; pattern += 1) {
    const heads = pattern
      .toString(2)
      .split('')
      .filter((bit) => bit === '1').length;
    if (condition(heads)) count += 1;
  }
  return count;
}

const PERCENTAGE_DRILLS: DrillSets = {
  weekly: [
    percentOfDrill(18, 2500, 0),
    percentOfDrill(12.5, 640, 2),
    percentOfDrill(35, 1200, 3),
    percentChangeDrill(800, 920, 1),
    percentChangeDrill(1500, 1200, 3),
    percentChangeDrill(250, 300, 0),
  ],
  special: [
    simpleInterestDrill(5000, 8, 3, 2),
    simpleInterestDrill(12000, 6.5, 2, 0),
    simpleInterestDrill(25000, 9, 4, 1),
    compoundInterestDrill(10000, 10, 2, 3),
    compoundInterestDrill(8000, 5, 2, 1),
    compoundInterestDrill(20000, 10, 3, 2),
  ],
};

const AVERAGE_DRILLS: DrillSets = {
  weekly: [
    averageDrill([42, 55, 61, 38, 64], 1),
    averageDrill([7, 9, 11, 13], 3),
    averageDrill([120, 135, 150], 0),
    averageSpeedDrill(
      [
        { distanceKm: 60, hours: 2 },
        { distanceKm: 60, hours: 1 },
      ],
      2,
    ),
    averageSpeedDrill(
      [
        { distanceKm: 100, hours: 2 },
        { distanceKm: 100, hours: 4 },
      ],
      0,
    ),
    averageSpeedDrill(
      [
        { distanceKm: 90, hours: 1.5 },
        { distanceKm: 150, hours: 3 },
      ],
      3,
    ),
  ],
  special: [
    numericQuestion({
      text: 'The average of 10 numbers is 25. When one more number is added, the average becomes 27. What number was added?',
      answer: 11 * 27 - 10 * 25,
      mistakes: [27, 27 - 25, 27 + 25],
      solution:
        'The ten numbers total 10 x 25 = 250 and the eleven total 11 x 27 = 297, so the added number is 297 - 250 = 47.',
      slot: 1,
    }),
    numericQuestion({
      text: 'The average age of 30 students is 15 years. When the teacher is included, the average rises to 16 years. How old is the teacher?',
      answer: 31 * 16 - 30 * 15,
      mistakes: [16, 31, 30 + 15],
      format: (value) => `${formatNumber(value)} years`,
      solution:
        "The students' ages total 30 x 15 = 450; with the teacher the total is 31 x 16 = 496, so the teacher is 496 - 450 = 46 years old.",
      slot: 2,
    }),
    numericQuestion({
      text: 'Class A has 40 students with an average mark of 60; class B has 60 students with an average mark of 70. What is the average mark of all 100 students?',
      answer: (40 * 60 + 60 * 70) / 100,
      mistakes: [(60 + 70) / 2, (40 * 70 + 60 * 60) / 100, 40 * 60 + 60 * 70],
      solution: 'The combined total is 40 x 60 + 60 x 70 = 2400 + 4200 = 6600, and 6600 / 100 = 66.',
      slot: 3,
    }),
    numericQuestion({
      text: 'Rs. 1,200 is divided between two friends in the ratio 3 : 5. How much does the larger share get?',
      answer: (1200 * 5) / (3 + 5),
      mistakes: [(1200 * 3) / (3 + 5), (1200 * 3) / 5, 1200 / 2],
      format: formatRupees,
      solution: 'There are 3 + 5 = 8 parts, each worth 1200 / 8 = 150, so the larger share is 5 x 150 = Rs. 750.',
      slot: 0,
    }),
    numericQuestion({
      text: 'If 12 pens cost Rs. 84, how much do 20 pens cost?',
      answer: (84 / 12) * 20,
      mistakes: [84 / 12, 84 + (20 - 12), (84 * 12) / 20],
      format: formatRupees,
      solution: 'By the unitary method one pen costs 84 / 12 = Rs. 7, so 20 pens cost 20 x 7 = Rs. 140.',
      slot: 1,
    }),
    numericQuestion({
      text: 'What is the average of the first ten natural numbers (1 to 10)?',
      answer: (10 * 11) / 2 / 10,
      mistakes: [5, (10 * 11) / 2, 6],
      solution: 'The numbers 1 to 10 add up to 10 x 11 / 2 = 55, and 55 / 10 = 5.5.',
      slot: 2,
    }),
  ],
};

const PROBABILITY_DRILLS: DrillSets = {
  weekly: [
    probabilityDrill(
      'A fair die is rolled. What is the probability of getting a prime number?',
      DIE_FACES.filter((face) => PRIMES_ON_A_DIE.has(face)).length,
      6,
      ['1/3', '2/3', '1/6'],
      'The primes on a die are 2, 3 and 5 (1 is not prime).',
      2,
    ),
    probabilityDrill(
      'A fair die is rolled. What is the probability of getting a number greater than 4?',
      DIE_FACES.filter((face) => face > 4).length,
      6,
      ['1/2', '1/6', '2/3'],
      'Only 5 and 6 are greater than 4.',
      0,
    ),
    probabilityDrill(
      'A card is drawn from a well-shuffled deck of 52. What is the probability that it is a heart?',
      DECK.filter((card) => card.suit === 'hearts').length,
      DECK.length,
      ['1/13', '1/2', '1/52'],
      'A deck has 13 hearts.',
      3,
    ),
    probabilityDrill(
      'A card is drawn from a well-shuffled deck of 52. What is the probability that it is a king?',
      DECK.filter((card) => card.rank === 'K').length,
      DECK.length,
      ['1/4', '1/52', '4/13'],
      'There is one king in each of the 4 suits.',
      1,
    ),
    probabilityDrill(
      'A card is drawn from a well-shuffled deck of 52. What is the probability that it is a red face card (jack, queen or king)?',
      DECK.filter((card) => isRed(card) && isFaceCard(card)).length,
      DECK.length,
      ['3/13', '1/26', '1/2'],
      'Hearts and diamonds each have a jack, a queen and a king, making 6 red face cards.',
      2,
    ),
    probabilityDrill(
      'Two fair coins are tossed. What is the probability of getting exactly one head?',
      coinOutcomes(2, (heads) => heads === 1),
      4,
      ['1/4', '3/4', '1/3'],
      'The outcomes are HH, HT, TH and TT; HT and TH have exactly one head.',
      3,
    ),
  ],
  special: [
    probabilityDrill(
      'A fair die is rolled. What is the probability of not getting a 6?',
      DIE_FACES.filter((face) => face !== 6).length,
      6,
      ['1/6', '1/2', '2/3'],
      'By the complement rule, P(not 6) = 1 - 1/6; equivalently, faces 1 to 5 are favourable.',
      0,
    ),
    probabilityDrill(
      'Three fair coins are tossed. What is the probability of getting at least one head?',
      coinOutcomes(3, (heads) => heads >= 1),
      8,
      ['1/8', '3/8', '1/2'],
      'Only TTT has no head, so 7 of the 8 outcomes have at least one.',
      3,
    ),
    probabilityDrill(
      'Two fair dice are rolled. What is the probability of getting a double (both dice showing the same number)?',
      twoDiceOutcomes((first, second) => first === second),
      36,
      ['1/36', '1/12', '1/2'],
      'The doubles are (1,1), (2,2), (3,3), (4,4), (5,5) and (6,6).',
      1,
    ),
    probabilityDrill(
      'A bag holds 4 red and 6 green balls. One ball is drawn at random. What is the probability that it is green?',
      6,
      10,
      ['2/5', '2/3', '1/10'],
      'There are 6 green balls among 10.',
      2,
    ),
    probabilityDrill(
      'Two fair dice are rolled. What is the probability that the total is 12?',
      twoDiceOutcomes((first, second) => first + second === 12),
      36,
      ['1/12', '1/6', '1/11'],
      'Only (6,6) gives a total of 12.',
      0,
    ),
    probabilityDrill(
      'Two fair dice are rolled. What is the probability that the total is at least 11?',
      twoDiceOutcomes((first, second) => first + second >= 11),
      36,
      ['1/18', '1/6', '2/11'],
      'The totals 11 and 12 come from (5,6), (6,5) and (6,6).',
      3,
    ),
  ],
};

export const BASIC_NUMERICAL_SKILLS: PaperContent = {
  type: 'Common',
  title: 'Basic Numerical Skills',
  language: 'English',
  description:
    'The everyday arithmetic that examinations, banking and business take for granted: percentages, simple and compound interest, averages and elementary probability, each with step-by-step worked answers.',
  rating: 4,
  modules: [
    {
      title: 'Percentages and Interest',
      description:
        'Percentages compare quantities on a common scale of one hundred. This module computes percentage change and then simple and compound interest on deposits and loans, showing why compounding grows money faster.',
      duration: '1 hr 15 min',
      video: {
        url: 'https://www.youtube.com/watch?v=GtaoP0skPWc',
        title: 'Introduction to interest | Interest and debt | Finance & Capital Markets | Khan Academy',
        instructor: 'Sal Khan',
        duration: null,
      },
      glossary: [
        { term: 'Percentage', meaning: 'a number expressed as a fraction of 100' },
        { term: 'Principal', meaning: 'the original sum of money deposited or borrowed' },
        { term: 'Simple interest', meaning: 'interest charged only on the original sum, equal to P x R x T / 100' },
        {
          term: 'Compound interest',
          meaning:
            'interest charged on the original sum plus the interest already added, so the amount grows as P(1 + R/100)^T',
        },
        {
          term: 'Rate of interest',
          meaning: 'the charge or earning per 100 rupees for one year, written as a percentage',
        },
        {
          term: 'Percentage change',
          meaning: 'the change in a quantity divided by its original value, multiplied by 100',
        },
      ],
      drills: PERCENTAGE_DRILLS,
    },
    {
      title: 'Averages, Ratio and Proportion',
      description:
        'An average condenses many numbers into one. Simple and weighted averages, average speed over a journey, the effect of adding an item, and sharing in a given ratio are the staple problems of competitive examinations.',
      duration: '50 min',
      video: {
        url: 'https://youtu.be/k3aKKasOmIw',
        title: 'Finding mean, median, and mode | Descriptive statistics | Probability and Statistics | Khan Academy',
        instructor: 'Sal Khan',
        duration: null,
      },
      glossary: [
        { term: 'Average', meaning: 'the sum of a set of quantities divided by how many there are' },
        { term: 'Weighted average', meaning: 'a mean in which each value counts in proportion to an assigned weight' },
        { term: 'Average speed', meaning: 'the total distance travelled divided by the total time taken' },
        { term: 'Ratio', meaning: 'a comparison of two quantities by division, written a : b' },
        { term: 'Proportion', meaning: 'a statement that two comparisons of the form a : b are equal' },
        {
          term: 'Unitary method',
          meaning: 'solving a problem by first finding the value of one unit and then multiplying',
        },
      ],
      drills: AVERAGE_DRILLS,
    },
    {
      title: 'Basic Probability',
      description:
        'Probability puts a number between 0 and 1 on uncertainty. Equally likely outcomes are counted with coins, dice and cards, and the complement rule answers everyday questions quickly.',
      duration: '45 min',
      video: {
        url: 'https://www.youtube.com/watch?v=uzkc-qNVoOk',
        title: 'Probability explained | Independent and dependent events | Probability and Statistics | Khan Academy',
        instructor: 'Sal Khan',
        duration: null,
      },
      glossary: [
        { term: 'Probability', meaning: 'a number from 0 to 1 measuring how likely an event is' },
        {
          term: 'Equally likely outcomes',
          meaning: 'results that each have the same chance of occurring, like the faces of a fair die',
        },
        {
          term: 'Complementary event',
          meaning: "the event that a given event does not happen, whose chance is 1 minus the given event's chance",
        },
        { term: 'Impossible event', meaning: 'an event that has no chance of happening, with probability 0' },
        { term: 'Certain event', meaning: 'an event that is sure to happen, with probability 1' },
        {
          term: 'Random experiment',
          meaning: 'a process whose result cannot be predicted with certainty, though all possible results are known',
        },
      ],
      drills: PROBABILITY_DRILLS,
    },
  ],
};
