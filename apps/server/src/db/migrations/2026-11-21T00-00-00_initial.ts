/**
 * The whole data model of the product, written once in the subset of SQL that both
 * SQLite and PostgreSQL accept. Frozen: later changes go in new migration files.
 */
import { type CreateTableBuilder, type Kysely, PostgresAdapter, sql } from 'kysely';

// Kysely<any> is the documented type for migrations: they must not depend on today's schema types.
/* eslint-disable @typescript-eslint/no-explicit-any */
type Db = Kysely<any>;

function isPostgres(db: Db): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** An auto-increment integer key: identity on PostgreSQL, rowid alias on SQLite. */
function withId<T extends string>(db: Db, table: CreateTableBuilder<T, never>): CreateTableBuilder<T, 'id'> {
  return isPostgres(db)
    ? table.addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}

function create(db: Db, name: string) {
  return withId(db, db.schema.createTable(name));
}

export async function up(db: Db): Promise<void> {
  await create(db, 'departments')
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .execute();

  await create(db, 'courses')
    .addColumn('department_id', 'integer', (c) => c.notNull().references('departments.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addUniqueConstraint('courses_department_title_unique', ['department_id', 'title'])
    .execute();

  await create(db, 'colleges')
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .execute();
  // 'Farook College' and 'FAROOK COLLEGE' are one college.
  await db.schema
    .createIndex('colleges_name_lower_unique')
    .on('colleges')
    .unique()
    .expression(sql`lower(name)`)
    .execute();

  await create(db, 'users')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('country_code', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('college_name', 'text', (c) => c.notNull())
    .addColumn('department_id', 'integer', (c) => c.references('departments.id').onDelete('set null'))
    .addColumn('course_id', 'integer', (c) => c.references('courses.id').onDelete('set null'))
    .addColumn('semester', 'integer', (c) => c.check(sql`semester between 1 and 8`))
    .addColumn('role', 'text', (c) =>
      c
        .notNull()
        .defaultTo('student')
        .check(sql`role in ('student', 'admin')`),
    )
    .addColumn('profile_image_url', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('users_phone_unique', ['country_code', 'phone'])
    .execute();

  await create(db, 'sessions')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('last_seen_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('revoked_at', 'bigint')
    .execute();
  await db.schema.createIndex('sessions_user_idx').on('sessions').column('user_id').execute();

  await create(db, 'otp_challenges')
    .addColumn('country_code', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('failed_attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('consumed_at', 'bigint')
    .addColumn('retired_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('otp_challenges_phone_idx')
    .on('otp_challenges')
    .columns(['country_code', 'phone', 'created_at'])
    .execute();

  await create(db, 'stored_files')
    .addColumn('storage_key', 'text', (c) => c.notNull().unique())
    .addColumn('original_name', 'text', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('size_bytes', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await create(db, 'papers')
    .addColumn('type', 'text', (c) => c.notNull().check(sql`type in ('Major', 'Minor', 'Common', 'MDC')`))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('price_paise', 'integer', (c) => c.notNull().check(sql`price_paise >= 0`))
    .addColumn('rating', 'double precision', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`rating between 0 and 5`),
    )
    .addColumn('image_url', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('papers_type_idx').on('papers').column('type').execute();

  await create(db, 'modules')
    .addColumn('paper_id', 'integer', (c) => c.notNull().references('papers.id').onDelete('cascade'))
    .addColumn('number', 'integer', (c) => c.notNull().check(sql`number > 0`))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('duration', 'text')
    .addColumn('is_free_preview', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`is_free_preview in (0, 1)`),
    )
    .addColumn('thumbnail_url', 'text')
    .addUniqueConstraint('modules_paper_number_unique', ['paper_id', 'number'])
    .execute();

  await create(db, 'notes')
    .addColumn('module_id', 'integer', (c) => c.notNull().references('modules.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('file_id', 'integer', (c) => c.notNull().references('stored_files.id'))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('notes_module_idx').on('notes').column('module_id').execute();

  await create(db, 'audio_classes')
    .addColumn('module_id', 'integer', (c) => c.notNull().references('modules.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('file_id', 'integer', (c) => c.notNull().references('stored_files.id'))
    .addColumn('duration_seconds', 'integer')
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('audio_classes_module_idx').on('audio_classes').column('module_id').execute();

  await create(db, 'video_classes')
    .addColumn('module_id', 'integer', (c) => c.notNull().references('modules.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('tutorial_url', 'text', (c) => c.notNull())
    .addColumn('instructor', 'text', (c) => c.notNull())
    .addColumn('duration', 'text')
    .addColumn('thumbnail_url', 'text')
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('video_classes_module_idx').on('video_classes').column('module_id').execute();

  await create(db, 'quizzes')
    .addColumn('module_id', 'integer', (c) => c.notNull().references('modules.id').onDelete('cascade'))
    .addColumn('category', 'text', (c) => c.notNull().check(sql`category in ('weekly_challenge', 'special_exam')`))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('duration_seconds', 'integer', (c) => c.notNull().defaultTo(2100))
    .addColumn('max_marks', 'integer')
    .addUniqueConstraint('quizzes_module_category_unique', ['module_id', 'category'])
    .execute();

  await create(db, 'questions')
    .addColumn('quiz_id', 'integer', (c) => c.notNull().references('quizzes.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('options', 'text', (c) => c.notNull())
    .addColumn('correct_option', 'integer', (c) => c.notNull().check(sql`correct_option >= 0`))
    .addColumn('solution', 'text')
    .addColumn('is_deleted', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`is_deleted in (0, 1)`),
    )
    .execute();
  await db.schema.createIndex('questions_quiz_idx').on('questions').columns(['quiz_id', 'position']).execute();

  await create(db, 'attempts')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('quiz_id', 'integer', (c) => c.notNull().references('quizzes.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('open')
        .check(sql`status in ('open', 'finished')`),
    )
    .addColumn('started_at', 'bigint', (c) => c.notNull())
    .addColumn('deadline_at', 'bigint', (c) => c.notNull())
    .addColumn('finished_at', 'bigint')
    .addColumn('total_questions', 'integer')
    .addColumn('answered_questions', 'integer')
    .addColumn('correct_answers', 'integer')
    .addColumn('wrong_answers', 'integer')
    .addColumn('score_hundredths', 'integer')
    .addColumn('max_marks', 'integer')
    .addColumn('working_time_seconds', 'integer')
    // One attempt per student per test (the spec's card turns 'Completed').
    .addUniqueConstraint('attempts_user_quiz_unique', ['user_id', 'quiz_id'])
    .execute();
  await db.schema.createIndex('attempts_open_deadline_idx').on('attempts').columns(['status', 'deadline_at']).execute();
  await db.schema.createIndex('attempts_finished_idx').on('attempts').columns(['finished_at']).execute();

  await db.schema
    .createTable('attempt_answers')
    .addColumn('attempt_id', 'integer', (c) => c.notNull().references('attempts.id').onDelete('cascade'))
    .addColumn('question_id', 'integer', (c) => c.notNull().references('questions.id').onDelete('cascade'))
    .addColumn('chosen_option', 'integer')
    .addColumn('saved_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('attempt_answers_pk', ['attempt_id', 'question_id'])
    .execute();

  await create(db, 'cart_items')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('paper_id', 'integer', (c) => c.notNull().references('papers.id').onDelete('cascade'))
    .addColumn('added_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('cart_items_user_paper_unique', ['user_id', 'paper_id'])
    .execute();

  await create(db, 'orders')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('created')
        .check(sql`status in ('created', 'paid', 'failed')`),
    )
    .addColumn('amount_paise', 'integer', (c) => c.notNull().check(sql`amount_paise >= 0`))
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('provider_order_id', 'text', (c) => c.unique())
    .addColumn('provider_payment_id', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('paid_at', 'bigint')
    .execute();
  await db.schema.createIndex('orders_user_idx').on('orders').column('user_id').execute();

  await create(db, 'order_items')
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('paper_id', 'integer', (c) => c.notNull().references('papers.id'))
    .addColumn('price_paise', 'integer', (c) => c.notNull().check(sql`price_paise >= 0`))
    .addUniqueConstraint('order_items_order_paper_unique', ['order_id', 'paper_id'])
    .execute();

  await create(db, 'payment_events')
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('provider_event_id', 'text', (c) => c.notNull())
    .addColumn('received_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('payment_events_provider_event_unique', ['provider', 'provider_event_id'])
    .execute();

  await create(db, 'enrollments')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('paper_id', 'integer', (c) => c.notNull().references('papers.id').onDelete('cascade'))
    .addColumn('order_id', 'integer', (c) => c.references('orders.id').onDelete('set null'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('enrollments_user_paper_unique', ['user_id', 'paper_id'])
    .execute();

  await create(db, 'saved_items')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('category', 'text', (c) => c.notNull().check(sql`category in ('paper', 'module')`))
    .addColumn('item_id', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('saved_items_user_category_item_unique', ['user_id', 'category', 'item_id'])
    .execute();

  await db.schema
    .createTable('module_progress')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('module_id', 'integer', (c) => c.notNull().references('modules.id').onDelete('cascade'))
    .addColumn('note_opened_at', 'bigint')
    .addColumn('audio_completed_at', 'bigint')
    .addColumn('video_completed_at', 'bigint')
    .addColumn('progress', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`progress between 0 and 100`),
    )
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('module_progress_pk', ['user_id', 'module_id'])
    .execute();

  await create(db, 'announcements')
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('notification', 'event')`))
    .addColumn('topic', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('published_at', 'bigint', (c) => c.notNull())
    .addColumn('event_at', 'bigint')
    .execute();

  await create(db, 'doubts')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('module_id', 'integer', (c) => c.references('modules.id').onDelete('set null'))
    .addColumn('question', 'text', (c) => c.notNull())
    .addColumn('answer', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('answered_at', 'bigint')
    .execute();

  await create(db, 'feedback')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('issue', 'rating')`))
    .addColumn('issue_type', 'text')
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('rating', 'integer', (c) => c.check(sql`rating between 1 and 5`))
    .addColumn('file_id', 'integer', (c) => c.references('stored_files.id'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Db): Promise<void> {
  const tables = [
    'feedback',
    'doubts',
    'announcements',
    'module_progress',
    'saved_items',
    'enrollments',
    'payment_events',
    'order_items',
    'orders',
    'cart_items',
    'attempt_answers',
    'attempts',
    'questions',
    'quizzes',
    'video_classes',
    'audio_classes',
    'notes',
    'modules',
    'papers',
    'stored_files',
    'otp_challenges',
    'sessions',
    'users',
    'colleges',
    'courses',
    'departments',
  ];
  for (const table of tables) await db.schema.dropTable(table).ifExists().execute();
}
