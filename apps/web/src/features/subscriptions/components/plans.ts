// The two plans (spec "Subscriptions"); what they cost comes from the server. Their texts are
// message descriptors, read in the language on screen where a plan is shown.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export type TPlan = {
  id: 'module' | 'paper';
  name: MessageDescriptor;
  summary: MessageDescriptor;
  unit: MessageDescriptor;
  features: readonly MessageDescriptor[];
};

const INCLUDED_RESOURCES = [msg`Study notes`, msg`Video lectures`, msg`Audio lectures`, msg`Question papers`] as const;

export const PLANS: readonly TPlan[] = [
  {
    id: 'module',
    name: msg`Module-Based Plan`,
    summary: msg`Unlock just the module you need for your next exam. Yours to keep, no expiry.`,
    unit: msg`per module`,
    features: INCLUDED_RESOURCES,
  },
  {
    id: 'paper',
    name: msg`Paper-Based Plan`,
    summary: msg`Unlock every module of a paper in one go. Yours to keep, no expiry.`,
    unit: msg`per paper`,
    features: INCLUDED_RESOURCES,
  },
];

export const [MODULE_PLAN, PAPER_PLAN] = PLANS as [TPlan, TPlan];
