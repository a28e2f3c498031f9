// The two plans on offer (spec "Subscriptions" and "Business constants"). Prices in rupees.

export type TPlan = {
  id: 'module' | 'paper';
  name: string;
  summary: string;
  price: number;
  /** The struck-through price of a special offer. */
  originalPrice?: number;
  unit: string;
  features: readonly string[];
};

const INCLUDED_RESOURCES = ['Study notes', 'Video lectures', 'Audio lectures', 'Question papers'] as const;

export const PLANS: readonly TPlan[] = [
  {
    id: 'module',
    name: 'Module-Based Plan',
    summary: 'Unlock just the module you need for your next exam.',
    price: 69,
    originalPrice: 139,
    unit: 'per module',
    features: INCLUDED_RESOURCES,
  },
  {
    id: 'paper',
    name: 'Paper-Based Plan',
    summary: 'Unlock every module of a paper in one go.',
    price: 249,
    unit: 'per paper',
    features: INCLUDED_RESOURCES,
  },
];
