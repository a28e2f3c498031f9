/** Major paper: Microeconomic Theory, the first core paper of BA and BSc Economics programmes. */
import { choiceQuestion, formatNumber, numericQuestion } from '../question-builders.js';
import type { DrillSets, PaperContent, QuestionContent } from '../types.js';

const ELASTICITY_CLASSES = ['Elastic', 'Inelastic', 'Unitary elastic', 'Perfectly inelastic'] as const;

function classifyElasticity(value: number): (typeof ELASTICITY_CLASSES)[number] {
  if (value === 0) return 'Perfectly inelastic';
  if (value === 1) return 'Unitary elastic';
  return value > 1 ? 'Elastic' : 'Inelastic';
}

function elasticityComputation(good: string, priceRise: number, quantityFall: number, slot: number): QuestionContent {
  const elasticity = quantityFall / priceRise;
  const verdict = classifyElasticity(elasticity).toLowerCase();
  return numericQuestion({
    text: `When the price of ${good} rises by ${priceRise}%, the quantity demanded falls by ${quantityFall}%. What is the price elasticity of demand (absolute value)?`,
    answer: elasticity,
    mistakes: [priceRise / quantityFall, Math.abs(quantityFall - priceRise), quantityFall / 100],
    solution: `Price elasticity of demand = % change in quantity demanded / % change in price = ${quantityFall} / ${priceRise} = ${formatNumber(elasticity)}, so demand is ${verdict}.`,
    slot,
  });
}

function elasticityClassification(good: string, elasticity: number, slot: number): QuestionContent {
  const correct = classifyElasticity(elasticity);
  return choiceQuestion({
    text: `Suppose the price elasticity of demand for ${good} is ${formatNumber(elasticity)} (absolute value). How is this demand classified?`,
    correct,
    wrong: ELASTICITY_CLASSES.filter((label) => label !== correct),
    solution: `Demand is elastic above 1, unitary elastic at exactly 1, inelastic between 0 and 1 and perfectly inelastic at 0. An elasticity of ${formatNumber(elasticity)} is therefore ${correct.toLowerCase()}.`,
    slot,
  });
}

const ELASTICITY_DRILLS: DrillSets = {
  weekly: [
    elasticityComputation('cinema tickets', 10, 20, 1),
    elasticityComputation('rice', 20, 5, 2),
    elasticityComputation('monthly bus passes', 5, 5, 3),
    elasticityComputation('mobile data packs', 8, 12, 0),
    elasticityComputation('salt', 25, 10, 2),
    elasticityComputation('restaurant meals', 4, 10, 1),
  ],
  special: [
    elasticityClassification('branded T-shirts', 3, 0),
    elasticityClassification('electricity for households', 0.4, 1),
    elasticityClassification('newspapers', 1, 2),
    elasticityClassification('a life-saving drug with no substitute', 0, 3),
    elasticityClassification('air tickets for holidays', 1.8, 1),
    elasticityClassification('cooking gas cylinders', 0.75, 2),
  ],
};

