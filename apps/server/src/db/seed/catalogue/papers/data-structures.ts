/** Major paper: Data Structures, as taught in BSc Computer Science and BCA programmes. */
import type { PaperContent } from '../types.js';

export const DATA_STRUCTURES: PaperContent = {
  type: 'Major',
  title: 'Data Structures',
  language: 'English',
  description:
    'How data is organised in memory and why that choice decides how fast a program runs. Covers arrays, stacks, queues, linked lists, trees and the classic sorting and searching algorithms, with complexity analysis throughout.',
  rating: 4.6,
  modules: [
    {
      title: 'Introduction to Data Structures and Algorithm Analysis',
      summaryLine: 'Organising data so that programs stay fast as inputs grow',
      description:
        'What a data structure is, why the choice of one matters, and how algorithms are compared independently of the machine they run on. Asymptotic notation is introduced and used to reason about running time and memory.',
      duration: '1 hr 15 min',
      video: {
        url: 'https://www.youtube.com/watch?v=HtSuA80QTyo',
        title: '1. Algorithmic Thinking, Peak Finding (MIT 6.006 Introduction to Algorithms, Fall 2011)',
        instructor: 'Srini Devadas',
        duration: '53 min',
      },
      glossary: [
        {
          term: 'Data structure',
          meaning: 'a way of organising and storing data so that it can be accessed and modified efficiently',
        },
        {
          term: 'Algorithm',
          meaning: 'a finite, well-defined sequence of steps that solves a problem or computes a result',
        },
        {
          term: 'Abstract data type',
          meaning:
            'a description of a type by the operations it supports and their behaviour, independent of any implementation',
        },
        {
          term: 'Time complexity',
          meaning: 'a measure of how the number of basic steps an algorithm performs grows with the size of its input',
        },
        {
          term: 'Space complexity',
          meaning: 'a measure of how much extra memory an algorithm needs as its input grows',
        },
        {
          term: 'Big-O notation',
          meaning: 'an asymptotic upper bound on the growth of a function, used to state worst-case running time',
        },
        { term: 'Big-Omega notation', meaning: 'an asymptotic lower bound on the growth of a function' },
        {
          term: 'Big-Theta notation',
          meaning: 'a tight asymptotic bound: the function grows at the same rate as the bound, from above and below',
        },
        {
          term: 'Linear data structure',
          meaning:
            'an organisation in which elements form a sequence, each with at most one predecessor and one successor',
        },
        {
          term: 'Non-linear data structure',
          meaning: 'an organisation in which an element may be connected to several others, as in trees and graphs',
        },
      ],
    },
    {
      title: 'Arrays, Stacks and Queues',
      description:
        'Arrays store elements in contiguous memory and give constant-time access by index. Stacks and queues restrict where elements are added and removed, which makes them the natural tools for function calls, undo, scheduling and breadth-first search.',
      duration: '1 hr 30 min',
      video: {
        url: 'https://youtu.be/DuDz6B4cqVc',
        title: 'Data Structures: Crash Course Computer Science #14',
        instructor: 'Carrie Anne Philbin',
        duration: '10 min',
      },
      glossary: [
        {
          term: 'Array',
          meaning:
            'a fixed-size collection of elements of the same type stored in contiguous memory and accessed by index',
        },
        {
          term: 'Stack',
          meaning:
            'a linear collection in which insertion and removal happen at the same end, so the last element added is the first removed (LIFO)',
        },
        {
          term: 'Queue',
          meaning:
            'a linear collection in which elements join at the rear and leave from the front, so the first added is the first removed (FIFO)',
        },
        { term: 'Push', meaning: 'the operation that places a new element on top of a stack' },
        { term: 'Pop', meaning: 'the operation that removes and returns the top element of a stack' },
        { term: 'Enqueue', meaning: 'the operation that adds an element at the rear of a queue' },
        { term: 'Dequeue', meaning: 'the operation that removes the element at the front of a queue' },
        {
          term: 'Circular queue',
          meaning:
            'a queue stored in an array whose last position wraps around to the first, so slots freed at the front are reused',
        },
        { term: 'Stack overflow', meaning: 'the error of trying to add an element to a stack that is already full' },
        { term: 'Stack underflow', meaning: 'the error of trying to remove an element from an empty stack' },
      ],
    },
    {
      title: 'Linked Lists',
      description:
        'Linked lists give up constant-time indexing in exchange for cheap insertion and deletion anywhere in the sequence. Singly, doubly and circular lists are built node by node and compared with arrays on real tasks.',
      duration: null,
      video: {
        url: 'https://www.youtube.com/watch?v=RBSGKlAvoiM',
        title: 'Data Structures Easy to Advanced Course - Full Tutorial from a Google Engineer',
        instructor: 'William Fiset',
        duration: '8 hr',
      },
      glossary: [
        {
          term: 'Node',
          meaning: 'a unit of a linked structure holding a data value and one or more references to other units',
        },
        { term: 'Singly linked list', meaning: 'a sequence of nodes in which each node points only to the next node' },
        {
          term: 'Doubly linked list',
          meaning: 'a sequence of nodes in which each node points to both its previous and its next node',
        },
        {
          term: 'Circular linked list',
          meaning: 'a list whose last node points back to the first node instead of to null',
        },
        { term: 'Head pointer', meaning: 'the reference to the first node, through which the whole list is reached' },
        { term: 'Null pointer', meaning: 'a reference that points to no node, used to mark the end of a list' },
        { term: 'Traversal', meaning: 'visiting every node in order, starting from the first and following the links' },
        {
          term: 'Dynamic memory allocation',
          meaning: 'obtaining storage while the program runs, as when a new node is created with malloc or new',
        },
        {
          term: 'Sentinel node',
          meaning: 'a dummy node with no real data placed at the start or end of a list to simplify boundary cases',
        },
        {
          term: 'Memory leak',
          meaning:
            'storage that can no longer be reached but was never released, such as a removed node that was never freed',
        },
      ],
    },
    {
      title: 'Trees and Binary Search Trees',
      description:
        'Trees model hierarchies such as folders and organisation charts. This module covers binary trees, the three depth-first traversals and binary search trees, which keep keys ordered so that search, insertion and deletion take time proportional to the height of the tree.',
      duration: '1 hr 45 min',
      video: {
        url: 'https://youtu.be/9Jry5-82I68',
        title: '5. Binary Search Trees, BST Sort (MIT 6.006 Introduction to Algorithms, Fall 2011)',
        instructor: 'Srini Devadas',
        duration: null,
      },
      glossary: [
        { term: 'Root', meaning: 'the single node at the top of a tree, which has no parent' },
        { term: 'Leaf', meaning: 'a node with no children' },
        {
          term: 'Height of a tree',
          meaning: 'the number of edges on the longest path from the top node down to a node with no children',
        },
        { term: 'Binary tree', meaning: 'a tree in which every node has at most two children, called left and right' },
        {
          term: 'Binary search tree',
          meaning:
            "a binary tree in which every key in a node's left subtree is smaller than the node's key and every key in its right subtree is larger",
        },
        {
          term: 'Inorder traversal',
          meaning: 'visiting the left subtree, then the node itself, then the right subtree',
        },
        {
          term: 'Preorder traversal',
          meaning: 'visiting the node itself first, then its left subtree, then its right subtree',
        },
        {
          term: 'Postorder traversal',
          meaning: 'visiting the left subtree, then the right subtree, and the node itself last',
        },
        {
          term: 'Complete binary tree',
          meaning:
            'a binary tree in which every level except possibly the last is full and the last level is filled from the left',
        },
        { term: 'Subtree', meaning: 'a node together with all of its descendants' },
      ],
    },
    {
      title: 'Sorting and Searching',
      description:
        'Sorting puts data in order so it can be searched quickly. Bubble, selection, insertion, merge and quick sort are traced by hand and compared for running time and stability, followed by linear and binary search.',
      duration: '2 hr',
      video: {
        url: 'https://www.youtube.com/watch?v=rL8X2mlNHPM',
        title: 'Intro to Algorithms: Crash Course Computer Science #13',
        instructor: 'Carrie Anne Philbin',
        duration: '12 min',
      },
      glossary: [
        {
          term: 'Linear search',
          meaning: 'checking each element in turn until the target is found or the list ends, taking O(n) time',
        },
        {
          term: 'Binary search',
          meaning:
            'repeatedly halving a sorted array by comparing the target with the middle element, taking O(log n) time',
        },
        {
          term: 'Bubble sort',
          meaning: 'repeatedly swapping adjacent elements that are out of order until a full pass makes no swaps',
        },
        {
          term: 'Selection sort',
          meaning: 'repeatedly finding the smallest remaining element and swapping it into the next position',
        },
        {
          term: 'Insertion sort',
          meaning:
            'building the ordered part one element at a time by sliding each new element back to its correct place',
        },
        {
          term: 'Merge sort',
          meaning:
            'splitting the list into halves, ordering each half recursively and combining the two ordered halves, in O(n log n) time in every case',
        },
        {
          term: 'Quick sort',
          meaning:
            'partitioning around a pivot so that smaller elements go left and larger go right, then ordering each side recursively',
        },
        {
          term: 'Stable sort',
          meaning: 'an ordering method that keeps elements with equal keys in their original relative order',
        },
        {
          term: 'In-place sort',
          meaning: 'an ordering method that needs only a constant amount of memory beyond the input',
        },
        {
          term: 'Divide and conquer',
          meaning: 'a strategy that splits a problem into smaller subproblems, solves them and combines their answers',
        },
      ],
    },
  ],
};
