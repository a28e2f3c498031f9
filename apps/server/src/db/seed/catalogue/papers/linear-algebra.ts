/** Minor paper: Linear Algebra, taught geometrically. Every numerical answer is computed here. */
import { choiceQuestion, formatNumber, numericQuestion } from '../question-builders.js';
import type { DrillSets, PaperContent, QuestionContent } from '../types.js';

type Vector = [number, number];
/** A 2 x 2 matrix given by its rows. */
type Matrix = [Vector, Vector];

const showVector = ([x, y]: Vector) => `(${x}, ${y})`;
/** A number as it reads inside arithmetic: negatives in brackets, as in 3 + (-1). */
const operand = (value: number) => (value < 0 ? `(${value})` : `${value}`);
const showMatrix = ([first, second]: Matrix) => `rows ${showVector(first)} and ${showVector(second)}`;
const add = (u: Vector, v: Vector): Vector => [u[0] + v[0], u[1] + v[1]];
const scale = (k: number, v: Vector): Vector => [k * v[0], k * v[1]];
const dot = (u: Vector, v: Vector) => u[0] * v[0] + u[1] * v[1];
const apply = ([first, second]: Matrix, v: Vector): Vector => [dot(first, v), dot(second, v)];
const transpose = ([[a, b], [c, d]]: Matrix): Matrix => [
  [a, c],
  [b, d],
];
const multiply = (left: Matrix, right: Matrix): Matrix => {
  const [column1, column2] = transpose(right);
  return [
    [dot(left[0], column1), dot(left[0], column2)],
    [dot(left[1], column1), dot(left[1], column2)],
  ];
};
const determinant = ([[a, b], [c, d]]: Matrix) => a * d - b * c;

function vectorChoice(
  text: string,
  answer: Vector,
  mistakes: Vector[],
  solution: string,
  slot: number,
): QuestionContent {
  return choiceQuestion({ text, correct: showVector(answer), wrong: mistakes.map(showVector), solution, slot });
}

function sumDrill(u: Vector, v: Vector, slot: number): QuestionContent {
  return vectorChoice(
    `What is ${showVector(u)} + ${showVector(v)}?`,
    add(u, v),
    [[u[0] * v[0], u[1] * v[1]], add(u, scale(-1, v)), add(v, scale(-1, u))],
    `Add component by component: (${u[0]} + ${operand(v[0])}, ${u[1]} + ${operand(v[1])}) = ${showVector(add(u, v))}.`,
    slot,
  );
}

function magnitudeDrill(v: Vector, slot: number): QuestionContent {
  const squared = v[0] ** 2 + v[1] ** 2;
  return numericQuestion({
    text: `What is the length (magnitude) of the vector ${showVector(v)}?`,
    answer: Math.sqrt(squared),
    mistakes: [Math.abs(v[0]) + Math.abs(v[1]), squared, Math.abs(v[1] - v[0])],
    solution: `By Pythagoras the length is the square root of ${operand(v[0])}^2 + ${operand(v[1])}^2 = ${squared}, which is ${formatNumber(Math.sqrt(squared))}.`,
    slot,
  });
}

function dotDrill(u: Vector, v: Vector, slot: number): QuestionContent {
  return numericQuestion({
    text: `What is the dot product ${showVector(u)} . ${showVector(v)}?`,
    answer: dot(u, v),
    mistakes: [u[0] * v[1] - u[1] * v[0], u[0] + u[1] + v[0] + v[1], u[0] * v[0] - u[1] * v[1]],
    solution: `Multiply matching components and add: ${u[0]} x ${operand(v[0])} + ${operand(u[1])} x ${operand(v[1])} = ${dot(u, v)}.`,
    slot,
  });
}

function combinationDrill(a: number, u: Vector, b: number, v: Vector, slot: number): QuestionContent {
  const answer = add(scale(a, u), scale(b, v));
  return vectorChoice(
    `With u = ${showVector(u)} and v = ${showVector(v)}, what is ${a}u ${b < 0 ? '-' : '+'} ${Math.abs(b)}v?`,
    answer,
    [add(scale(b, u), scale(a, v)), add(u, v), add(scale(a, u), v)],
    `${a}u = ${showVector(scale(a, u))} and ${b}v = ${showVector(scale(b, v))}; adding gives ${showVector(answer)}.`,
    slot,
  );
}

