/**
 * Kysely table types. Columns are snake_case in the database and camelCase here
 * (CamelCasePlugin). Times are epoch milliseconds; flags are 0/1 integers so the
 * same values bind on SQLite and PostgreSQL.
 */
import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

type Id = Generated<number>;
type Flag = ColumnType<number, number | undefined, number>;
type EpochMs = number;

export interface DepartmentTable {
  id: Id;
  slug: string;
  name: string;
}

export interface CourseTable {
  id: Id;
  departmentId: number;
  title: string;
}

export interface CollegeTable {
  id: Id;
  name: string;
}

export type UserRole = 'student' | 'teacher' | 'admin';

export type AppLanguage = 'en' | 'ml';

export interface UserTable {
  id: Id;
  name: string;
  countryCode: string;
  phone: string;
  email: string;
  collegeName: string;
  /** The listed college, or null when the student typed a college that is not listed. */
  collegeId: ColumnType<number | null, number | null | undefined, number | null>;
  departmentId: number | null;
  courseId: number | null;
  semester: number | null;
  role: ColumnType<UserRole, UserRole | undefined, UserRole>;
  profileImageUrl: string | null;
  /** The app's language for this person; English until they choose. */
  language: ColumnType<AppLanguage, AppLanguage | undefined, AppLanguage>;
  createdAt: EpochMs;
  updatedAt: EpochMs;
  /** When the account was erased (its row kept as an anonymised tombstone); null while it is live. */
  erasedAt: ColumnType<EpochMs | null, EpochMs | null | undefined, EpochMs | null>;
}

export interface SessionTable {
  id: Id;
  userId: number;
  tokenHash: string;
  /**
   * "Chrome on Android", made at login from the User-Agent; null when it could not be told (and
   * for sessions started before labels). Never the raw User-Agent nor the IP address.
   */
  device: string | null;
  createdAt: EpochMs;
  lastSeenAt: EpochMs;
  expiresAt: EpochMs;
  revokedAt: EpochMs | null;
}

/** What an SMS code was sent for; a code passes only for its own purpose. */
export type CodePurpose = 'login' | 'parent_consent' | 'erasure' | 'phone_change' | 'email_change';

export interface OtpChallengeTable {
  id: Id;
  /** '' for a code sent to an email address. */
  countryCode: string;
  /** '' for a code sent to an email address. */
  phone: string;
  /** The address of a code sent by email; null for a code sent by SMS. */
  email: ColumnType<string | null, string | null | undefined, string | null>;
  purpose: ColumnType<CodePurpose, CodePurpose | undefined, CodePurpose>;
  codeHash: string;
  createdAt: EpochMs;
  expiresAt: EpochMs;
  failedAttempts: ColumnType<number, number | undefined, number>;
  consumedAt: EpochMs | null;
  retiredAt: EpochMs | null;
}

export interface StoredFileTable {
  id: Id;
  storageKey: string;
  originalName: string;
  contentType: string;
  sizeBytes: number;
  createdAt: EpochMs;
}

export type PaperType = 'Major' | 'Minor' | 'Common' | 'MDC';

/** Drafts are seen by staff only; archived papers stay open to the students enrolled in them. */
export type PaperStatus = 'draft' | 'published' | 'archived';

export interface PaperTable {
  id: Id;
  type: PaperType;
  title: string;
  language: string;
  description: string;
  pricePaise: number;
  /** The struck-through figure beside the price, when there is one. */
  listPricePaise: number | null;
  rating: number;
  imageUrl: string | null;
  /** An uploaded picture (`stored_files.id`); shown instead of `imageUrl` when set. */
  imageFileId: number | null;
  status: ColumnType<PaperStatus, PaperStatus | undefined, PaperStatus>;
  createdAt: EpochMs;
  updatedAt: EpochMs | null;
}

export interface ModuleTable {
  id: Id;
  paperId: number;
  number: number;
  title: string;
  description: string;
  /** One line staff write for the module's summary screen; null shows the title there instead. */
  summaryLine: string | null;
  duration: string | null;
  isFreePreview: Flag;
  thumbnailUrl: string | null;
  /** An uploaded thumbnail (`stored_files.id`); shown instead of `thumbnailUrl` when set. */
  thumbnailFileId: number | null;
  /** The Module-Based Plan's price for this module alone; null when it is sold only with its paper. */
  pricePaise: number | null;
  listPricePaise: number | null;
  archivedAt: EpochMs | null;
}

