import { ZModuleList, ZPaperList } from '@padanam/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';

describe('catalogue reads', () => {
  let testApp: TestApp;
  const get = (url: string) => testApp.app.inject({ method: 'GET', url });

  beforeAll(async () => {
    testApp = await createTestApp({ seed: true });
  });
  afterAll(() => testApp.close());

  it.each(['Major', 'Minor', 'Common'])('lists at least 3 %s papers, all of that type', async (type) => {
    const response = await get(`/api/papers?type=${type}`);
    expect(response.statusCode).toBe(200);
    const { papers } = ZPaperList.parse(response.json());
    expect(papers.length).toBeGreaterThanOrEqual(3);
    for (const paper of papers) {
      expect(paper.type).toBe(type);
      expect(paper.moduleCount).toBeGreaterThanOrEqual(3);
      expect(paper.moduleCount).toBeLessThanOrEqual(5);
      expect(paper.price).toBeGreaterThan(0);
    }
  });

  it('lists no MDC papers in the demo catalogue', async () => {
    const response = await get('/api/papers?type=MDC');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ papers: [] });
  });

  it('refuses an unknown type with a message naming the field and the choices', async () => {
    const response = await get('/api/papers?type=Bogus');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: { code: 'VALIDATION_FAILED', message: 'type: must be one of Major, Minor, Common, MDC' },
    });
  });

  it('refuses a missing type', async () => {
    const response = await get('/api/papers');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('VALIDATION_FAILED');
    expect(response.json().error.message).toMatch(/^type: /);
  });

  it("lists a paper's modules in order with module 1 as the free preview", async () => {
    const { papers } = ZPaperList.parse((await get('/api/papers?type=Major')).json());
    const paper = papers[0]!;
    const response = await get(`/api/papers/${paper.id}/modules`);
    expect(response.statusCode).toBe(200);
    const { modules } = ZModuleList.parse(response.json());
    expect(modules).toHaveLength(paper.moduleCount);
    expect(modules.map((module) => module.number)).toEqual(modules.map((_, index) => index + 1));
    expect(modules.every((module) => module.paperId === paper.id)).toBe(true);
    expect(modules.map((module) => module.isFreePreview)).toEqual(modules.map((_, index) => index === 0));
  });

  it('answers 404 for a paper that does not exist', async () => {
    const response = await get('/api/papers/999999/modules');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Course not found' } });
  });

  it.each(['abc', '0', '-3', '1.5'])('refuses the paper id %s and names it', async (id) => {
    const response = await get(`/api/papers/${id}/modules`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: { code: 'VALIDATION_FAILED', message: 'id: must be a positive whole number' },
    });
  });
});
