/**
 * What a student's data export holds, table by table: every table that holds a student's data
 * (`userLinkedTables`, db/user-linked-tables.ts) has one entry here, naming the JSON file it goes
 * to, what that file is (README.txt quotes it), how the student's rows are found (the foreign keys
 * from the table to users.id) and which columns are left out, and why. A column not left out is
 * exported as stored, so a column added later is in the export without anyone listing it.
 * personal-data-export.test.ts fails on a user-linked table missing here.
 *
 * Names are the database's (snake_case), as userLinkedTables reports them.
 */

/** One foreign key on the way to the student: `column` of the table reached so far holds `table.id`. */
export interface LinkStep {
  column: string;
  table: string;
}

export interface ExportedTable {
  table: string;
  /** The file inside the ZIP (under `data/`). */
  file: string;
  /** What the file is, in plain English, for README.txt. */
  about: string;
  /**
   * The ways from this table's rows to the student, each a chain of foreign keys ending at users
   * (a row is theirs when any way leads to them). Empty for the users table itself (their own row).
   */
  ways: LinkStep[][];
  /** Columns never exported, each with the reason. */
  leftOut?: Record<string, string>;
  /** Columns kept but shortened; today only a web push endpoint, of which the host is kept. */
  hostOnly?: string[];
  /**
   * Rows that name one of the student's records by kind and id rather than by a foreign key (the
   * audit log's entity_type and entity_id): `kind` is the value of `kindColumn`, and `idColumn`
   * holds the id of a row of `table` that is theirs (found by its user_id; `users` is themselves).
   */
  mentions?: { kindColumn: string; idColumn: string; kinds: { kind: string; table: string }[] };
  /** Columns naming a stored file (stored_files.id) the student uploaded: the file goes under `files/`. */
  uploadedFiles?: string[];
}

const toUser = (column = 'user_id'): LinkStep => ({ column, table: 'users' });
const direct = (column = 'user_id'): LinkStep[] => [toUser(column)];
const through = (column: string, table: string, userColumn = 'user_id'): LinkStep[] => [
  { column, table },
  toUser(userColumn),
];

const STAFF_REFERENCE =
  "names the staff member who acted on it; a staff member's own export does not list other people's records for it";

