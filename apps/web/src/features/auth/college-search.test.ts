import { describe, expect, it } from 'vitest';
import { filterColleges, findCollegeByName } from './college-search';

const colleges = [
  { id: 1, name: 'Farook College, Kozhikode' },
  { id: 2, name: 'MES College, Marampally' },
  { id: 3, name: 'Sree Narayana College, Kollam' },
];

describe('filterColleges', () => {
  it('matches any part of the name, ignoring case and outer spaces', () => {
    expect(filterColleges(colleges, '  COLLEGE, K ').map((college) => college.id)).toEqual([1, 3]);
    expect(filterColleges(colleges, 'mar').map((college) => college.id)).toEqual([2]);
  });

  it('lists everything for an empty query and nothing for no match', () => {
    expect(filterColleges(colleges, '')).toHaveLength(3);
    expect(filterColleges(colleges, 'zzz')).toEqual([]);
  });
});

describe('findCollegeByName', () => {
  it('finds only an exact name, ignoring case', () => {
    expect(findCollegeByName(colleges, ' mes college, marampally ')?.id).toBe(2);
    expect(findCollegeByName(colleges, 'MES College')).toBeUndefined();
  });
});
