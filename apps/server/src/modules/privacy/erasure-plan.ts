/**
 * What erasing a student's account (DPDP Act 2023, s. 12) does to every table that holds a row
 * linked to them, in the order it is done (a child before its parent). The sweep runs these steps
 * in one transaction a student (erasure.repository.ts); `erasure.test.ts` fails when a table that
 * references users (directly or through another table) is missing here.
 *
 * The users row stays, anonymised ("Deleted student", no phone, email, college or picture), as
 * the tombstone the records kept by law still point at: paid and refunded orders with their items
 * and payment events (GST: invoices kept 8 years), test statistics and leaderboard totals (no
 * name once the row is anonymised). Its phone is freed, so the number can sign up again.
 *
 * Staff-authored rows that merely name the student as actor or subject (audit log actor, granted
 * by, decided by, closed by, a tutor's answer to a doubt) are not the student's to erase and stay;
 * what the student wrote (doubt messages, feedback, assistant questions) goes.
 */

/** Which rows of a table belong to the student: `column` holds their id, or a `parent` row's id that does. */
export interface RowMatch {
  column: string;
  /** The rows' `column` is the id of a row of `parent.table` whose match is `parent`. */
  parent?: { table: string } & RowMatch;
  /** Only rows whose `column` is one of `values` (a status, an author flag). */
  only?: { column: string; values: readonly (string | number)[] };
  /** Only rows whose `column` is not one of `values`. */
  except?: { column: string; values: readonly (string | number)[] };
}

/** A column's new value: a constant, or one made from the student's id and the moment of erasure. */
export type AnonymousValue = string | number | null | ((userId: number, now: number) => string | number | null);

export type ErasureStep = {
  table: string;
  match: RowMatch;
  /** Why: read by people (the privacy notice, a reviewer); required for every step. */
  reason: string;
  /** Columns holding `stored_files` ids the student uploaded: those files are removed from storage too. */
  files?: readonly string[];
  /** Columns holding a storage key itself (a file kept outside `stored_files`): removed from storage too. */
  storageKeys?: readonly string[];
} & (
  { action: 'delete' } | { action: 'anonymise'; set: Readonly<Record<string, AnonymousValue>> } | { action: 'keep' }
);

/** Order statuses that are tax records (an invoice, or its credit note). */
export const TAX_RECORD_ORDER_STATUSES = ['paid', 'refunded'] as const;

const own = { column: 'user_id' } as const;
const ownOrders = { column: 'order_id', parent: { table: 'orders', ...own } } as const;