export interface NoteTable {
  id: Id;
  moduleId: number;
  title: string;
  description: string;
  fileId: number;
  position: number;
  archivedAt: EpochMs | null;
  /** Whether its text has been read page by page for the study assistant. */
  textStatus: ColumnType<NoteTextStatus, NoteTextStatus | undefined, NoteTextStatus>;
  pageCount: ColumnType<number | null, number | null | undefined, number | null>;
}

/** pending: not read yet; no_text: no page has text (scanned); failed: the file could not be read. */
export type NoteTextStatus = 'pending' | 'extracted' | 'no_text' | 'failed';

/** A note's text, one row per page; indexed for search (see the study-assistant migration). */
export interface NotePageTable {
  id: Id;
  noteId: number;
  pageNumber: number;
  text: string;
}

/** SQLite only: the FTS5 index of `note_pages` (its rowid is the page's id). */
export interface NotePagesFtsTable {
  rowid: number;
  text: string;
  notePagesFts: string;
}

export interface AssistantConversationTable {
  id: Id;
  userId: number;
  title: string;
  createdAt: EpochMs;
  updatedAt: EpochMs;
}

export interface AssistantMessageTable {
  id: Id;
  conversationId: number;
  question: string;
  answer: string;
  /** JSON array of the cited passages. */
  citations: string;
  createdAt: EpochMs;
}

export interface AudioClassTable {
  id: Id;
  moduleId: number;
  title: string;
  description: string;
  fileId: number;
  durationSeconds: number | null;
  position: number;
  archivedAt: EpochMs | null;
}

export interface VideoClassTable {
  id: Id;
  moduleId: number;
  title: string;
  description: string;
  tutorialUrl: string;
  instructor: string;
  duration: string | null;
  thumbnailUrl: string | null;
  position: number;
  archivedAt: EpochMs | null;
}

export type QuizCategory = 'weekly_challenge' | 'special_exam';

export interface QuizTable {
  id: Id;
  moduleId: number;
  category: QuizCategory;
  title: string;
  durationSeconds: ColumnType<number, number | undefined, number>;
  /** Null means "the number of live questions", the spec's default. */
  maxMarks: number | null;
  /** The window a test may be started in; null ends leave that side open. */
  opensAt: EpochMs | null;
  closesAt: EpochMs | null;
  /** When the answer key opens: right after submitting, or once the window has closed. */
  reviewAfter: ColumnType<ReviewAfter, ReviewAfter | undefined, ReviewAfter>;
  /** Bumped by every change to its questions; attempts keep the one they started with. */
  revision: ColumnType<number, number | undefined, number>;
}

export type ReviewAfter = 'submit' | 'window_close';

export interface QuestionTable {
  id: Id;
  quizId: number;
  position: number;
  text: string;
  /** JSON array of option texts. */
  options: string;
  correctOption: number;
  solution: string | null;
  isDeleted: Flag;
  /** The test revisions this row belongs to: from `fromRevision` until `toRevision` (null: still). */
  fromRevision: ColumnType<number, number | undefined, number>;
  toRevision: number | null;
  /** An uploaded picture's address (`/api/pictures/…`), or null. */
  imageUrl: ColumnType<string | null, string | null | undefined, string | null>;
}

export type AttemptStatus = 'open' | 'finished';

export interface AttemptTable {
  id: Id;
  userId: number;
  quizId: number;
  status: ColumnType<AttemptStatus, AttemptStatus | undefined, AttemptStatus>;
  startedAt: EpochMs;
  deadlineAt: EpochMs;
  finishedAt: EpochMs | null;
  totalQuestions: number | null;
  answeredQuestions: number | null;
  correctAnswers: number | null;
  wrongAnswers: number | null;
  /** Score in hundredths of a mark, so -0.33 stays exact. */
  scoreHundredths: number | null;
  maxMarks: number | null;
  workingTimeSeconds: number | null;
  /** The test's revision when it started: its questions are that revision's. */
  quizRevision: ColumnType<number, number | undefined, number>;
  /** 1 when it ran out of time (closed at its deadline, or handed in once the clock reached it); 0 when submitted before. */
  timedOut: Flag;
  /** When its answers were added to the test report's counts (test-report-fold.repository.ts); null until then. */
  reportFoldedAt: ColumnType<EpochMs | null, EpochMs | null | undefined, EpochMs | null>;
}