function applyDrill(matrix: Matrix, v: Vector, slot: number): QuestionContent {
  const answer = apply(matrix, v);
  const [[a], [, d]] = matrix;
  return vectorChoice(
    `The matrix with ${showMatrix(matrix)} is applied to the vector ${showVector(v)}. Where does the vector land?`,
    answer,
    [apply(transpose(matrix), v), [a * v[0], d * v[1]], apply(matrix, [v[1], v[0]])],
    `Each output component is a row dotted with the vector: ${showVector(matrix[0])} . ${showVector(v)} = ${answer[0]} and ${showVector(
      matrix[1],
    )} . ${showVector(v)} = ${answer[1]}, giving ${showVector(answer)}.`,
    slot,
  );
}

function basisImageDrill(matrix: Matrix, column: 0 | 1, slot: number): QuestionContent {
  const columns = transpose(matrix);
  const basis: Vector = column === 0 ? [1, 0] : [0, 1];
  return vectorChoice(
    `Where does the matrix with ${showMatrix(matrix)} send the basis vector ${showVector(basis)}?`,
    columns[column],
    [matrix[column], columns[1 - column]!, matrix[1 - column]!],
    `A matrix's columns record where the basis vectors land. Column ${column + 1} is ${showVector(columns[column])}.`,
    slot,
  );
}

function productDrill(left: Matrix, right: Matrix, slot: number): QuestionContent {
  const answer = multiply(left, right);
  const elementwise: Matrix = [
    [left[0][0] * right[0][0], left[0][1] * right[0][1]],
    [left[1][0] * right[1][0], left[1][1] * right[1][1]],
  ];
  const total: Matrix = [add(left[0], right[0]), add(left[1], right[1])];
  return choiceQuestion({
    text: `A has ${showMatrix(left)}; B has ${showMatrix(right)}. What is the product AB?`,
    correct: showMatrix(answer),
    wrong: [showMatrix(multiply(right, left)), showMatrix(elementwise), showMatrix(total)],
    solution: `Entry (i, j) of AB is row i of A dotted with column j of B, which gives ${showMatrix(answer)}. Note that BA is different: matrix multiplication is not commutative.`,
    slot,
  });
}

function determinantDrill(matrix: Matrix, slot: number): QuestionContent {
  const [[a, b], [c, d]] = matrix;
  return numericQuestion({
    text: `What is the determinant of the matrix with ${showMatrix(matrix)}?`,
    answer: determinant(matrix),
    mistakes: [a * d + b * c, b * c - a * d, a * d],
    solution: `For rows (a, b) and (c, d) the determinant is ad - bc = ${a} x ${operand(d)} - ${operand(b)} x ${operand(c)} = ${determinant(matrix)}.`,
    slot,
  });
}

function areaDrill(matrix: Matrix, area: number, slot: number): QuestionContent {
  const factor = Math.abs(determinant(matrix));
  return numericQuestion({
    text: `A region of area ${area} is transformed by the matrix with ${showMatrix(matrix)}. What is the area of the image?`,
    answer: area * factor,
    mistakes: [determinant(matrix) === factor ? area + factor : -area * factor, factor, area],
    solution: `Areas are multiplied by the absolute value of the determinant, |${determinant(matrix)}| = ${factor}, so the new area is ${area} x ${factor} = ${area * factor}.`,
    slot,
  });
}

const VECTOR_DRILLS: DrillSets = {
  weekly: [
    sumDrill([2, 3], [4, -1], 0),
    sumDrill([-1, 5], [3, 2], 2),
    vectorChoice(
      'What is 3 x (2, -4)?',
      scale(3, [2, -4]),
      [
        [5, -1],
        [6, -4],
        [-6, 12],
      ],
      'Multiply each component by 3: (3 x 2, 3 x -4) = (6, -12).',
      1,
    ),
    magnitudeDrill([3, 4], 3),
    magnitudeDrill([5, 12], 1),
    magnitudeDrill([8, 15], 2),
  ],
  special: [
    dotDrill([1, 2], [3, 4], 2),
    dotDrill([2, -1], [1, 2], 0),
    dotDrill([3, 0], [4, 5], 3),
    combinationDrill(2, [1, 3], 3, [2, -1], 1),
    combinationDrill(3, [2, 1], -1, [1, 4], 2),
    magnitudeDrill([7, 24], 0),
  ],
};

const ROTATE_QUARTER_TURN: Matrix = [
  [0, -1],
  [1, 0],
];
const SHEAR: Matrix = [
  [1, 2],
  [0, 1],
];

