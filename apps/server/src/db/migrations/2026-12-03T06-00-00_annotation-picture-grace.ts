/**
 * A stamp's or signature's picture that no annotation uses is kept a while rather than removed at
 * once, so a deleted stamp brought back by undo finds its picture still there; the maintenance
 * sweep removes it once it has gone unused long enough. `unused_since` (epoch ms) says since when
 * nothing uses it; null while an annotation does. Pictures already here that no annotation uses
 * were uploaded and never placed: unused since their upload.
 */
import { type Kysely, sql } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any */
type Db = Kysely<any>;

export async function up(db: Db): Promise<void> {
  await db.schema.alterTable('note_annotation_images').addColumn('unused_since', 'bigint').execute();
  await sql`update note_annotation_images set unused_since = created_at
    where not exists (select 1 from note_annotations where note_annotations.image_id = note_annotation_images.id)`.execute(
    db,
  );
  // The sweep's "unused for longer than the grace period".
  await db.schema
    .createIndex('note_annotation_images_unused_idx')
    .on('note_annotation_images')
    .column('unused_since')
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropIndex('note_annotation_images_unused_idx').execute();
  await db.schema.alterTable('note_annotation_images').dropColumn('unused_since').execute();
}
