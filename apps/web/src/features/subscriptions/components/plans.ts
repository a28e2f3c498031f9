// The two plans (spec "Subscriptions"); what they cost comes from the server.

export type TPlan = {
  id: 'module' | 'paper';
  name: string;
  summary: string;
  unit: string;
  features: readonly string[];
};

const INCLUDED_RESOURCES = ['Study notes', 'Video lectures', 'Audio lectures', 'Question papers'] as const;

export const PLANS: readonly TPlan[] = [
  {
    id: 'module',
    name: 'Module-Based Plan',
    summary: 'Unlock just the module you need for your next exam. Yours to keep, no expiry.',
    unit: 'per module',
    features: INCLUDED_RESOURCES,
  },
  {
    id: 'paper',
    name: 'Paper-Based Plan',
    summary: 'Unlock every module of a paper in one go. Yours to keep, no expiry.',
    unit: 'per paper',
    features: INCLUDED_RESOURCES,
  },
];

export const [MODULE_PLAN, PAPER_PLAN] = PLANS as [TPlan, TPlan];
