/** Minor paper: Basic Statistics, open to students of any programme. Numbers are computed, not typed. */
import { choiceQuestion, formatFraction, formatNumber, numericQuestion } from '../question-builders.js';
import type { DrillSets, PaperContent, QuestionContent } from '../types.js';

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);
const mean = (values: readonly number[]) => sum(values) / values.length;

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

function mode(values: readonly number[]): number {
  const counts = new Map<number, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0] - b[0])[0]![0];
}

const sumOfSquaredDeviations = (values: readonly number[]) => {
  const centre = mean(values);
  return sum(values.map((value) => (value - centre) ** 2));
};
const populationVariance = (values: readonly number[]) => sumOfSquaredDeviations(values) / values.length;
const sampleVariance = (values: readonly number[]) => sumOfSquaredDeviations(values) / (values.length - 1);
const list = (values: readonly number[]) => values.join(', ');

function meanDrill(values: number[], slot: number): QuestionContent {
  return numericQuestion({
    text: `What is the arithmetic mean of ${list(values)}?`,
    answer: mean(values),
    mistakes: [sum(values) / (values.length - 1), median(values), sum(values)],
    solution: `Mean = sum / count = ${formatNumber(sum(values))} / ${values.length} = ${formatNumber(mean(values))}.`,
    slot,
  });
}

function medianDrill(values: number[], slot: number): QuestionContent {
  const sorted = [...values].sort((a, b) => a - b);
  const unsortedMiddle =
    values.length % 2 === 1
      ? values[Math.floor(values.length / 2)]!
      : (values[values.length / 2 - 1]! + values[values.length / 2]!) / 2;
  return numericQuestion({
    text: `What is the median of ${list(values)}?`,
    answer: median(values),
    mistakes: [unsortedMiddle, mean(values), mode(values)],
    solution: `Arrange the values in order: ${list(sorted)}. ${
      values.length % 2 === 1
        ? 'With an odd count the median is the middle value'
        : 'With an even count the median is the mean of the two middle values'
    }, ${formatNumber(median(values))}.`,
    slot,
  });
}

function modeDrill(values: number[], slot: number): QuestionContent {
  const answer = mode(values);
  const frequency = values.filter((value) => value === answer).length;
  return numericQuestion({
    text: `What is the mode of ${list(values)}?`,
    answer,
    mistakes: [mean(values), frequency, Math.max(...values)],
    solution: `${answer} occurs ${frequency} times, more often than any other value, so the mode is ${answer}.`,
    slot,
  });
}

function rangeDrill(values: number[], slot: number): QuestionContent {
  const largest = Math.max(...values);
  const smallest = Math.min(...values);
  return numericQuestion({
    text: `What is the range of ${list(values)}?`,
    answer: largest - smallest,
    mistakes: [largest, Math.abs(values[values.length - 1]! - values[0]!), mean(values)],
    solution: `Range = largest - smallest = ${formatNumber(largest)} - ${formatNumber(smallest)} = ${formatNumber(largest - smallest)}.`,
    slot,
  });
}

function varianceDrill(values: number[], slot: number): QuestionContent {
  const answer = populationVariance(values);
  return numericQuestion({
    text: `Treating ${list(values)} as a whole population, what is its variance (divide by n)?`,
    answer,
    mistakes: [Math.sqrt(answer), sampleVariance(values), sumOfSquaredDeviations(values)],
    solution: `The mean is ${formatNumber(mean(values))}; the squared deviations add up to ${formatNumber(
      sumOfSquaredDeviations(values),
    )}; dividing by n = ${values.length} gives a variance of ${formatNumber(answer)}.`,
    slot,
  });
}

function standardDeviationDrill(values: number[], slot: number): QuestionContent {
  const variance = populationVariance(values);
  return numericQuestion({
    text: `Treating ${list(values)} as a whole population, what is its standard deviation?`,
    answer: Math.sqrt(variance),
    mistakes: [variance, Math.sqrt(sampleVariance(values)), mean(values)],
    solution: `The population variance is ${formatNumber(variance)}, and the standard deviation is its square root, ${formatNumber(
      Math.sqrt(variance),
    )}.`,
    slot,
  });
}