export const ERASURE_PLAN: readonly ErasureStep[] = [
  { table: 'sessions', match: own, action: 'delete', reason: 'Logins of the account.' },
  { table: 'erasure_requests', match: own, action: 'delete', reason: 'The request is carried out.' },
  {
    table: 'data_exports',
    match: own,
    action: 'delete',
    storageKeys: ['storage_key'],
    reason: 'Copies of the student’s data asked for, with any ZIP not yet downloaded.',
  },
  {
    table: 'grievance_replies',
    match: { column: 'grievance_id', parent: { table: 'grievances', ...own } },
    action: 'delete',
    reason: 'Replies to the student’s grievances go with them.',
  },
  { table: 'grievances', match: own, action: 'delete', reason: 'What the student wrote about their data.' },
  {
    table: 'grievance_replies',
    match: { column: 'author_user_id' },
    action: 'keep',
    reason: 'Staff replies to other students’ grievances: the author is named, the record is not about them.',
  },
  { table: 'inactive_account_notices', match: own, action: 'delete', reason: 'The account is gone.' },
  { table: 'account_activity', match: own, action: 'delete', reason: 'The account is gone.' },
  { table: 'consent_choices', match: own, action: 'delete', reason: 'Choices for processing that has ended.' },
  {
    table: 'consent_records',
    match: own,
    action: 'delete',
    reason: 'Consent is proof for processing that has ended with the account.',
  },
  {
    table: 'parental_consents',
    match: own,
    action: 'delete',
    reason: "A parent's phone number and consent for an account that no longer exists.",
  },
  { table: 'cart_items', match: own, action: 'delete', reason: 'A cart not bought.' },
  { table: 'saved_items', match: own, action: 'delete', reason: 'Personal bookmarks.' },
  { table: 'module_progress', match: own, action: 'delete', reason: 'Study progress.' },
  { table: 'note_readings', match: own, action: 'delete', reason: 'Study progress.' },
  { table: 'note_pages_seen', match: own, action: 'delete', reason: 'Study progress.' },
  { table: 'note_bookmarks', match: own, action: 'delete', reason: 'Personal bookmarks.' },
  { table: 'note_annotations', match: own, action: 'delete', reason: "The student's own notes on a note." },
  {
    table: 'note_annotation_images',
    match: own,
    action: 'delete',
    files: ['file_id'],
    reason: 'Stamp and signature pictures the student uploaded.',
  },
  { table: 'practice_answers', match: own, action: 'delete', reason: 'Practice answers (no statistics read them).' },
  { table: 'practice_mastery', match: own, action: 'delete', reason: 'Practice progress.' },
  { table: 'push_subscriptions', match: own, action: 'delete', reason: "The student's browsers." },
  { table: 'announcement_reads', match: own, action: 'delete', reason: 'What the student read.' },
  { table: 'event_registrations', match: own, action: 'delete', reason: 'Registrations for events.' },
  {
    table: 'announcement_reads',
    match: { column: 'announcement_id', parent: { table: 'announcements', column: 'recipient_user_id' } },
    action: 'delete',
    reason: 'Reads of the notices addressed to the student alone (deleted below).',
  },
  {
    table: 'event_registrations',
    match: { column: 'announcement_id', parent: { table: 'announcements', column: 'recipient_user_id' } },
    action: 'delete',
    reason: 'Registrations for the notices addressed to the student alone (deleted below).',
  },
  {
    table: 'announcements',
    match: { column: 'recipient_user_id' },
    action: 'delete',
    reason: 'Notices addressed to the student alone ("your doubt was answered").',
  },
  {
    table: 'announcements',
    match: { column: 'created_by_user_id' },
    action: 'keep',
    reason: 'Staff-authored notices; the author is an actor, not the subject.',
  },
  {
    table: 'assistant_messages',
    match: { column: 'conversation_id', parent: { table: 'assistant_conversations', ...own } },
    action: 'delete',
    reason: "The student's questions to the study assistant and its answers.",
  },
  { table: 'assistant_conversations', match: own, action: 'delete', reason: 'Conversation titles are questions.' },
  {
    table: 'doubt_messages',
    match: { column: 'doubt_id', parent: { table: 'doubts', ...own }, only: { column: 'from_tutor', values: [0] } },
    action: 'delete',
    reason: 'What the student wrote in their doubts.',
  },
  {
    table: 'doubt_messages',
    match: { column: 'doubt_id', parent: { table: 'doubts', ...own }, only: { column: 'from_tutor', values: [1] } },
    action: 'keep',
    reason: "A tutor's answer is staff-authored, kept on the anonymised doubt.",
  },
  {
    table: 'doubt_messages',
    match: { column: 'author_user_id', only: { column: 'from_tutor', values: [1] } },
    action: 'keep',
    reason: 'Answers written as a tutor: the author is an actor.',
  },
  {
    table: 'doubts',
    match: own,
    action: 'anonymise',
    set: { image_file_id: null },
    files: ['image_file_id'],
    reason: 'Kept without its picture (removed) for the tutor answers on it; no text of the student stays.',
  },
  {
    table: 'feedback',
    match: own,
    action: 'delete',
    files: ['file_id'],
    reason: "The student's feedback texts and screenshots.",
  },
  {
    table: 'feedback',
    match: { column: 'closed_by_user_id' },
    action: 'keep',
    reason: 'Closed by staff: an actor.',
  },
  {
    table: 'delivery_failures',
    match: own,
    action: 'delete',
    reason: 'Failed messages to the student (masked phone).',
  },
  {
    table: 'enrollments',
    match: own,
    action: 'delete',
    reason: 'Access of an account no one can use again; the paid orders are the record of the sale.',
  },
  {
    table: 'enrollments',
    match: { column: 'granted_by_user_id' },
    action: 'keep',
    reason: 'Granted by staff: an actor.',
  },
  {
    table: 'order_items',
    match: {
      ...ownOrders,
      parent: { ...ownOrders.parent, except: { column: 'status', values: TAX_RECORD_ORDER_STATUSES } },
    },
    action: 'delete',
    reason: 'Lines of orders never paid: no tax record.',
  },
  {
    table: 'payment_events',
    match: {
      ...ownOrders,
      parent: { ...ownOrders.parent, except: { column: 'status', values: TAX_RECORD_ORDER_STATUSES } },
    },
    action: 'delete',
    reason: 'Gateway events of orders never paid: no tax record.',
  },
  {
    table: 'orders',
    match: { ...own, except: { column: 'status', values: TAX_RECORD_ORDER_STATUSES } },
    action: 'delete',
    reason: 'Orders never paid (or cancelled, failed): no tax record.',
  },
  {
    table: 'order_items',
    match: {
      ...ownOrders,
      parent: { ...ownOrders.parent, only: { column: 'status', values: TAX_RECORD_ORDER_STATUSES } },
    },
    action: 'keep',
    reason: 'Lines of a paid or refunded order: GST records, kept 8 years (they hold titles and prices only).',
  },
  {
    table: 'payment_events',
    match: {
      ...ownOrders,
      parent: { ...ownOrders.parent, only: { column: 'status', values: TAX_RECORD_ORDER_STATUSES } },
    },
    action: 'keep',
    reason: 'Gateway events of a paid or refunded order: GST records, kept 8 years.',
  },
  {
    table: 'orders',
    match: { ...own, only: { column: 'status', values: TAX_RECORD_ORDER_STATUSES } },
    action: 'keep',
    reason: 'Paid or refunded orders: GST records, kept 8 years, pseudonymised by the anonymised users row.',
  },
  {
    table: 'orders',
    match: { column: 'decided_by_user_id' },
    action: 'keep',
    reason: 'Decided by staff: an actor.',
  },
  {
    table: 'attempt_answers',
    match: { column: 'attempt_id', parent: { table: 'attempts', ...own } },
    action: 'keep',
    reason: "Test statistics (options chosen, no text); the tests' reports count them.",
  },
  {
    table: 'attempts',
    match: own,
    action: 'keep',
    reason: 'Test statistics (scores, times); without a name once the users row is anonymised.',
  },
  {
    table: 'leaderboard_totals',
    match: own,
    action: 'keep',
    reason: 'Leaderboard totals; shown as "Deleted student" once the users row is anonymised.',
  },
  {
    table: 'audit_log',
    match: { column: 'entity_id', only: { column: 'entity_type', values: ['user'] } },
    action: 'anonymise',
    set: { before_json: null, after_json: null },
    reason: "Staff changes to the student's account: that a change was made stays, the values (an email) go.",
  },
  {
    table: 'audit_log',
    match: { column: 'actor_user_id' },
    action: 'keep',
    reason: 'Staff writes: the actor is named, the record is not about them.',
  },
  {
    table: 'users',
    match: { column: 'id' },
    action: 'anonymise',
    set: {
      name: 'Deleted student',
      country_code: '',
      // Unique per account (the phone is a unique key) and never a phone number: the number is free to sign up again.
      phone: (userId) => `erased-${userId}`,
      email: '',
      college_name: '',
      college_id: null,
      department_id: null,
      course_id: null,
      semester: null,
      profile_image_url: null,
      language: 'en',
      updated_at: (_userId, now) => now,
      erased_at: (_userId, now) => now,
    },
    reason: 'The tombstone the kept records point at; nothing in it says who the student was.',
  },
];

/** Every table the plan says something about. */
export function tablesInErasurePlan(): Set<string> {
  return new Set(ERASURE_PLAN.map((step) => step.table));
}
