/** Minor paper: Digital Electronics. Conversions and gate behaviour are computed, never typed. */
import { choiceQuestion, numericQuestion } from '../question-builders.js';
import type { DrillSets, PaperContent, QuestionContent } from '../types.js';

const reverse = (text: string) => [...text].reverse().join('');

function powersOfTwo(value: number): string {
  const parts: number[] = [];
  for (let power = 2 ** Math.floor(Math.log2(value)); power >= 1; power /= 2) if (value & power) parts.push(power);
  return parts.join(' + ');
}

function decimalToBinaryDrill(value: number, slot: number): QuestionContent {
  const binary = value.toString(2);
  return choiceQuestion({
    text: `What is the decimal number ${value} in binary?`,
    correct: binary,
    wrong: [reverse(binary), (value + 1).toString(2), (value - 1).toString(2), (value * 2).toString(2)],
    solution: `${value} = ${powersOfTwo(value)}; writing a 1 for each power of two used and a 0 for each one skipped gives ${binary}.`,
    slot,
  });
}

function binaryToDecimalDrill(binary: string, slot: number): QuestionContent {
  const value = Number.parseInt(binary, 2);
  const ones = [...binary].filter((digit) => digit === '1').length;
  return numericQuestion({
    text: `What is the binary number ${binary} in decimal?`,
    answer: value,
    mistakes: [Number.parseInt(reverse(binary), 2), ones, value * 2],
    solution: `Add the place values of the 1 bits: ${powersOfTwo(value)} = ${value}.`,
    slot,
  });
}

function decimalToHexDrill(value: number, slot: number): QuestionContent {
  const hex = value.toString(16).toUpperCase();
  return choiceQuestion({
    text: `What is the decimal number ${value} in hexadecimal?`,
    correct: hex,
    wrong: [
      reverse(hex),
      (value + 1).toString(16).toUpperCase(),
      value.toString(8),
      (value - 1).toString(16).toUpperCase(),
    ],
    solution: `Dividing by 16 repeatedly: ${value} = ${[...hex]
      .map((digit, index) => `${Number.parseInt(digit, 16)} x 16^${hex.length - 1 - index}`)
      .join(
        ' + ',
      )}, and the digits ${[...hex].map((digit) => Number.parseInt(digit, 16)).join(', ')} are written ${hex}.`,
    slot,
  });
}

function eightBitTwosComplement(value: number): string {
  return ((value + 256) % 256).toString(2).padStart(8, '0');
}

type GateName = 'AND' | 'OR' | 'NAND' | 'NOR' | 'XOR' | 'XNOR';
const GATES: Record<GateName, (a: number, b: number) => number> = {
  AND: (a, b) => a & b,
  OR: (a, b) => a | b,
  NAND: (a, b) => 1 - (a & b),
  NOR: (a, b) => 1 - (a | b),
  XOR: (a, b) => a ^ b,
  XNOR: (a, b) => 1 - (a ^ b),
};
const GATE_NAMES = Object.keys(GATES) as GateName[];
const INPUT_PAIRS: Array<[number, number]> = [
  [0, 0],
  [0, 1],
  [1, 0],
  [1, 1],
];
const outputColumn = (gate: GateName) => INPUT_PAIRS.map(([a, b]) => GATES[gate](a, b)).join(', ');
const othersAfter = (gate: GateName) => {
  const start = GATE_NAMES.indexOf(gate);
  return [...GATE_NAMES.slice(start + 1), ...GATE_NAMES.slice(0, start)];
};

function gateColumnDrill(gate: GateName, slot: number): QuestionContent {
  return choiceQuestion({
    text: `For inputs AB = 00, 01, 10 and 11 in that order, which outputs does a two-input ${gate} gate produce?`,
    correct: outputColumn(gate),
    wrong: othersAfter(gate).map(outputColumn),
    solution: `The ${gate} gate's truth table gives ${INPUT_PAIRS.map(([a, b]) => `${a}${b} -> ${GATES[gate](a, b)}`).join(', ')}.`,
    slot,
  });
}

function gateFromColumnDrill(gate: GateName, slot: number): QuestionContent {
  return choiceQuestion({
    text: `A two-input gate outputs ${outputColumn(gate)} for inputs AB = 00, 01, 10 and 11 in that order. Which gate is it?`,
    correct: `${gate} gate`,
    wrong: othersAfter(gate).map((other) => `${other} gate`),
    solution: `Only the ${gate} gate has the truth table ${INPUT_PAIRS.map(([a, b]) => `${a}${b} -> ${GATES[gate](a, b)}`).join(', ')}.`,
    slot,
  });
}

