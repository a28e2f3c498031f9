import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { countCalls, jsonResponse, mockApi } from '../../../testing/mock-api';
import { makePopularPaper } from '../../../testing/paper-fixtures';
import { renderApp } from '../../../testing/render-app';
import { meRoute, storeTestToken } from '../../../testing/session';

const RECOMMENDATIONS = 'GET /api/recommendations';

const MICRO = makePopularPaper({
  id: 7,
  title: 'Microeconomic Theory',
  price: 749,
  listPrice: 999,
  moduleCount: 5,
  studentCount: 1240,
});
const ALGEBRA = makePopularPaper({
  id: 12,
  title: 'Linear Algebra',
  type: 'Minor',
  language: 'Malayalam',
  price: 499,
  moduleCount: 1,
  studentCount: 1,
  isEnrolled: true,
});
const FRESH = makePopularPaper({ id: 15, title: 'Basic Statistics', type: 'Common', price: 999, studentCount: 0 });

beforeEach(() => {
  storeTestToken();
});

async function openCourses() {
  const view = renderApp('/');
  const courses = await screen.findByRole('region', { name: 'Courses' });
  return { ...view, courses };
}

describe('Courses on Home', () => {
  it('shows the papers in the order the server gives, with their real prices, counts and modules', async () => {
    const fetchMock = mockApi({
      ...meRoute(),
      [RECOMMENDATIONS]: () => jsonResponse({ modules: [], papers: [MICRO, ALGEBRA, FRESH] }),
    });
    const { courses } = await openCourses();
    const cards = await within(courses).findAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Microeconomic Theory',
      'Linear Algebra',
      'Basic Statistics',
    ]);
    const [micro, algebra, fresh] = cards as [HTMLElement, HTMLElement, HTMLElement];
    expect(micro).toHaveAccessibleName('Microeconomic Theory');

    expect(within(micro).getByText('Major Paper · English')).toBeInTheDocument();
    expect(within(micro).getByText('1,240 students')).toBeInTheDocument();
    expect(within(micro).getByText('5 modules')).toBeInTheDocument();
    // The offer as every price shows it: the list price struck through, then the price.
    expect(within(micro).getByRole('deletion')).toHaveTextContent('₹999');
    expect(within(micro).getByText('₹749', { exact: false })).toBeInTheDocument();

    expect(within(algebra).getByText('Minor Paper · Malayalam')).toBeInTheDocument();
    expect(within(algebra).getByText('1 student')).toBeInTheDocument();
    expect(within(algebra).getByText('1 module')).toBeInTheDocument();

    expect(within(fresh).getByText('No students yet')).toBeInTheDocument();
    expect(within(fresh).getByText('₹999')).toBeInTheDocument();
    expect(within(fresh).queryByRole('deletion')).not.toBeInTheDocument();

    // Nothing the server does not store: no ratings anywhere in the section.
    expect(within(courses).queryByText(/out of 5/)).not.toBeInTheDocument();
    expect(within(courses).queryByText(/^\d\.\d$/)).not.toBeInTheDocument();
    // Continue Journey and Courses come in the one reply.
    expect(countCalls(fetchMock, RECOMMENDATIONS)).toBe(1);
  });

  it('says Enrolled instead of a price on a paper the student holds', async () => {
    mockApi({ ...meRoute(), [RECOMMENDATIONS]: () => jsonResponse({ modules: [], papers: [MICRO, ALGEBRA] }) });
    const { courses } = await openCourses();
    const algebra = await within(courses).findByRole('article', { name: 'Linear Algebra' });
    expect(within(algebra).getByText('Enrolled')).toBeInTheDocument();
    expect(within(algebra).queryByText(/₹/)).not.toBeInTheDocument();
    const micro = within(courses).getByRole('article', { name: 'Microeconomic Theory' });
    expect(within(micro).queryByText('Enrolled')).not.toBeInTheDocument();
  });

  it("leads from Learn now to the paper's page, as the Paper selection cards do", async () => {
    mockApi({ ...meRoute(), [RECOMMENDATIONS]: () => jsonResponse({ modules: [], papers: [MICRO, ALGEBRA] }) });
    const { courses, user, router } = await openCourses();
    const micro = await within(courses).findByRole('article', { name: 'Microeconomic Theory' });
    const learn = within(micro).getByRole('link', { name: 'Learn now' });
    expect(learn).toHaveAttribute('href', '/paper-details/7');
    expect(learn).toHaveAccessibleDescription('Microeconomic Theory');
    expect(
      within(within(courses).getByRole('article', { name: 'Linear Algebra' })).getByRole('link', { name: 'Learn now' }),
    ).toHaveAttribute('href', '/paper-details/12');
    await user.click(learn);
    await waitFor(() => expect(router.state.location.pathname).toBe('/paper-details/7'));
  });

  it('says plainly that there are no courses while the catalogue has no papers', async () => {
    mockApi({ ...meRoute(), [RECOMMENDATIONS]: () => jsonResponse({ modules: [], papers: [] }) });
    const { courses } = await openCourses();
    expect(
      await within(courses).findByText('No courses yet. Papers will show up here once they are published.'),
    ).toBeInTheDocument();
    expect(within(courses).queryByRole('article')).not.toBeInTheDocument();
    expect(within(courses).queryByRole('link')).not.toBeInTheDocument();
  });

  it('offers a retry when the courses fail to load', async () => {
    let attempts = 0;
    mockApi({
      ...meRoute(),
      [RECOMMENDATIONS]: () => {
        attempts += 1;
        return attempts === 1
          ? jsonResponse({ error: { code: 'INTERNAL', message: 'Boom' } }, 500)
          : jsonResponse({ modules: [], papers: [MICRO] });
      },
    });
    const { courses, user } = await openCourses();
    expect(await within(courses).findByText('We could not load the courses.')).toBeInTheDocument();
    await user.click(within(courses).getByRole('button', { name: 'Retry' }));
    expect(await within(courses).findByRole('article', { name: 'Microeconomic Theory' })).toBeInTheDocument();
  });
});
