import type { FastifyInstance } from 'fastify';
import { jobCategoriesResponse, qualificationsResponse } from 'api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, engines } from '../helper';

describe.each(engines)('system calls (%s)', (engine) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await build(engine);
  });
  afterAll(() => app.close());

  it('lists job categories with HOSP and RETL first and OTHR last', async () => {
    const response = await app.inject({ method: 'GET', url: '/system/job-categories' });
    expect(response.statusCode).toBe(200);
    const { categories } = jobCategoriesResponse.parse(response.json());
    expect(categories.map((c) => c.code)).toEqual(['HOSP', 'RETL', 'EVNT', 'PHYS', 'OFFC', 'OTHR']);
    expect(categories[0]).toEqual({ code: 'HOSP', display_name: 'Hospitality' });
    expect(categories).toContainEqual({ code: 'PHYS', display_name: 'Physical & Labour' });
  });

  it('lists the qualifications by label', async () => {
    const response = await app.inject({ method: 'GET', url: '/system/qualifications' });
    expect(response.statusCode).toBe(200);
    const { qualifications } = qualificationsResponse.parse(response.json());
    expect(qualifications).toHaveLength(8);
    expect(qualifications).toContainEqual({
      code: 'RSA',
      label: 'Responsible Service of Alcohol (RSA)',
    });
    expect(qualifications.map((q) => q.code)).toEqual(
      expect.arrayContaining([
        'RCG',
        'FIRST_AID',
        'WWCC',
        'FOOD_SAFETY',
        'DRIVERS_LICENCE',
        'WHITE_CARD',
        'FORKLIFT',
      ]),
    );
    const labels = qualifications.map((q) => q.label);
    expect(labels).toEqual([...labels].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });
});
