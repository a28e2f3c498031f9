/**
 * A question may have one picture (a diagram, a circuit, a map): the address of a picture
 * uploaded in the console. Like the text, it belongs to the question's revision, so an edit that
 * changes the picture is a new row and a taken test keeps the picture its student saw.
 */
import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any */
type Db = Kysely<any>;

export async function up(db: Db): Promise<void> {
  await db.schema.alterTable('questions').addColumn('image_url', 'text').execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.alterTable('questions').dropColumn('image_url').execute();
}