export const MICROECONOMIC_THEORY: PaperContent = {
  type: 'Major',
  title: 'Microeconomic Theory',
  language: 'English',
  description:
    'How households and firms make choices when resources are scarce. Covers opportunity cost, the demand and supply model, market equilibrium and elasticity, with worked numerical problems and Indian examples.',
  rating: 4.4,
  modules: [
    {
      title: 'Scarcity, Choice and Opportunity Cost',
      summaryLine: 'Why every choice has a cost, and how economists measure it',
      description:
        'Economics begins with scarcity: wants are unlimited but resources are not, so every choice has a cost. This module defines opportunity cost, draws the production possibility curve and separates positive from normative statements.',
      duration: '1 hr',
      video: {
        url: 'https://www.youtube.com/watch?v=3ez10ADR_gM',
        title: 'Intro to Economics: Crash Course Econ #1',
        instructor: 'Jacob Clifford and Adriene Hill',
        duration: '11 min',
      },
      glossary: [
        { term: 'Scarcity', meaning: 'the condition in which limited resources cannot satisfy all human wants' },
        { term: 'Opportunity cost', meaning: 'the value of the next best alternative given up when a choice is made' },
        {
          term: 'Production possibility curve',
          meaning:
            'a graph of the combinations of two goods an economy can produce when it uses all its resources fully and efficiently',
        },
        { term: 'Microeconomics', meaning: 'the study of the choices made by individual consumers, firms and markets' },
        {
          term: 'Macroeconomics',
          meaning: 'the study of the economy as a whole, including national income, inflation and unemployment',
        },
        { term: 'Positive statement', meaning: 'a claim about what is, which can be tested against evidence' },
        { term: 'Normative statement', meaning: 'a value judgement about what ought to be' },
        {
          term: 'Factors of production',
          meaning: 'land, labour, capital and entrepreneurship: the inputs used to make goods and services',
        },
        {
          term: 'Marginal analysis',
          meaning: 'deciding by comparing the extra benefit and the extra cost of one more unit',
        },
        { term: 'Ceteris paribus', meaning: 'the assumption that all other relevant factors are held constant' },
      ],
    },
    {
      title: 'Demand, Supply and Market Equilibrium',
      summaryLine: 'How buyers and sellers together settle on a price',
      description:
        'How buyers and sellers together set prices. The laws of demand and supply are derived, movements along a curve are told apart from shifts of the curve, and the equilibrium price is found where the two curves meet.',
      duration: '1 hr 20 min',
      video: {
        url: 'https://youtu.be/g9aDizJpd_s',
        title: 'Supply and Demand: Crash Course Economics #4',
        instructor: 'Jacob Clifford and Adriene Hill',
        duration: '10 min',
      },
      glossary: [
        {
          term: 'Law of demand',
          meaning: 'other things equal, the quantity buyers want of a good falls as its price rises',
        },
        {
          term: 'Law of supply',
          meaning: 'other things equal, the quantity sellers offer of a good rises as its price rises',
        },
        {
          term: 'Market equilibrium',
          meaning: 'the price and quantity at which the amount buyers want equals the amount sellers offer',
        },
        {
          term: 'Excess supply',
          meaning:
            'a situation where, at the current price, sellers offer more than buyers want, which pushes the price down',
        },
        {
          term: 'Excess demand',
          meaning:
            'a situation where, at the current price, buyers want more than sellers offer, which pushes the price up',
        },
        {
          term: 'Substitute goods',
          meaning:
            'goods that can replace each other, so a rise in the price of one raises demand for the other, like tea and coffee',
        },
        {
          term: 'Complementary goods',
          meaning:
            'goods used together, so a rise in the price of one lowers demand for the other, like petrol and motorcycles',
        },
        { term: 'Normal good', meaning: "a good whose demand rises when consumers' income rises" },
        { term: 'Inferior good', meaning: "a good whose demand falls when consumers' income rises" },
        {
          term: 'Shift in demand',
          meaning:
            'a movement of the whole demand curve caused by a change in income, tastes or the prices of related goods',
        },
      ],
    },
    {
      title: 'Elasticity of Demand and Supply',
      description:
        'Elasticity measures how strongly quantity responds to a change in price or income. Price, income and cross elasticities are computed, demand is classified as elastic or inelastic, and the link to total revenue and taxation is explained.',
      duration: null,
      video: {
        url: 'https://youtu.be/HHcblIxiAAk',
        title: 'Elasticity of Demand - Micro Topic 2.3',
        instructor: 'Jacob Clifford',
        duration: null,
      },
      glossary: [
        {
          term: 'Price elasticity of demand',
          meaning: 'the percentage change in quantity demanded divided by the percentage change in price',
        },
        {
          term: 'Elastic demand',
          meaning:
            'demand whose quantity changes by a larger percentage than the price, so the elasticity exceeds 1 in absolute value',
        },
        {
          term: 'Inelastic demand',
          meaning:
            'demand whose quantity changes by a smaller percentage than the price, so the elasticity is below 1 in absolute value',
        },
        {
          term: 'Unitary elastic demand',
          meaning: 'demand whose quantity changes by exactly the same percentage as the price',
        },
        {
          term: 'Income elasticity of demand',
          meaning: "the percentage change in quantity demanded divided by the percentage change in consumers' income",
        },
        {
          term: 'Cross elasticity of demand',
          meaning:
            'the percentage change in quantity demanded of one good divided by the percentage change in the price of another good',
        },
      ],
      drills: ELASTICITY_DRILLS,
    },
  ],
};