/** A row with no chosen option is a question seen and not answered (or cleared). */
export interface AttemptAnswerTable {
  attemptId: number;
  questionId: number;
  chosenOption: number | null;
  savedAt: EpochMs;
  /** Marked for review (1) in the question palette. */
  marked: Flag;
  /** Seconds the question was on screen, capped by the server to the attempt's real duration. */
  secondsOnScreen: ColumnType<number, number | undefined, number>;
  /** When the question was last the current one, in order (0: never); the highest is where the student is. */
  seenOrder: ColumnType<number, number | undefined, number>;
}

/**
 * A finished attempt's answers counted for the staff report, per test revision, question, chosen
 * option (-1: not answered) and the attempt's right and wrong answers (test-report-fold.repository.ts).
 */
export interface TestReportAnswerCountTable {
  quizId: number;
  quizRevision: number;
  questionId: number;
  chosenOption: number;
  correctAnswers: number;
  wrongAnswers: number;
  answers: number;
  secondsSum: number;
}

/** One answer given in untimed practice; results and the leaderboard never read these. */
export interface PracticeAnswerTable {
  id: Id;
  userId: number;
  questionId: number;
  chosenOption: number;
  isCorrect: Flag;
  answeredAt: EpochMs;
}

/** A student's practice of one question: right answers since it entered the notebook or was brought back. */
export interface PracticeMasteryTable {
  userId: number;
  questionId: number;
  timesRight: ColumnType<number, number | undefined, number>;
  /** Set once answered right twice: the question has left the notebook. */
  masteredAt: EpochMs | null;
  updatedAt: EpochMs;
}

/** A paper (`moduleId` null: the Paper-Based Plan) or one module of it (the Module-Based Plan). */
export interface CartItemTable {
  id: Id;
  userId: number;
  paperId: number;
  moduleId: ColumnType<number | null, number | null | undefined, number | null>;
  addedAt: EpochMs;
}

export type OrderStatus = 'awaiting_payment' | 'paid' | 'failed' | 'cancelled' | 'refunded';
export type PaymentMethod = 'razorpay' | 'whatsapp';

/** A purchase of the cart's lines at the prices of that moment (docs/COMMERCE.md). */
export interface OrderTable {
  id: Id;
  userId: number;
  status: OrderStatus;
  method: PaymentMethod;
  amountPaise: number;
  currency: string;
  /** Razorpay's order id, once the gateway has one for this order. */
  providerOrderId: string | null;
  providerPaymentId: string | null;
  providerRefundId: string | null;
  createdAt: EpochMs;
  updatedAt: EpochMs;
  paidAt: EpochMs | null;
  /** When it was cancelled, failed for good or refunded. */
  closedAt: EpochMs | null;
  /** The staff member who confirmed, cancelled or refunded it. */
  decidedByUserId: number | null;
  /** Lines the student already had when it was paid (paid twice for them): staff refund these. */
  linesOwnedWhenPaid: Generated<number>;
  /**
   * The last payment the gateway reported for this order at another amount or currency than
   * the order's: it paid nothing and granted nothing; staff settle it with the buyer.
   */
  paymentMismatchPaymentId: string | null;
  paymentMismatchAmountPaise: number | null;
  paymentMismatchCurrency: string | null;
  paymentMismatchAt: EpochMs | null;
}

/** A paper (`moduleId` null) or one module, with the title and price it was sold at. */
export interface OrderItemTable {
  id: Id;
  orderId: number;
  paperId: number;
  moduleId: number | null;
  paperTitle: string;
  moduleNumber: number | null;
  moduleTitle: string | null;
  pricePaise: number;
  listPricePaise: number | null;
}

/** A gateway event handled once: its id is kept, so a repeated delivery changes nothing. */
export interface PaymentEventTable {
  id: Id;
  provider: string;
  providerEventId: string;
  eventType: string;
  orderId: number | null;
  receivedAt: EpochMs;
}

export type EnrollmentSource = 'order' | 'staff' | 'demo';

/**
 * A grant of a whole paper (`moduleId` null) or of one module of it. Revoked (a refund, a
 * staff decision) by setting `revokedAt`, never deleted. Whether one is active is decided
 * in one place: `db/module-access-conditions.ts`.
 */
export interface EnrollmentTable {
  id: Id;
  userId: number;
  paperId: number;
  moduleId: number | null;
  source: EnrollmentSource;
  /** The paid order, for `source` 'order' (and only then). */
  orderId: number | null;
  /** The staff member who granted it, for `source` 'staff'. */
  grantedByUserId: number | null;
  createdAt: EpochMs;
  revokedAt: EpochMs | null;
}

