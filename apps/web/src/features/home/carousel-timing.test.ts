import { describe, expect, it } from 'vitest';
import { HERO_SCROLL_DURATION, MODULE_SCROLL_DURATION } from './carousel-timing';

// Embla 8.6's ScrollBody.seek(), run at its fixed 60 steps per second with its base friction:
// velocity += displacement / duration; velocity *= 0.68; location += velocity.
const EMBLA_FRICTION = 0.68;
const STEP_MS = 1000 / 60;

/** Milliseconds until a scroll of `distance` px stays within 1 px of its target (when it looks done). */
function emblaScrollMs(duration: number, distance: number): number {
  let location = 0;
  let velocity = 0;
  let lastStepAway = 0;
  for (let step = 1; step <= 600; step += 1) {
    velocity += (distance - location) / duration;
    velocity *= EMBLA_FRICTION;
    location += velocity;
    if (Math.abs(distance - location) >= 1) lastStepAway = step;
  }
  return lastStepAway * STEP_MS;
}

describe('carousel timing', () => {
  it.each([343, 700, 1000])('slides a %d px hero in about 1.1 s', (width) => {
    const ms = emblaScrollMs(HERO_SCROLL_DURATION, width);
    expect(ms).toBeGreaterThanOrEqual(950);
    expect(ms).toBeLessThanOrEqual(1200);
  });

  it.each([250, 400, 600])('slides a %d px module card in about 0.5 s', (width) => {
    const ms = emblaScrollMs(MODULE_SCROLL_DURATION, width);
    expect(ms).toBeGreaterThanOrEqual(420);
    expect(ms).toBeLessThanOrEqual(580);
  });
});