const TRANSFORMATION_DRILLS: DrillSets = {
  weekly: [
    applyDrill(
      [
        [2, 1],
        [0, 3],
      ],
      [1, 2],
      1,
    ),
    applyDrill(
      [
        [1, -2],
        [3, 1],
      ],
      [2, 1],
      3,
    ),
    applyDrill(ROTATE_QUARTER_TURN, [3, 2], 0),
    applyDrill(
      [
        [1, 1],
        [0, 1],
      ],
      [2, 3],
      2,
    ),
    basisImageDrill(
      [
        [3, 1],
        [2, -1],
      ],
      0,
      1,
    ),
    basisImageDrill(
      [
        [4, -2],
        [1, 5],
      ],
      1,
      3,
    ),
  ],
  special: [
    productDrill(
      [
        [1, 2],
        [3, 4],
      ],
      [
        [0, 1],
        [1, 0],
      ],
      2,
    ),
    productDrill(
      [
        [2, 0],
        [0, 3],
      ],
      [
        [1, 4],
        [2, 1],
      ],
      0,
    ),
    productDrill(
      [
        [1, 1],
        [0, 1],
      ],
      [
        [1, 0],
        [1, 1],
      ],
      3,
    ),
    vectorChoice(
      'Rotating the vector (1, 0) by 90 degrees anticlockwise about the origin gives which vector?',
      apply(ROTATE_QUARTER_TURN, [1, 0]),
      [
        [0, -1],
        [-1, 0],
        [1, 1],
      ],
      'A quarter turn anticlockwise sends (x, y) to (-y, x), so (1, 0) goes to (0, 1).',
      1,
    ),
    vectorChoice(
      `The vector (1, 1) is first sheared by the matrix with ${showMatrix(SHEAR)} and then rotated 90 degrees anticlockwise. Where does it end up?`,
      apply(ROTATE_QUARTER_TURN, apply(SHEAR, [1, 1])),
      [apply(SHEAR, apply(ROTATE_QUARTER_TURN, [1, 1])), apply(SHEAR, [1, 1]), apply(ROTATE_QUARTER_TURN, [1, 1])],
      `The shear sends (1, 1) to ${showVector(apply(SHEAR, [1, 1]))}; the rotation sends (x, y) to (-y, x), giving ${showVector(
        apply(ROTATE_QUARTER_TURN, apply(SHEAR, [1, 1])),
      )}. Order matters: rotating first gives a different answer.`,
      2,
    ),
    choiceQuestion({
      text: 'Applying transformation B first and then transformation A corresponds to which matrix product?',
      correct: 'AB',
      wrong: ['BA', 'A + B', 'B - A'],
      solution:
        'Matrices act on the vector to their right, so ABv = A(Bv): B is applied first, then A. The product is read right to left.',
      slot: 0,
    }),
  ],
};

const DETERMINANT_DRILLS: DrillSets = {
  weekly: [
    determinantDrill(
      [
        [3, 1],
        [2, 4],
      ],
      0,
    ),
    determinantDrill(
      [
        [2, 5],
        [1, 3],
      ],
      2,
    ),
    determinantDrill(
      [
        [4, 2],
        [6, 3],
      ],
      1,
    ),
    determinantDrill(
      [
        [1, -2],
        [3, 4],
      ],
      3,
    ),
    determinantDrill(
      [
        [0, 1],
        [1, 0],
      ],
      2,
    ),
    determinantDrill(
      [
        [5, 0],
        [0, -2],
      ],
      0,
    ),
  ],
  special: [
    areaDrill(
      [
        [3, 1],
        [1, 2],
      ],
      1,
      1,
    ),
    areaDrill(
      [
        [2, 0],
        [1, 3],
      ],
      4,
      3,
    ),
    areaDrill(
      [
        [1, 2],
        [3, 4],
      ],
      3,
      0,
    ),
    numericQuestion({
      text: 'For which value of k is the matrix with rows (2, 4) and (1, k) singular?',
      answer: 4 / 2,
      mistakes: [4, -2, 0.5],
      solution: 'The matrix is singular when its determinant is zero: 2k - 4 x 1 = 0, so k = 2.',
      slot: 2,
    }),
    numericQuestion({
      text: 'For which value of k is the matrix with rows (3, k) and (5, 10) singular?',
      answer: (3 * 10) / 5,
      mistakes: [-6, 5, 15],
      solution: 'The determinant is 3 x 10 - 5k = 30 - 5k, which is zero when k = 6.',
      slot: 1,
    }),
    numericQuestion({
      text: 'What is the determinant of the 3 x 3 matrix with rows (2, 5, 1), (0, 3, 7) and (0, 0, 4)?',
      answer: 2 * 3 * 4,
      mistakes: [2 + 3 + 4, 0, 2 + 5 + 1 + 3 + 7 + 4],
      solution:
        'The matrix is upper triangular, so its determinant is the product of the diagonal entries: 2 x 3 x 4 = 24.',
      slot: 3,
    }),
  ],
};