export type SavedCategory = 'paper' | 'module' | 'audio' | 'video';

export interface SavedItemTable {
  id: Id;
  userId: number;
  category: SavedCategory;
  itemId: number;
  createdAt: EpochMs;
}

export interface ModuleProgressTable {
  userId: number;
  moduleId: number;
  noteOpenedAt: EpochMs | null;
  audioCompletedAt: EpochMs | null;
  videoCompletedAt: EpochMs | null;
  /** 0-100. */
  progress: number;
  updatedAt: EpochMs;
}

/**
 * A student's place in a note: the last page open (any device resumes there) and the page count
 * their viewer reported, about the note's file `fileId` (staff may replace the file since).
 */
export interface NoteReadingTable {
  userId: number;
  noteId: number;
  fileId: number;
  lastPage: number | null;
  pageCount: number | null;
  updatedAt: EpochMs;
}

/** One page of a note's current file a student has had on screen. */
export interface NotePageSeenTable {
  userId: number;
  noteId: number;
  page: number;
}

export interface NoteBookmarkTable {
  userId: number;
  noteId: number;
  page: number;
  createdAt: EpochMs;
}

export type NoteAnnotationKind = 'highlight' | 'freetext' | 'ink' | 'stamp' | 'signature';

/** A student's annotation on a note: pdf.js's editor data as JSON text, which the server never reads. */
export interface NoteAnnotationTable {
  userId: number;
  noteId: number;
  /** The viewer's id for it. */
  annotationId: string;
  /** The note's file it was made on. */
  fileId: number;
  page: number;
  kind: NoteAnnotationKind;
  editor: string;
  imageId: number | null;
  createdAt: EpochMs;
  updatedAt: EpochMs;
}

/** A stamp's or signature's picture, its owner's alone. */
export interface NoteAnnotationImageTable {
  id: Id;
  userId: number;
  noteId: number;
  fileId: number;
  createdAt: EpochMs;
  /** Since when no annotation uses it (kept a while for undo, then swept); null while one does. */
  unusedSince: EpochMs | null;
}

export type AnnouncementKind = 'exam' | 'event' | 'padanam';
export type AnnouncementAudience = 'everyone' | 'department' | 'semester' | 'paper';

/**
 * A notice staff publish to an audience; visible from `publishedAt` (a later moment schedules
 * it) until archived. Events carry a date, a place and optionally a registration.
 */
export interface AnnouncementTable {
  id: Id;
  kind: AnnouncementKind;
  title: string;
  content: string;
  location: string | null;
  audience: AnnouncementAudience;
  /** The audience's department, semester or paper (exactly the one `audience` names). */
  departmentId: number | null;
  semester: number | null;
  paperId: number | null;
  hasRegistration: Flag;
  publishedAt: EpochMs;
  eventAt: EpochMs | null;
  createdByUserId: number | null;
  createdAt: EpochMs;
  updatedAt: EpochMs;
  archivedAt: EpochMs | null;
  /** A notice for one student only (their doubt was answered); null for an audience. */
  recipientUserId: number | null;
  /** Where the notice leads in the app (a hash route), or null. */
  link: string | null;
  /** When it was sent to the audience's browsers by web push; null while not yet. */
  pushedAt: EpochMs | null;
}

export interface PushSubscriptionTable {
  id: Id;
  userId: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  createdAt: EpochMs;
  lastPushedAt: EpochMs | null;
}

export interface AnnouncementReadTable {
  userId: number;
  announcementId: number;
  readAt: EpochMs;
}

export interface EventRegistrationTable {
  userId: number;
  announcementId: number;
  registeredAt: EpochMs;
}

export type DoubtStatus = 'open' | 'answered' | 'closed';

export interface DoubtTable {
  id: Id;
  userId: number;
  moduleId: number;
  attemptId: number | null;
  questionId: number | null;
  status: ColumnType<DoubtStatus, DoubtStatus | undefined, DoubtStatus>;
  imageFileId: number | null;
  createdAt: EpochMs;
  updatedAt: EpochMs;
  closedAt: EpochMs | null;
}

export interface DoubtMessageTable {
  id: Id;
  doubtId: number;
  authorUserId: number | null;
  fromTutor: Flag;
  body: string;
  createdAt: EpochMs;
}

export type FeedbackKind = 'issue' | 'rating';