function binaryAdditionDrill(left: string, right: string, slot: number): QuestionContent {
  const a = Number.parseInt(left, 2);
  const b = Number.parseInt(right, 2);
  const total = (a + b).toString(2);
  return choiceQuestion({
    text: `What is the binary sum ${left} + ${right}?`,
    correct: total,
    wrong: [(a ^ b).toString(2), (a + b + 1).toString(2), (a + b - 1).toString(2), (a | b).toString(2)],
    solution: `${left} is ${a} and ${right} is ${b}; ${a} + ${b} = ${a + b}, which is ${total} in binary. Remember that 1 + 1 = 10: write 0 and carry 1.`,
    slot,
  });
}

const ADDER_OUTPUTS = ['Sum = 0, Carry = 0', 'Sum = 1, Carry = 0', 'Sum = 0, Carry = 1', 'Sum = 1, Carry = 1'];

function adderDrill(inputs: number[], slot: number): QuestionContent {
  const ones = inputs.filter((bit) => bit === 1).length;
  const sumBit = ones % 2;
  const carryBit = ones >= 2 ? 1 : 0;
  const correct = `Sum = ${sumBit}, Carry = ${carryBit}`;
  const isFull = inputs.length === 3;
  const described = isFull
    ? `A = ${inputs[0]}, B = ${inputs[1]} and carry-in = ${inputs[2]}`
    : `A = ${inputs[0]} and B = ${inputs[1]}`;
  return choiceQuestion({
    text: `A ${isFull ? 'full' : 'half'} adder receives ${described}. What are its outputs?`,
    correct,
    wrong: ADDER_OUTPUTS.filter((option) => option !== correct),
    solution: `The inputs contain ${ones} one${ones === 1 ? '' : 's'}, so the total is ${ones} = ${ones.toString(2).padStart(2, '0')} in binary: the sum bit is ${sumBit} and the carry is ${carryBit}.`,
    slot,
  });
}

const NUMBER_SYSTEM_DRILLS: DrillSets = {
  weekly: [
    decimalToBinaryDrill(13, 0),
    decimalToBinaryDrill(37, 2),
    decimalToBinaryDrill(58, 1),
    decimalToBinaryDrill(100, 3),
    decimalToBinaryDrill(200, 2),
    decimalToBinaryDrill(171, 0),
  ],
  special: [
    binaryToDecimalDrill('101101', 1),
    binaryToDecimalDrill('11110000', 3),
    binaryToDecimalDrill('1001', 0),
    decimalToHexDrill(255, 2),
    decimalToHexDrill(171, 1),
    decimalToHexDrill(300, 3),
    choiceQuestion({
      text: "What is -5 in 8-bit two's complement?",
      correct: eightBitTwosComplement(-5),
      wrong: ['10000101', '11111010', '00000101'],
      solution: '5 is 00000101. Inverting every bit gives 11111010, and adding 1 gives 11111011.',
      slot: 0,
    }),
  ],
};

const LOGIC_GATE_DRILLS: DrillSets = {
  weekly: GATE_NAMES.map((gate, index) => gateColumnDrill(gate, index + 1)),
  special: GATE_NAMES.map((gate, index) => gateFromColumnDrill(gate, index * 3)),
};

const ADDER_DRILLS: DrillSets = {
  weekly: [
    binaryAdditionDrill('1011', '0110', 0),
    binaryAdditionDrill('0111', '0011', 3),
    binaryAdditionDrill('1100', '1010', 1),
    binaryAdditionDrill('1001', '0111', 2),
    binaryAdditionDrill('0101', '0101', 1),
    binaryAdditionDrill('1111', '0001', 3),
  ],
  special: [
    adderDrill([1, 1], 0),
    adderDrill([0, 1], 2),
    adderDrill([1, 1, 1], 1),
    adderDrill([1, 0, 1], 3),
    numericQuestion({
      text: 'How many select lines does an 8-to-1 multiplexer need?',
      answer: Math.log2(8),
      mistakes: [8, 4, 2],
      solution:
        'The select lines must name one of 8 inputs, and 3 bits give 2^3 = 8 combinations, so 3 select lines are needed.',
      slot: 2,
    }),
    numericQuestion({
      text: 'How many output lines does a decoder with 4 input lines have?',
      answer: 2 ** 4,
      mistakes: [4, 8, 15],
      solution: 'A decoder activates one output for each input code, and 4 input bits form 2^4 = 16 codes.',
      slot: 0,
    }),
  ],
};

