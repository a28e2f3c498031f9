// Every route path of the spec's route table, in one place, so links and the router agree.
// The misspellings ('subscrptions', 'commig-soon') are the spec's own and are kept on purpose.

export const paths = {
  home: '/',
  login: '/login',
  signup: '/signup',
  papers: '/papers',
  paperDetails: (paperId: number | string) => `/paper-details/${paperId}`,
  subscriptions: '/subscrptions',
  moduleSummary: (moduleId: number | string) => `/module-summary/${moduleId}`,
  viewNote: (moduleId: number | string) => `/view-note/${moduleId}`,
  // The route keeps the spec's parameter name, courseId; what it carries is a paper id.
  videoClass: (paperId: number | string, videoId: number | string) => `/video-class/${paperId}/${videoId}`,
  comingSoon: '/commig-soon',
  quizResult: '/quiz-result',
  answerKey: '/answer-key',
  /** Not in the spec: the analysis of one finished test (quizAnalysisFor). */
  quizAnalysis: '/quiz-analysis',
  enrolled: '/enrolled',
  leaderboard: '/leader-board-page',
  chatAssistant: '/chat-assistant',
  cart: '/cart',
  aboutUs: '/about-us',
  privacyPolicy: '/privacy-policy',
  mockTest: '/mock-test',
  weeklyChallengeExam: '/weekly-challenge-exam',
  feedback: '/feedback',
  /** The sidebar's link; not in the spec's table, it shows the same page as /feedback. */
  feedbackSupport: '/feedback-support',
  feedbackRating: '/feedback-rating',
  yourDoubts: '/your-doubts',
  myProfile: '/my-profile',
  editProfile: '/my-profile/edit-profile',
  myMockTests: '/my-profile/mock-test',
  savedItems: '/my-profile/save-items',
  notifications: '/my-profile/notification',
  /** Not in the spec: the modules kept on this device for offline study. */
  myDownloads: '/my-profile/downloads',
  /** Not in the spec: the student's orders and their receipts. */
  myOrders: '/my-profile/orders',
  order: (orderId: number | string) => `/my-profile/orders/${orderId}`,
  /** Not in the spec: the student's personal data and their rights over it (correct, delete). */
  yourData: '/my-profile/your-data',
  /** The plans screen for one paper (and a module of it): its prices and a way to buy each. */
  plansFor: (paperId: number, moduleId?: number) =>
    `/subscrptions?paper=${paperId}${moduleId === undefined ? '' : `&module=${moduleId}`}`,
  /** The instructions screen for one test: its ids in the address as well, so a bookmark or a reload opens it. */
  mockTestFor: (paperId: number, moduleNumber: number, category: string) =>
    `/mock-test?${new URLSearchParams({ paperId: String(paperId), moduleId: String(moduleNumber), category }).toString()}`,
  /** The quiz, its result or its answer key for one attempt (and its paper, the way back when the attempt is gone). */
  quizFor: (attemptId: number, paperId: number | null) => attemptAddress('/weekly-challenge-exam', attemptId, paperId),
  quizResultFor: (attemptId: number, paperId: number | null) => attemptAddress('/quiz-result', attemptId, paperId),
  answerKeyFor: (attemptId: number, paperId: number | null) => attemptAddress('/answer-key', attemptId, paperId),
  /** Not in the spec: every wrong or skipped question of the student's finished tests, once each key opens. */
  mistakeNotebook: '/mistake-notebook',
  /** Not in the spec: untimed practice of the notebook's questions (of one module), or of a module's questions. */
  practice: '/practice',
  practiceFor: (source: 'notebook' | 'module', moduleId?: number) =>
    `/practice?${new URLSearchParams({ source, ...(moduleId === undefined ? {} : { moduleId: String(moduleId) }) }).toString()}`,
  /** Not in the spec: a finished test question by question, and how everyone answered. */
  quizAnalysisFor: (attemptId: number, paperId: number | null) => attemptAddress('/quiz-analysis', attemptId, paperId),
  /** Not in the spec: the staff console, linked from the account menu for teachers and admins. */
  staffConsole: '/admin',
} as const;

function attemptAddress(path: string, attemptId: number, paperId: number | null): string {
  const search = new URLSearchParams({ attemptId: String(attemptId) });
  if (paperId !== null) search.set('paperId', String(paperId));
  return `${path}?${search.toString()}`;
}

/** The address of one of the app's routes from a page outside the app (the payment page): the app routes after the '#'. */
export function appHref(path: string): string {
  return `/#${path}`;
}

/** State the learning screen accepts (spec "Course learning"). */
export type TPaperDetailsState = {
  isFromEnrolledPage?: boolean;
  /** The module *number* within the paper, not its database id. */
  selectedModuleId?: number;
  /** Modules to open on when not from the enrolled screen: numbers or ids (numbers win). */
  selectedModules?: readonly number[];
  /** The content tab to open on (the console's audio preview opens 'audio'); Notes when not given. */
  contentTab?: 'notes' | 'audio' | 'video' | 'mock-test';
};

/** State the mock test instructions screen is opened with (spec "Course learning", "Mock test panel"). */
export type TMockTestState = {
  /** The module *number* within the paper. */
  moduleId: number;
  paperId: number;
  /** The module's title. */
  title: string;
  /** The paper's title. */
  paperTitle: string;
  paperType: string;
  /** The card's title: 'Weekly Challenge' or 'Special Exam'. */
  category: string;
};

/** State the cart is opened with after an add: lines the server took out because a whole paper now covers them. */
export type TCartState = {
  /** Their titles, as the cart lists them. */
  coveredByPaper: readonly string[];
};

/** State the paper selection screen accepts: which tab to open. */
export type TPapersState = {
  paperType?: string;
};
