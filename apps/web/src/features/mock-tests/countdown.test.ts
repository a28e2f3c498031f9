import { describe, expect, it } from 'vitest';
import { measureClockOffset } from '../../lib/clock-offset';
import { formatCountdown, secondsLeft } from '../../lib/countdown';
import { isFinalMinute, minutesLeft } from './countdown';

describe('secondsLeft', () => {
  const deadlineAt = 1_000_000 + 2_100_000;

  it('counts down 2100 s from the start on a device in step with the server', () => {
    expect(secondsLeft(deadlineAt, 0, 1_000_000)).toBe(2100);
    expect(secondsLeft(deadlineAt, 0, 1_000_000 + 65_000)).toBe(2035);
  });

  it('corrects a device clock that runs ahead or behind', () => {
    // The device is 10 minutes ahead: the server's now is the device's now minus 600 s.
    const ahead = measureClockOffset(1_000_000, 1_600_000);
    expect(secondsLeft(deadlineAt, ahead, 1_600_000)).toBe(2100);
    const behind = measureClockOffset(1_000_000, 400_000);
    expect(secondsLeft(deadlineAt, behind, 400_000 + 100_000)).toBe(2000);
  });

  it('rounds a part second up and never goes below zero', () => {
    expect(secondsLeft(deadlineAt, 0, deadlineAt - 1)).toBe(1);
    expect(secondsLeft(deadlineAt, 0, deadlineAt)).toBe(0);
    expect(secondsLeft(deadlineAt, 0, deadlineAt + 5000)).toBe(0);
  });
});

describe('formatCountdown', () => {
  it('writes mm:ss', () => {
    expect(formatCountdown(2100)).toBe('35:00');
    expect(formatCountdown(61)).toBe('01:01');
    expect(formatCountdown(9)).toBe('00:09');
    expect(formatCountdown(-3)).toBe('00:00');
  });
});

describe('minutesLeft and isFinalMinute', () => {
  it('rounds minutes up', () => {
    expect(minutesLeft(2100)).toBe(35);
    expect(minutesLeft(61)).toBe(2);
    expect(minutesLeft(1)).toBe(1);
    expect(minutesLeft(0)).toBe(0);
  });

  it('flags the last minute only while time remains', () => {
    expect(isFinalMinute(61)).toBe(false);
    expect(isFinalMinute(60)).toBe(true);
    expect(isFinalMinute(0)).toBe(false);
  });
});