export interface FeedbackTable {
  id: Id;
  userId: number;
  kind: FeedbackKind;
  issueType: string | null;
  description: string;
  rating: number | null;
  fileId: number | null;
  createdAt: EpochMs;
  closedAt: ColumnType<EpochMs | null, EpochMs | null | undefined, EpochMs | null>;
  closedByUserId: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface LeaderboardTotalTable {
  periodKey: string;
  userId: number;
  scoreHundredths: number;
  tests: number;
  reachedAt: EpochMs;
}

/** A fixed window of a limit that holds across processes: `count` events until `resetAt`. */
export interface RateLimitWindowTable {
  key: string;
  count: number;
  resetAt: EpochMs;
}

/** The catalogue's single version row (id 1), bumped by every catalogue write. */
export interface CatalogueVersionTable {
  id: number;
  version: number;
}

/** One staff write: who, when, what, and the record before and after (JSON), for admins to read. */
export interface AuditLogTable {
  id: Id;
  actorUserId: number | null;
  action: string;
  entityType: string;
  entityId: number | null;
  beforeJson: string | null;
  afterJson: string | null;
  createdAt: EpochMs;
}

export type DeliveryChannel = 'sms' | 'push';

/** A message that did not reach its person (an SMS login code, a web push); kept for a while for staff. */
export interface DeliveryFailureTable {
  id: Id;
  channel: DeliveryChannel;
  /** Whose it was, when known. */
  userId: number | null;
  /** Where it went, as staff may read it: a masked phone, or the push service's host. */
  recipient: string;
  /** What the provider or push service said, in a few words; never the message itself. */
  reason: string;
  createdAt: EpochMs;
}

export type DataExportStatus = 'queued' | 'building' | 'ready' | 'downloaded' | 'expired' | 'failed';

/** A student's request for a copy of their data, built into a ZIP by the data-export sweep. */
export interface DataExportTable {
  id: Id;
  userId: number;
  status: ColumnType<DataExportStatus, DataExportStatus | undefined, DataExportStatus>;
  requestedAt: EpochMs;
  /** When a sweep took it to build. */
  claimedAt: EpochMs | null;
  readyAt: EpochMs | null;
  expiresAt: EpochMs | null;
  downloadedAt: EpochMs | null;
  /** Where the ZIP is kept (a key the server made); null before it is built and once it is deleted. */
  storageKey: string | null;
  sizeBytes: number | null;
}

export type GrievanceCategory = 'access' | 'correction' | 'erasure' | 'consent' | 'other';
export type GrievanceStatus = 'open' | 'in_progress' | 'answered' | 'closed';

/** Each year's last grievance number, taken in the filing's transaction. */
export interface GrievanceNumberTable {
  year: number;
  lastNumber: number;
}

/** A student's grievance about their personal data (DPDP Act 2023, s. 13). */
export interface GrievanceTable {
  id: Id;
  /** `GR-2026-000123`, unique. */
  number: string;
  userId: number;
  category: GrievanceCategory;
  subject: string;
  body: string;
  status: ColumnType<GrievanceStatus, GrievanceStatus | undefined, GrievanceStatus>;
  dueAt: EpochMs;
  createdAt: EpochMs;
  updatedAt: EpochMs;
  closedAt: ColumnType<EpochMs | null, EpochMs | null | undefined, EpochMs | null>;
}

export interface GrievanceReplyTable {
  id: Id;
  grievanceId: number;
  /** The staff member who wrote it; null once their account is gone. */
  authorUserId: number | null;
  body: string;
  createdAt: EpochMs;
}

/** The one SMS an inactive student gets before their account is handed to erasure. */
export interface InactiveAccountNoticeTable {
  userId: number;
  inactiveNoticeSentAt: EpochMs;
  erasureRequestedAt: ColumnType<EpochMs | null, EpochMs | null | undefined, EpochMs | null>;
}

/** A person's last session activity, kept after their sessions are purged. */
export interface AccountActivityTable {
  userId: number;
  lastActiveAt: EpochMs;
}

export type ConsentPurpose = 'notice' | 'push' | 'leaderboard_name' | 'marketing_sms';
export type ConsentHow = 'signup' | 'login' | 'profile' | 'notifications' | 'demo_seed';

/** Every agreement to the notice and every optional purpose given or withdrawn: a row per change. */
export interface ConsentRecordTable {
  id: Id;
  userId: number;
  purpose: ConsentPurpose;
  /** 1 given, 0 withdrawn (the notice is only ever given). */
  given: number;
  /** The privacy notice's version the person had in front of them. */
  noticeVersion: string;
  how: ConsentHow;
  createdAt: EpochMs;
}

/** Each optional purpose's current choice (the latest record); no row means never given. */
export interface ConsentChoiceTable {
  userId: number;
  purpose: Exclude<ConsentPurpose, 'notice'>;
  given: number;
  changedAt: EpochMs;
}

/** A child's signup: the parent's verified consent, or the exemption it relied on instead. */
export interface ParentalConsentTable {
  id: Id;
  userId: number;
  parentCountryCode: string | null;
  parentPhone: string | null;
  /** When the parent's declaration ("I am this student's parent or lawful guardian, over 18") was made. */
  declaredAt: EpochMs | null;
  /** When the parent's SMS code was checked. */
  verifiedAt: EpochMs | null;
  exemption: 'educational_institution' | null;
  noticeVersion: string;
  createdAt: EpochMs;
}

/** One row (id 1): the college's privacy settings. */
export interface PrivacySettingsTable {
  id: number;
  educationalInstitutionExempt: Flag;
  updatedAt: EpochMs;
}

/** A student's request to erase their account, due at `scheduledFor` unless they log in before. */
export interface ErasureRequestTable {
  userId: number;
  requestedAt: EpochMs;
  scheduledFor: EpochMs;
}

/** A stored file of an erased account, its row already gone, still to be removed from storage. */
export interface ErasureFileRemovalTable {
  id: Id;
  storageKey: string;
  createdAt: EpochMs;
}

export interface Database {
  departments: DepartmentTable;
  courses: CourseTable;
  colleges: CollegeTable;
  users: UserTable;
  sessions: SessionTable;
  otpChallenges: OtpChallengeTable;
  storedFiles: StoredFileTable;
  papers: PaperTable;
  modules: ModuleTable;
  notes: NoteTable;
  audioClasses: AudioClassTable;
  videoClasses: VideoClassTable;
  quizzes: QuizTable;
  questions: QuestionTable;
  notePages: NotePageTable;
  notePagesFts: NotePagesFtsTable;
  assistantConversations: AssistantConversationTable;
  assistantMessages: AssistantMessageTable;
  attempts: AttemptTable;
  attemptAnswers: AttemptAnswerTable;
  testReportAnswerCounts: TestReportAnswerCountTable;
  practiceAnswers: PracticeAnswerTable;
  practiceMastery: PracticeMasteryTable;
  cartItems: CartItemTable;
  orders: OrderTable;
  orderItems: OrderItemTable;
  paymentEvents: PaymentEventTable;
  announcementReads: AnnouncementReadTable;
  eventRegistrations: EventRegistrationTable;
  enrollments: EnrollmentTable;
  savedItems: SavedItemTable;
  moduleProgress: ModuleProgressTable;
  noteReadings: NoteReadingTable;
  notePagesSeen: NotePageSeenTable;
  noteBookmarks: NoteBookmarkTable;
  noteAnnotations: NoteAnnotationTable;
  noteAnnotationImages: NoteAnnotationImageTable;
  announcements: AnnouncementTable;
  doubts: DoubtTable;
  doubtMessages: DoubtMessageTable;
  pushSubscriptions: PushSubscriptionTable;
  feedback: FeedbackTable;
  leaderboardTotals: LeaderboardTotalTable;
  rateLimitWindows: RateLimitWindowTable;
  catalogueVersion: CatalogueVersionTable;
  auditLog: AuditLogTable;
  deliveryFailures: DeliveryFailureTable;
  dataExports: DataExportTable;
  grievanceNumbers: GrievanceNumberTable;
  grievances: GrievanceTable;
  grievanceReplies: GrievanceReplyTable;
  inactiveAccountNotices: InactiveAccountNoticeTable;
  accountActivity: AccountActivityTable;
  consentRecords: ConsentRecordTable;
  consentChoices: ConsentChoiceTable;
  parentalConsents: ParentalConsentTable;
  privacySettings: PrivacySettingsTable;
  erasureRequests: ErasureRequestTable;
  erasureFileRemovals: ErasureFileRemovalTable;
}

export type Paper = Selectable<PaperTable>;
export type NewPaper = Insertable<PaperTable>;
export type Module = Selectable<ModuleTable>;
export type NewModule = Insertable<ModuleTable>;
export type User = Selectable<UserTable>;
export type NewUser = Insertable<UserTable>;
export type UserUpdate = Updateable<UserTable>;