function coefficientOfVariationDrill(average: number, deviation: number, slot: number): QuestionContent {
  return numericQuestion({
    text: `A batch of marks has mean ${average} and standard deviation ${deviation}. What is the coefficient of variation?`,
    answer: (deviation / average) * 100,
    mistakes: [(average / deviation) * 100, deviation / average, (deviation * average) / 100],
    format: (value) => `${formatNumber(value)}%`,
    solution: `Coefficient of variation = standard deviation / mean x 100 = ${deviation} / ${average} x 100 = ${formatNumber(
      (deviation / average) * 100,
    )}%.`,
    slot,
  });
}

/** Counts the outcomes of two fair dice that satisfy a condition, out of all 36. */
function twoDiceCount(condition: (first: number, second: number) => boolean): number {
  let count = 0;
  for (let first = 1; first <= 6; first += 1)
    for (let second = 1; second <= 6; second += 1) if (condition(first, second)) count += 1;
  return count;
}

function twoDiceSumDrill(target: number, wrong: string[], slot: number): QuestionContent {
  const ways = twoDiceCount((first, second) => first + second === target);
  return choiceQuestion({
    text: `Two fair dice are rolled. What is the probability that the total is ${target}?`,
    correct: formatFraction(ways, 36),
    wrong,
    solution: `${ways} of the 36 equally likely outcomes give a total of ${target}, so the probability is ${ways}/36 = ${formatFraction(ways, 36)}.`,
    slot,
  });
}

const CENTRAL_TENDENCY_DRILLS: DrillSets = {
  weekly: [
    meanDrill([12, 15, 18, 21, 24], 0),
    meanDrill([4, 8, 6, 5, 7], 1),
    meanDrill([35, 40, 45, 50, 30, 40], 3),
    medianDrill([7, 3, 9, 5, 11], 2),
    medianDrill([10, 4, 8, 6], 0),
    medianDrill([2, 9, 4, 9, 6, 9, 1], 1),
  ],
  special: [
    modeDrill([3, 4, 4, 7, 8, 4, 12], 2),
    modeDrill([10, 12, 12, 15, 10, 12], 3),
    numericQuestion({
      text: 'A student scores 80 in a paper with weight 3 and 60 in a paper with weight 2. What is the weighted mean score?',
      answer: (80 * 3 + 60 * 2) / (3 + 2),
      mistakes: [(80 + 60) / 2, (80 * 3 + 60 * 2) / 2, 80 * 3 + 60 * 2],
      solution: 'Weighted mean = (80 x 3 + 60 x 2) / (3 + 2) = 360 / 5 = 72.',
      slot: 0,
    }),
    numericQuestion({
      text: 'The mean of five numbers is 20. A sixth number, 32, is added. What is the new mean?',
      answer: (5 * 20 + 32) / 6,
      mistakes: [(20 + 32) / 2, (5 * 20 + 32) / 5, 20],
      solution: 'The five numbers add up to 5 x 20 = 100. With 32 the total is 132, and 132 / 6 = 22.',
      slot: 1,
    }),
    medianDrill([15, 22, 8, 30, 19, 25], 2),
    numericQuestion({
      text: 'What is the geometric mean of 4 and 9?',
      answer: Math.sqrt(4 * 9),
      mistakes: [(4 + 9) / 2, 4 * 9, 4 + 9],
      solution: 'Geometric mean = square root of (4 x 9) = square root of 36 = 6.',
      slot: 3,
    }),
  ],
};

