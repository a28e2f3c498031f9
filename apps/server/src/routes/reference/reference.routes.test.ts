import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEPARTMENTS } from '../../db/seed/catalogue/departments.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

describe('signup lists', () => {
  let testApp: TestApp;
  const get = (url: string) => testApp.app.inject({ method: 'GET', url });

  beforeAll(async () => {
    testApp = await createTestApp({ seed: true });
  });
  afterAll(() => testApp.close());

  it('lists the arts-and-science departments the seed ships, and no engineering ones', async () => {
    const { departments } = (await get('/api/departments')).json();
    const slugs = departments.map((department: { slug: string }) => department.slug).sort();
    expect(slugs).toEqual(DEPARTMENTS.map((department) => department.slug).sort());
    expect(slugs).toEqual(expect.arrayContaining(['computer-science', 'commerce', 'english', 'mathematics']));
    expect(slugs).not.toContain('civil-engineering');
    const computerScience = departments.find((department: { slug: string }) => department.slug === 'computer-science');
    const { courses } = (await get(`/api/departments/${computerScience.id}/courses`)).json();
    expect(courses.map((course: { title: string }) => course.title)).toEqual(['BSc (Honours) Computer Science']);
  });

  it("lists a department's courses and 404s an unknown department", async () => {
    const { departments } = (await get('/api/departments')).json();
    const { courses } = (await get(`/api/departments/${departments[0].id}/courses`)).json();
    expect(courses.length).toBeGreaterThan(0);
    const missing = await get('/api/departments/999999/courses');
    expect(missing.statusCode).toBe(404);
  });

  it('finds colleges by a case-insensitive substring and treats % and _ literally', async () => {
    const all = (await get('/api/colleges')).json().colleges as { name: string }[];
    expect(all.length).toBeGreaterThanOrEqual(45);
    const sample = all[0]!.name;
    const needle = sample.slice(1, 5).toUpperCase();
    const found = (await get(`/api/colleges?q=${encodeURIComponent(needle)}`)).json().colleges as { name: string }[];
    expect(found.map((college) => college.name)).toContain(sample);
    expect(found.every((college) => college.name.toLowerCase().includes(needle.toLowerCase()))).toBe(true);
    expect((await get('/api/colleges?q=%25')).json().colleges).toEqual([]);
    expect((await get('/api/colleges?q=_')).json().colleges).toEqual([]);
  });

  it('refuses a college search with a control character in the one error shape', async () => {
    const response = await get('/api/colleges?q=a%00b');
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'q: must not contain control characters',
    });
  });
});