export const DIGITAL_ELECTRONICS: PaperContent = {
  type: 'Minor',
  title: 'Digital Electronics',
  language: 'English',
  description:
    'The logic inside every digital device, for Electronics, Electrical and Computer Science students: number systems and codes, Boolean algebra and logic gates, and the adders from which arithmetic circuits are built.',
  rating: 4.2,
  modules: [
    {
      title: 'Number Systems and Codes',
      description:
        "Computers store everything as bits. This module converts between decimal, binary, octal and hexadecimal, represents negative numbers in two's complement and encodes characters with ASCII.",
      duration: '1 hr 5 min',
      video: {
        url: 'https://www.youtube.com/watch?v=1GSjbWt0c9M',
        title: 'Representing Numbers and Letters with Binary: Crash Course Computer Science #4',
        instructor: 'Carrie Anne Philbin',
        duration: '11 min',
      },
      glossary: [
        { term: 'Bit', meaning: 'a single binary digit, 0 or 1' },
        { term: 'Byte', meaning: 'a group of eight binary digits' },
        { term: 'Hexadecimal', meaning: 'the base-16 number system, using the digits 0-9 and the letters A-F' },
        { term: 'Octal', meaning: 'the base-8 number system, using the digits 0-7' },
        {
          term: "Two's complement",
          meaning:
            'a way of writing signed integers in which a negative number is formed by inverting every bit of its magnitude and adding one',
        },
        {
          term: 'ASCII',
          meaning: 'a 7-bit code that assigns numbers to English letters, digits, punctuation and control characters',
        },
        {
          term: 'Binary-coded decimal',
          meaning: 'a code that stores each decimal digit separately as its own group of four bits',
        },
      ],
      drills: NUMBER_SYSTEM_DRILLS,
    },
    {
      title: 'Boolean Algebra and Logic Gates',
      description:
        "Boolean algebra describes circuits with just two values. The basic and universal gates are introduced with their truth tables, and expressions are simplified with the laws of Boolean algebra and De Morgan's theorems.",
      duration: null,
      video: {
        url: 'https://youtu.be/gI-qXk7XojA',
        title: 'Boolean Logic & Logic Gates: Crash Course Computer Science #3',
        instructor: 'Carrie Anne Philbin',
        duration: '10 min',
      },
      glossary: [
        { term: 'AND gate', meaning: 'a gate whose output is 1 only when all of its inputs are 1' },
        { term: 'OR gate', meaning: 'a gate whose output is 1 when at least one of its inputs is 1' },
        { term: 'NOT gate', meaning: 'a gate with a single input whose output is the opposite of that input' },
        { term: 'XOR gate', meaning: 'a gate whose output is 1 when its two inputs differ' },
        {
          term: 'Universal gate',
          meaning: 'a gate type from which every other logic function can be built, such as NAND or NOR',
        },
        { term: 'Truth table', meaning: "a table listing a circuit's output for every possible combination of inputs" },
        {
          term: "De Morgan's theorem",
          meaning:
            'the rule that the complement of a product equals the sum of the complements, and the complement of a sum equals the product of the complements',
        },
      ],
      drills: LOGIC_GATE_DRILLS,
    },
    {
      title: 'Adders and Combinational Circuits',
      description:
        'Combinational circuits compute their outputs purely from their present inputs. Half and full adders are built and chained into a ripple-carry adder, and multiplexers and decoders are introduced as building blocks of an arithmetic logic unit.',
      duration: '1 hr 25 min',
      video: {
        url: 'https://www.youtube.com/watch?v=1I5ZMmrOfnA',
        title: 'How Computers Calculate - the ALU: Crash Course Computer Science #5',
        instructor: 'Carrie Anne Philbin',
        duration: '11 min',
      },
      glossary: [
        {
          term: 'Combinational circuit',
          meaning: 'a circuit whose outputs depend only on its present inputs, with no memory of earlier ones',
        },
        { term: 'Half adder', meaning: 'a circuit that adds two bits and produces a sum bit and a carry bit' },
        {
          term: 'Full adder',
          meaning: 'a circuit that adds two bits and an incoming carry, producing a sum bit and a carry-out bit',
        },
        {
          term: 'Ripple-carry adder',
          meaning: "a chain of one-bit adders in which each stage's carry-out feeds the next stage's carry-in",
        },
        {
          term: 'Multiplexer',
          meaning: 'a circuit that passes one of several data inputs to a single output, chosen by its select lines',
        },
        { term: 'Decoder', meaning: 'a circuit that activates exactly one of 2^n outputs for each n-bit input code' },
        {
          term: 'Arithmetic logic unit (ALU)',
          meaning: 'the part of a processor that performs arithmetic and logical operations on binary numbers',
        },
      ],
      drills: ADDER_DRILLS,
    },
  ],
};