export const PERSONAL_DATA_MAP: readonly ExportedTable[] = [
  {
    table: 'users',
    file: 'profile.json',
    about: 'Your profile: name, phone, email, college, department, course, semester, language and when you joined.',
    ways: [],
  },
  {
    table: 'sessions',
    file: 'sessions.json',
    about:
      'Your logins: the device each was made on (such as "Chrome on Android"), when each started, when it was last used, and when it ends or was ended.',
    ways: [direct()],
    leftOut: { token_hash: 'a secret that proves a login; never shown to anyone' },
  },
  {
    table: 'enrollments',
    file: 'enrollments.json',
    about: 'The papers and modules you are enrolled in, how (an order, staff or the demo) and when.',
    ways: [direct()],
    leftOut: { granted_by_user_id: STAFF_REFERENCE },
  },
  {
    table: 'cart_items',
    file: 'cart.json',
    about: 'What is in your cart.',
    ways: [direct()],
  },
  {
    table: 'orders',
    file: 'orders.json',
    about: 'Your orders: amount, how you paid, the payment provider’s references and what happened to each.',
    ways: [direct()],
    leftOut: { decided_by_user_id: STAFF_REFERENCE },
  },
  {
    table: 'order_items',
    file: 'order-items.json',
    about: 'What each of your orders bought, at what price.',
    ways: [through('order_id', 'orders')],
  },
  {
    table: 'payment_events',
    file: 'payment-events.json',
    about: 'Messages the payment provider sent about your orders.',
    ways: [through('order_id', 'orders')],
  },
  {
    table: 'attempts',
    file: 'test-attempts.json',
    about: 'Your mock test attempts: when each started and finished, and the score.',
    ways: [direct()],
  },
  {
    table: 'attempt_answers',
    file: 'test-answers.json',
    about: 'Your answer to each question of your mock test attempts, and the time you spent on it.',
    ways: [through('attempt_id', 'attempts')],
  },
  {
    table: 'practice_answers',
    file: 'practice-answers.json',
    about: 'Your answers in practice, and whether each was right.',
    ways: [direct()],
  },
  {
    table: 'practice_mastery',
    file: 'practice-mastery.json',
    about: 'How often you answered each practice question right, and when you mastered it.',
    ways: [direct()],
  },
  {
    table: 'leaderboard_totals',
    file: 'leaderboard.json',
    about: 'Your leaderboard totals for each period.',
    ways: [direct()],
  },
  {
    table: 'saved_items',
    file: 'saved.json',
    about: 'The papers, modules and classes you saved.',
    ways: [direct()],
  },
  {
    table: 'module_progress',
    file: 'module-progress.json',
    about: 'Your progress in each module: notes opened, classes finished.',
    ways: [direct()],
  },
  {
    table: 'note_readings',
    file: 'note-readings.json',
    about: 'The notes you read and the page you were on.',
    ways: [direct()],
  },
  {
    table: 'note_pages_seen',
    file: 'note-pages-seen.json',
    about: 'The pages of each note you have seen.',
    ways: [direct()],
  },
  {
    table: 'note_bookmarks',
    file: 'note-bookmarks.json',
    about: 'Your bookmarks in notes.',
    ways: [direct()],
  },
  {
    table: 'note_annotations',
    file: 'note-annotations.json',
    about: 'Your highlights, text, drawings, stamps and signatures on notes.',
    ways: [direct()],
  },
  {
    table: 'note_annotation_images',
    file: 'note-annotation-pictures.json',
    about: 'The pictures you placed on notes as stamps or signatures (the pictures themselves are in files/).',
    ways: [direct()],
    uploadedFiles: ['file_id'],
  },
  {
    table: 'doubts',
    file: 'doubts.json',
    about: 'The doubts you asked (the pictures you attached are in files/).',
    ways: [direct()],
    uploadedFiles: ['image_file_id'],
  },
  {
    table: 'doubt_messages',
    file: 'doubt-messages.json',
    about: 'The messages in your doubts: yours and your tutors’ answers.',
    ways: [through('doubt_id', 'doubts'), direct('author_user_id')],
  },
  {
    table: 'feedback',
    file: 'feedback.json',
    about: 'The issues and ratings you sent (files you attached are in files/).',
    ways: [direct()],
    leftOut: { closed_by_user_id: STAFF_REFERENCE },
    uploadedFiles: ['file_id'],
  },
  {
    table: 'assistant_conversations',
    file: 'assistant-conversations.json',
    about: 'Your conversations with the study assistant.',
    ways: [direct()],
  },
  {
    table: 'assistant_messages',
    file: 'assistant-messages.json',
    about: 'Your questions to the study assistant and its answers.',
    ways: [through('conversation_id', 'assistant_conversations')],
  },
  {
    table: 'announcements',
    file: 'notices-to-you.json',
    about: 'Notices sent to you alone (such as an answer to your doubt), and notices you wrote if you are staff.',
    ways: [direct('recipient_user_id'), direct('created_by_user_id')],
  },
  {
    table: 'announcement_reads',
    file: 'notices-read.json',
    about: 'Which notices you have read, and when.',
    ways: [direct()],
  },
  {
    table: 'event_registrations',
    file: 'event-registrations.json',
    about: 'The events you registered for.',
    ways: [direct()],
  },
  {
    table: 'push_subscriptions',
    file: 'push-subscriptions.json',
    about: 'The browsers you allowed to show notifications (only the push service’s address is given).',
    ways: [direct()],
    leftOut: {
      p256dh: "the browser's key for encrypting notifications; a secret of that browser",
      auth: "the browser's secret for notifications",
    },
    hostOnly: ['endpoint'],
  },
  {
    table: 'delivery_failures',
    file: 'delivery-failures.json',
    about: 'Messages to you that did not arrive (a login code, a notification), and why.',
    ways: [direct()],
  },
  {
    table: 'audit_log',
    file: 'audit-log.json',
    about:
      'Entries in the audit log by you (your data requests; if you are staff, your changes) and about you, your orders, enrollments, doubts and feedback.',
    ways: [direct('actor_user_id')],
    mentions: {
      kindColumn: 'entity_type',
      idColumn: 'entity_id',
      kinds: [
        { kind: 'user', table: 'users' },
        { kind: 'order', table: 'orders' },
        { kind: 'enrollment', table: 'enrollments' },
        { kind: 'doubt', table: 'doubts' },
        { kind: 'feedback', table: 'feedback' },
        { kind: 'data_export', table: 'data_exports' },
        { kind: 'grievance', table: 'grievances' },
      ],
    },
  },
  {
    table: 'data_exports',
    file: 'data-exports.json',
    about: 'Your requests for a copy of your data, this one included.',
    ways: [direct()],
    leftOut: { storage_key: 'where the file is kept on the server; of no use outside it' },
  },
  {
    table: 'grievances',
    file: 'grievances.json',
    about: 'The grievances you filed about your data: number, subject, what you wrote, status and due date.',
    ways: [direct()],
  },
  {
    table: 'grievance_replies',
    file: 'grievance-replies.json',
    about: 'The replies to your grievances, and replies you wrote if you are staff.',
    ways: [through('grievance_id', 'grievances'), direct('author_user_id')],
  },
  {
    table: 'inactive_account_notices',
    file: 'inactive-account-notices.json',
    about: 'When we told you by SMS that your unused account would be deleted, if we did.',
    ways: [direct()],
  },
  {
    table: 'account_activity',
    file: 'account-activity.json',
    about: 'When you last used the app (kept after old logins are cleared, to tell an unused account).',
    ways: [direct()],
  },
  {
    table: 'erasure_requests',
    file: 'account-deletion.json',
    about:
      'If you asked to delete your account: when you asked and when it is due (logging in before then cancels it).',
    ways: [direct()],
  },
  {
    table: 'consent_records',
    file: 'consents.json',
    about:
      'Every agreement to the privacy notice (its version and when) and every optional choice you gave or withdrew.',
    ways: [direct()],
  },
  {
    table: 'consent_choices',
    file: 'consent-choices.json',
    about: 'Your optional choices as they stand now (notifications, your name on leaderboards, marketing SMS).',
    ways: [direct()],
  },
  {
    table: 'parental_consents',
    file: 'parental-consent.json',
    about:
      "If you signed up under 18: your parent's phone number and when they agreed, or the college's exemption it relied on.",
    ways: [direct()],
  },
];

/** The entry for a table, or undefined when it has none. */
export function exportEntryOf(table: string): ExportedTable | undefined {
  return PERSONAL_DATA_MAP.find((entry) => entry.table === table);
}