const DISPERSION_DRILLS: DrillSets = {
  weekly: [
    rangeDrill([12, 7, 3, 18, 9], 1),
    rangeDrill([45, 52, 38, 61, 50], 2),
    rangeDrill([2.5, 4, 1.5, 3], 0),
    varianceDrill([2, 4, 4, 4, 5, 5, 7, 9], 3),
    varianceDrill([1, 3, 5, 7, 9], 1),
    varianceDrill([5, 9, 13], 2),
  ],
  special: [
    standardDeviationDrill([2, 4, 4, 4, 5, 5, 7, 9], 0),
    standardDeviationDrill([1, 3, 5, 7, 9], 2),
    standardDeviationDrill([10, 20, 30], 3),
    coefficientOfVariationDrill(50, 5, 1),
    coefficientOfVariationDrill(40, 10, 0),
    rangeDrill([0.8, 1.6, 1.1, 0.5], 2),
  ],
};

// Bayes' rule on a screening test: the classic case where intuition overrates a positive result.
const prevalence = 0.01;
const sensitivity = 0.9;
const falsePositiveRate = 0.09;
const positiveRate = prevalence * sensitivity + (1 - prevalence) * falsePositiveRate;
const factoryDefectiveFromA = 0.6 * 0.02;
const factoryDefective = factoryDefectiveFromA + 0.4 * 0.05;

const PROBABILITY_DRILLS: DrillSets = {
  weekly: [
    twoDiceSumDrill(7, ['7/36', '1/12', '1/11'], 0),
    twoDiceSumDrill(10, ['1/11', '1/6', '5/18'], 2),
    choiceQuestion({
      text: 'A fair die shows a number greater than 3. What is the probability that the number is even?',
      correct: formatFraction(2, 3),
      wrong: ['1/2', '1/3', '1/6'],
      solution:
        'Given "greater than 3", the possible outcomes are 4, 5 and 6. Two of these (4 and 6) are even, so the probability is 2/3.',
      slot: 3,
    }),
    choiceQuestion({
      text: 'A card drawn from a standard 52-card deck is a face card (jack, queen or king). What is the probability that it is a king?',
      correct: formatFraction(4, 12),
      wrong: ['1/13', '1/4', '3/13'],
      solution: 'There are 12 face cards, 4 of which are kings, so P(king | face card) = 4/12 = 1/3.',
      slot: 1,
    }),
    choiceQuestion({
      text: 'Two fair coins are tossed and at least one shows heads. What is the probability that both show heads?',
      correct: formatFraction(1, 3),
      wrong: ['1/2', '1/4', '3/4'],
      solution:
        'The outcomes with at least one head are HH, HT and TH, all equally likely. Only HH has two heads, so the probability is 1/3.',
      slot: 2,
    }),
    numericQuestion({
      text: 'If P(A and B) = 0.12 and P(B) = 0.4, what is P(A | B)?',
      answer: 0.12 / 0.4,
      mistakes: [0.12 * 0.4, 0.4 - 0.12, 0.4 + 0.12],
      solution: 'P(A | B) = P(A and B) / P(B) = 0.12 / 0.4 = 0.3.',
      slot: 0,
    }),
  ],
  special: [
    numericQuestion({
      text: 'A disease affects 1% of people. A test detects it in 90% of those who have it but also gives a positive result for 9% of those who do not. What is the probability that a person who tests positive has the disease?',
      answer: ((prevalence * sensitivity) / positiveRate) * 100,
      mistakes: [sensitivity * 100, (1 - falsePositiveRate) * 100, prevalence * 100],
      format: (value) => `${formatNumber(value)}%`,
      solution: `By Bayes' theorem, P(disease | positive) = (0.01 x 0.9) / (0.01 x 0.9 + 0.99 x 0.09) = 0.009 / ${positiveRate.toFixed(
        4,
      )}, which is about ${formatNumber(((prevalence * sensitivity) / positiveRate) * 100)}%. Most positive results come from the much larger healthy group.`,
      slot: 1,
    }),
    choiceQuestion({
      text: 'Box A holds 3 red and 1 blue ball; box B holds 1 red and 3 blue. A box is chosen by tossing a fair coin and a ball is drawn. If the ball is red, what is the probability that it came from box A?',
      correct: formatFraction(3, 4),
      wrong: ['1/2', '3/8', '1/4'],
      solution:
        'P(red and A) = 1/2 x 3/4 = 3/8 and P(red and B) = 1/2 x 1/4 = 1/8, so P(A | red) = (3/8) / (3/8 + 1/8) = 3/4.',
      slot: 0,
    }),
    numericQuestion({
      text: "Machine A makes 60% of a factory's bulbs and 2% of its bulbs are defective; machine B makes the other 40% and 5% of its bulbs are defective. A bulb chosen at random is defective. What is the probability that machine A made it?",
      answer: (factoryDefectiveFromA / factoryDefective) * 100,
      mistakes: [60, 2, 62.5],
      format: (value) => `${formatNumber(value)}%`,
      solution:
        'P(defective and A) = 0.6 x 0.02 = 0.012 and P(defective) = 0.012 + 0.4 x 0.05 = 0.032, so P(A | defective) = 0.012 / 0.032 = 37.5%.',
      slot: 3,
    }),
    numericQuestion({
      text: 'A and B are independent events with P(A) = 0.3 and P(B) = 0.5. What is P(A and B)?',
      answer: 0.3 * 0.5,
      mistakes: [0.3 + 0.5, 0.3 + 0.5 - 0.15, 0.5 - 0.3],
      solution: 'For independent events P(A and B) = P(A) x P(B) = 0.3 x 0.5 = 0.15.',
      slot: 2,
    }),
    numericQuestion({
      text: 'A and B are mutually exclusive with P(A) = 0.25 and P(B) = 0.4. What is P(A or B)?',
      answer: 0.25 + 0.4,
      mistakes: [0.25 * 0.4, 0.4 - 0.25, 0.65 - 0.1],
      solution: 'Mutually exclusive events cannot happen together, so P(A or B) = P(A) + P(B) = 0.25 + 0.4 = 0.65.',
      slot: 1,
    }),
    numericQuestion({
      text: 'If P(A) = 0.5, P(B) = 0.3 and P(A and B) = 0.1, what is P(A or B)?',
      answer: 0.5 + 0.3 - 0.1,
      mistakes: [0.5 + 0.3, 0.5 * 0.3, 0.5 + 0.3 - 0.2],
      solution: 'By the addition rule, P(A or B) = P(A) + P(B) - P(A and B) = 0.5 + 0.3 - 0.1 = 0.7.',
      slot: 0,
    }),
  ],
};

