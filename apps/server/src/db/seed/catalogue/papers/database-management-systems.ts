/** Major paper: Database Management Systems, for Computer Science and IT programmes. */
import type { PaperContent } from '../types.js';

export const DATABASE_MANAGEMENT_SYSTEMS: PaperContent = {
  type: 'Major',
  title: 'Database Management Systems',
  language: 'English',
  description:
    'Storing, querying and protecting data with a relational database. Covers the relational model, SQL for defining and querying tables, and normalisation to remove redundancy, using a college admissions database as the running example.',
  rating: 4.5,
  modules: [
    {
      title: 'Database Concepts and the Relational Model',
      description:
        'Why organisations use a database management system instead of loose files, and how the relational model represents data as tables of rows and columns. Keys, relationships and the entity-relationship diagram are introduced.',
      duration: '1 hr 10 min',
      video: {
        url: 'https://www.youtube.com/watch?v=ztHopE5Wnpc',
        title: 'Database Design Course - Learn how to design and plan a database for beginners',
        instructor: 'Caleb Curry',
        duration: '8 hr',
      },
      glossary: [
        {
          term: 'Database management system',
          meaning:
            'software that stores, retrieves and manages data while enforcing security, integrity and safe concurrent access',
        },
        {
          term: 'Relation',
          meaning: "in Codd's model of data, a table of rows and columns describing one kind of thing",
        },
        { term: 'Tuple', meaning: 'a single row of a table, representing one record' },
        { term: 'Attribute', meaning: 'a named column of a table, describing one property of each record' },
        {
          term: 'Primary key',
          meaning: 'a column or set of columns whose value uniquely identifies each row of a table',
        },
        {
          term: 'Foreign key',
          meaning:
            'a column whose values must match identifying values of rows in another table, linking the two tables',
        },
        {
          term: 'Candidate key',
          meaning:
            'any minimal set of columns able to identify rows uniquely, from which the main identifier is chosen',
        },
        {
          term: 'Entity-relationship diagram',
          meaning: 'a diagram of the things to be stored, their properties and how they are connected to each other',
        },
        { term: 'Schema', meaning: 'the overall logical design of a database, such as its tables and their columns' },
        { term: 'Data redundancy', meaning: 'the same piece of information stored in more than one place' },
      ],
    },
    {
      title: 'Structured Query Language',
      description:
        'SQL is the standard language of relational databases. Tables are created, rows are inserted and updated, and SELECT queries are written with filtering, sorting, grouping and joins.',
      duration: '1 hr 40 min',
      video: {
        url: 'https://youtu.be/HXV3zeQKqGY',
        title: 'SQL Tutorial - Full Database Course for Beginners',
        instructor: 'Mike Dane',
        duration: '4 hr 20 min',
      },
      glossary: [
        { term: 'SELECT', meaning: 'the SQL command that retrieves rows and columns from one or more tables' },
        { term: 'WHERE clause', meaning: 'the part of a query that filters individual rows using a condition' },
        { term: 'ORDER BY', meaning: 'the clause that sorts the rows of a query result' },
        {
          term: 'GROUP BY',
          meaning:
            'the clause that collects rows with equal values so that aggregates can be computed for each collection',
        },
        { term: 'HAVING clause', meaning: 'the clause that filters groups after aggregation' },
        {
          term: 'INNER JOIN',
          meaning:
            'an operation that combines rows from two tables where the join condition matches, dropping rows without a match',
        },
        {
          term: 'LEFT JOIN',
          meaning:
            "an operation that keeps every row of the first table, filling the second table's columns with NULL where nothing matches",
        },
        {
          term: 'Data Definition Language',
          meaning: 'the part of SQL that creates and changes structures, with commands such as CREATE, ALTER and DROP',
        },
        {
          term: 'Data Manipulation Language',
          meaning: 'the part of SQL that changes stored rows, with commands such as INSERT, UPDATE and DELETE',
        },
        {
          term: 'Aggregate function',
          meaning: 'a function such as COUNT, SUM or AVG that computes one value from many rows',
        },
      ],
    },
    {
      title: 'Normalisation',
      description:
        'Normalisation reorganises tables so that each fact is stored once, removing the update, insertion and deletion anomalies that redundant data causes. Functional dependencies lead through the first three normal forms to Boyce-Codd normal form.',
      duration: null,
      video: {
        url: 'https://www.youtube.com/watch?v=GFQaEYEc8_8',
        title: 'Learn Database Normalization - 1NF, 2NF, 3NF, 4NF, 5NF',
        instructor: 'Decomplexify',
        duration: null,
      },
      glossary: [
        {
          term: 'Functional dependency',
          meaning: 'a constraint in which the value of one set of columns determines the value of another column',
        },
        {
          term: 'First normal form (1NF)',
          meaning: 'every column holds a single atomic value and there are no repeating groups',
        },
        {
          term: 'Second normal form (2NF)',
          meaning: 'already in 1NF, and no non-key column depends on only part of a composite key',
        },
        {
          term: 'Third normal form (3NF)',
          meaning: 'already in 2NF, and no non-key column depends on another non-key column',
        },
        {
          term: 'Boyce-Codd normal form (BCNF)',
          meaning: 'every determinant of a functional dependency in the table is a candidate key',
        },
        {
          term: 'Update anomaly',
          meaning:
            'an inconsistency that appears when a fact stored in several rows is changed in some of them but not all',
        },
        {
          term: 'Insertion anomaly',
          meaning: 'being unable to record one fact without also recording an unrelated fact',
        },
        {
          term: 'Deletion anomaly',
          meaning: 'the unintended loss of one fact when a row is removed to delete a different fact',
        },
        {
          term: 'Transitive dependency',
          meaning: 'a dependency in which a non-key column depends on the key only through another non-key column',
        },
        { term: 'Composite key', meaning: 'a primary key made up of two or more columns' },
      ],
    },
  ],
};
