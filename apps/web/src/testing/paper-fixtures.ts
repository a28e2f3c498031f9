// Contract-shaped sample papers and modules for tests.
import type { TModuleSummary, TPaper, TPaperType } from '@padanam/contract';

export function makePaper(overrides: Partial<TPaper> & Pick<TPaper, 'id' | 'title'>): TPaper {
  return {
    type: 'Major' as TPaperType,
    language: 'English',
    description: 'Sample paper',
    price: 249,
    listPrice: 299,
    rating: 4.5,
    imageUrl: null,
    moduleCount: 4,
    ...overrides,
  };
}

export function makeModule(
  overrides: Partial<TModuleSummary> & Pick<TModuleSummary, 'id' | 'paperId' | 'number' | 'title'>,
): TModuleSummary {
  return {
    description: 'Sample module',
    duration: null,
    isFreePreview: false,
    thumbnailUrl: null,
    canOpen: false,
    isEnrolled: false,
    pricePaise: 6900,
    listPricePaise: 13900,
    isSaved: false,
    ...overrides,
  };
}