export const LINEAR_ALGEBRA: PaperContent = {
  type: 'Minor',
  title: 'Linear Algebra',
  language: 'English',
  description:
    'Vectors, matrices and determinants for Computer Science, Physics and Economics students, seen first as arrows and as transformations of the plane and only then as calculations.',
  rating: 4.7,
  modules: [
    {
      title: 'Vectors and Linear Combinations',
      description:
        'A vector is at once an arrow in space and a list of numbers. Vectors are added, scaled and combined, and their lengths and dot products are computed.',
      duration: '55 min',
      video: {
        url: 'https://www.youtube.com/watch?v=fNk_zzaMoSs',
        title: 'Vectors | Chapter 1, Essence of linear algebra',
        instructor: 'Grant Sanderson (3Blue1Brown)',
        duration: '10 min',
      },
      glossary: [
        {
          term: 'Vector',
          meaning: 'a quantity with both magnitude and direction, written as an ordered list of components',
        },
        { term: 'Scalar', meaning: 'a single real number used to stretch or shrink other quantities' },
        { term: 'Linear combination', meaning: 'a sum of vectors each multiplied by a number, such as a·v + b·w' },
        {
          term: 'Span',
          meaning: 'the set of all vectors that can be reached as combinations of a given set of vectors',
        },
        {
          term: 'Linearly independent vectors',
          meaning: 'a set of arrows none of which can be written as a combination of the others',
        },
        {
          term: 'Basis',
          meaning: 'an independent set of vectors whose combinations reach every vector in the space',
        },
        { term: 'Unit vector', meaning: 'a vector of length one' },
      ],
      drills: VECTOR_DRILLS,
    },
    {
      title: 'Linear Transformations and Matrices',
      description:
        'A matrix records where a linear transformation sends the basis vectors. Matrices are read column by column, applied to vectors, and multiplied to compose transformations.',
      duration: '1 hr 20 min',
      video: {
        url: 'https://youtu.be/kYB8IZa5AuE',
        title: 'Linear transformations and matrices | Chapter 3, Essence of linear algebra',
        instructor: 'Grant Sanderson (3Blue1Brown)',
        duration: '11 min',
      },
      glossary: [
        {
          term: 'Linear transformation',
          meaning:
            'a function between vector spaces that keeps the origin fixed and grid lines parallel and evenly spaced, so it preserves addition and scaling',
        },
        {
          term: 'Matrix',
          meaning:
            'a rectangular array of numbers whose columns, for a transformation, record where the basis vectors land',
        },
        {
          term: 'Identity matrix',
          meaning:
            'the square array with ones on the diagonal and zeros elsewhere, which leaves every vector unchanged',
        },
        {
          term: 'Matrix multiplication',
          meaning: 'the operation that composes two transformations, applying the right-hand one first',
        },
        {
          term: 'Rotation matrix',
          meaning: 'an array of numbers that turns every vector through the same angle about the origin',
        },
        {
          term: 'Shear',
          meaning: 'a transformation that keeps one basis vector fixed and slides the other parallel to it',
        },
      ],
      drills: TRANSFORMATION_DRILLS,
    },
    {
      title: 'Determinants',
      description:
        'The determinant measures how a transformation scales area or volume, and its sign tells whether orientation flips. A zero determinant means space is squashed into a lower dimension, so the matrix has no inverse.',
      duration: null,
      video: {
        url: 'https://www.youtube.com/watch?v=Ip3X9LOh2dk',
        title: 'The determinant | Chapter 6, Essence of linear algebra',
        instructor: 'Grant Sanderson (3Blue1Brown)',
        duration: '10 min',
      },
      glossary: [
        {
          term: 'Determinant',
          meaning:
            'the factor by which a linear transformation scales areas or volumes, negative when orientation is flipped',
        },
        {
          term: 'Singular matrix',
          meaning: 'a square array of numbers whose determinant is zero, so it has no inverse',
        },
        {
          term: 'Inverse matrix',
          meaning:
            'the array of numbers that undoes a transformation, giving the identity when multiplied with the original',
        },
        { term: 'Orientation reversal', meaning: 'a flip of the plane, signalled by a negative determinant' },
        {
          term: 'Triangular matrix',
          meaning:
            'a square array with only zeros above or below the main diagonal, whose determinant is the product of the diagonal entries',
        },
        {
          term: 'Cofactor expansion',
          meaning: 'computing a determinant by summing the entries of a row times their signed minors',
        },
      ],
      drills: DETERMINANT_DRILLS,
    },
  ],
};
