// Contract-shaped sample papers and modules for tests.
import type { TModuleSummary, TPaper, TPaperType, TPopularPaper } from '@padanam/contract';

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

/** A paper as Home's Courses lists it (GET /api/recommendations `papers`). */
export function makePopularPaper(
  overrides: Partial<TPopularPaper> & Pick<TPopularPaper, 'id' | 'title'>,
): TPopularPaper {
  return {
    type: 'Major' as TPaperType,
    language: 'English',
    price: 249,
    listPrice: null,
    moduleCount: 4,
    studentCount: 0,
    isEnrolled: false,
    ...overrides,
  };
}
