/**
 * The upgrade test (scripts/upgrade/) compares each read of the previous release with the same read
 * after the upgrade: every field it had must still be there with the same value; new fields are
 * welcome. Proved here on the kinds of change a migration or a new release could bring.
 */
import { describe, expect, it } from 'vitest';
import { differences } from '../scripts/upgrade/journey.js';

const before = {
  id: 7,
  status: 'answered',
  paidAt: null,
  lines: [{ paperId: 3, pricePaise: 24900 }],
  result: { score: 2.5, correct: 3 },
};

describe('differences between a read before and after an upgrade', () => {
  it('finds none when the read is the same, or only gained fields', () => {
    expect(differences(before, structuredClone(before))).toEqual([]);
    expect(differences(before, { ...before, closedAt: null, result: { ...before.result, rank: 1 } })).toEqual([]);
  });

  it('names a field that is gone, one with another value, and null turned into a value', () => {
    const { status: _status, ...withoutStatus } = before;
    expect(differences(before, withoutStatus, '/api/doubts/7')).toEqual([
      '/api/doubts/7.status: gone (was "answered")',
    ]);
    expect(differences(before, { ...before, result: { score: 0, correct: 3 } })).toEqual([
      '.result.score: was 2.5, now 0',
    ]);
    expect(differences(before, { ...before, paidAt: 0 })).toEqual(['.paidAt: was null, now 0']);
  });

  it('names a list that lost or gained an entry, and a changed entry by its place', () => {
    expect(differences(before, { ...before, lines: [] })).toEqual(['.lines: had 1 entries, now 0']);
    expect(differences(before, { ...before, lines: [...before.lines, { paperId: 4 }] })).toEqual([
      '.lines: had 1 entries, now 2',
    ]);
    expect(differences(before, { ...before, lines: [{ paperId: 4, pricePaise: 24900 }] })).toEqual([
      '.lines[0].paperId: was 3, now 4',
    ]);
  });

  it('names a value whose kind changed', () => {
    expect(differences(before, { ...before, lines: { 0: before.lines[0] } })).toEqual([
      '.lines: was a list, now {"0":{"paperId":3,"pricePaise":24900}}',
    ]);
    expect(differences(before, { ...before, result: null })).toEqual(['.result: was an object, now null']);
    expect(differences(before, { ...before, id: '7' })).toEqual(['.id: was 7, now "7"']);
  });
});