export const BASIC_STATISTICS: PaperContent = {
  type: 'Minor',
  title: 'Basic Statistics',
  language: 'English',
  description:
    'Summarising data and reasoning about chance, for students of any discipline. Moves from collecting and presenting data to averages, measures of spread and conditional probability, with every numerical exercise worked out step by step.',
  rating: 4.3,
  modules: [
    {
      title: 'Introduction to Statistics',
      description:
        'What statistics is and why it is needed: describing the data we have and drawing conclusions about data we do not have. Types of data, sampling methods and suitable charts are compared.',
      duration: '50 min',
      video: {
        url: 'https://www.youtube.com/watch?v=sxQaBpKfDRk',
        title: 'What Is Statistics: Crash Course Statistics #1',
        instructor: 'Adriene Hill',
        duration: '12 min',
      },
      glossary: [
        {
          term: 'Population',
          meaning: 'the complete set of individuals or items about which conclusions are to be drawn',
        },
        { term: 'Sample', meaning: 'a subset of individuals selected from the whole group being studied' },
        { term: 'Parameter', meaning: 'a numerical summary that describes a whole population' },
        { term: 'Statistic', meaning: 'a numerical summary computed from a sample' },
        {
          term: 'Qualitative data',
          meaning: 'data that describe categories or qualities, such as blood group or home district',
        },
        {
          term: 'Quantitative data',
          meaning: 'data that record numerical measurements or counts, such as height or number of siblings',
        },
        { term: 'Discrete variable', meaning: 'a numerical variable that can take only separate, countable values' },
        { term: 'Continuous variable', meaning: 'a numerical variable that can take any value within a range' },
        {
          term: 'Simple random sampling',
          meaning:
            'selecting members so that every possible group of the chosen size has the same chance of being picked',
        },
        {
          term: 'Histogram',
          meaning: 'a chart of adjacent bars whose areas show the frequencies of class intervals of continuous data',
        },
        { term: 'Primary data', meaning: 'data collected first-hand by the investigator for the purpose at hand' },
      ],
    },
    {
      title: 'Measures of Central Tendency',
      description:
        'A single number that represents a whole data set: the mean, median and mode, when each is the right choice, and how outliers pull the mean away from the centre.',
      duration: '1 hr 10 min',
      video: {
        url: 'https://youtu.be/kn83BA7cRNM',
        title: 'Mean, Median, and Mode: Measures of Central Tendency: Crash Course Statistics #3',
        instructor: 'Adriene Hill',
        duration: '11 min',
      },
      glossary: [
        { term: 'Arithmetic mean', meaning: 'the sum of all observations divided by the number of observations' },
        { term: 'Median', meaning: 'the middle value when the observations are arranged in order' },
        { term: 'Mode', meaning: 'the value that occurs most often in a data set' },
        { term: 'Outlier', meaning: 'an observation that lies unusually far from the rest of the data' },
        {
          term: 'Weighted mean',
          meaning:
            'an average in which each value is multiplied by its importance before summing and dividing by the total importance',
        },
        { term: 'Geometric mean', meaning: 'the n-th root of the product of n positive observations' },
      ],
      drills: CENTRAL_TENDENCY_DRILLS,
    },
    {
      title: 'Measures of Dispersion',
      description:
        'Two data sets can share a mean and still look nothing alike. Spread is measured with the range, interquartile range, variance, standard deviation and coefficient of variation.',
      duration: '1 hr 15 min',
      video: {
        url: 'https://www.youtube.com/watch?v=R4yfNi_8Kqw',
        title: 'Measures of Spread: Crash Course Statistics #4',
        instructor: 'Adriene Hill',
        duration: null,
      },
      glossary: [
        { term: 'Range', meaning: 'the difference between the largest and smallest observations' },
        { term: 'Variance', meaning: 'the mean of the squared deviations of the observations from their mean' },
        {
          term: 'Standard deviation',
          meaning: 'the positive square root of the variance, expressed in the same units as the data',
        },
        {
          term: 'Interquartile range',
          meaning: 'the difference between the third and first quartiles, covering the middle half of the data',
        },
        {
          term: 'Coefficient of variation',
          meaning: 'the standard deviation expressed as a percentage of the mean, used to compare relative spread',
        },
        {
          term: 'Deviation from the mean',
          meaning: 'the difference between an observation and the average of all observations',
        },
      ],
      drills: DISPERSION_DRILLS,
    },
    {
      title: "Conditional Probability and Bayes' Theorem",
      description:
        "How the probability of an event changes once we learn that another event has happened. Conditional probability is built from counts, events are tested for independence, and Bayes' theorem reverses a conditional, as when interpreting a medical test.",
      duration: '1 hr 30 min',
      video: {
        url: 'https://www.youtube.com/watch?v=HZGCoVF3YvM',
        title: 'Bayes theorem, the geometry of changing beliefs',
        instructor: 'Grant Sanderson (3Blue1Brown)',
        duration: '15 min',
      },
      glossary: [
        { term: 'Sample space', meaning: 'the set of all possible outcomes of a random experiment' },
        { term: 'Event', meaning: 'a subset of the possible outcomes of a random experiment' },
        {
          term: 'Conditional probability',
          meaning: 'the chance of one outcome given that another has occurred, P(A|B) = P(A and B) / P(B)',
        },
        {
          term: 'Independent events',
          meaning: 'happenings for which the occurrence of one does not change the probability of the other',
        },
        { term: 'Mutually exclusive events', meaning: 'happenings that cannot occur at the same time' },
        {
          term: "Bayes' theorem",
          meaning: 'the rule P(A|B) = P(B|A) P(A) / P(B), used to update a probability in the light of new evidence',
        },
      ],
      drills: PROBABILITY_DRILLS,
    },
  ],
};
