/**
 * Leaderboard totals per student and period bucket ('all', '2026-11', '2026-W47'),
 * updated in the same transaction that grades an attempt, so reading a leaderboard is an
 * indexed range scan instead of an aggregate over every result.
 */
import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('leaderboard_totals')
    .addColumn('period_key', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('score_hundredths', 'integer', (c) => c.notNull())
    .addColumn('tests', 'integer', (c) => c.notNull())
    /** When the student reached this total: ties go to whoever got there first. */
    .addColumn('reached_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('leaderboard_totals_pk', ['period_key', 'user_id'])
    .execute();
  await db.schema
    .createIndex('leaderboard_totals_rank_idx')
    .on('leaderboard_totals')
    .columns(['period_key', 'score_hundredths desc', 'reached_at', 'user_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('leaderboard_totals').ifExists().execute();
}
