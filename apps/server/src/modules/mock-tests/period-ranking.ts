/**
 * Everyone's standing in one leaderboard period as sorted columns, so the students ahead
 * of a total are found by binary search instead of counting the period's rows in the
 * database on every request (O(participants) each time). Order: more marks first, then
 * whoever reached that total first, then the lower user id.
 */
export interface RankedTotal {
  userId: number;
  scoreHundredths: number;
  reachedAt: number;
}

export class PeriodRanking {
  private readonly scores: Float64Array;
  private readonly reachedAts: Float64Array;
  private readonly userIds: Float64Array;
  private readonly positionOfUser = new Map<number, number>();

  /** `ranked` must already be in leaderboard order (the query sorts by the rank index). */
  constructor(ranked: readonly RankedTotal[]) {
    this.scores = new Float64Array(ranked.length);
    this.reachedAts = new Float64Array(ranked.length);
    this.userIds = new Float64Array(ranked.length);
    ranked.forEach((total, position) => {
      this.scores[position] = total.scoreHundredths;
      this.reachedAts[position] = total.reachedAt;
      this.userIds[position] = total.userId;
      this.positionOfUser.set(total.userId, position);
    });
  }

  get participants(): number {
    return this.scores.length;
  }

  private isAhead(position: number, total: RankedTotal): boolean {
    const score = this.scores[position] ?? 0;
    if (score !== total.scoreHundredths) return score > total.scoreHundredths;
    const reachedAt = this.reachedAts[position] ?? 0;
    if (reachedAt !== total.reachedAt) return reachedAt < total.reachedAt;
    return (this.userIds[position] ?? 0) < total.userId;
  }

  /**
   * Where a student's current total stands: their rank among everyone in this ranking, and
   * the participant count, counting them once whether or not the ranking already held an
   * older total of theirs.
   */
  standingOf(current: RankedTotal): { rank: number; participants: number } {
    let low = 0;
    let high = this.scores.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.isAhead(middle, current)) low = middle + 1;
      else high = middle;
    }
    const previous = this.positionOfUser.get(current.userId);
    const ahead = previous !== undefined && previous < low ? low - 1 : low;
    return { rank: ahead + 1, participants: this.participants + (previous === undefined ? 1 : 0) };
  }
}
