import { describe, expect, it, vi } from 'vitest';
import { createApiPool } from './api-pool';
import { createPageFetch } from './page-fetch';
import { createServerRender } from './server-render';

const ENTRY = 'http://remote.test/r1/remoteEntry.js';
const JOB = { title: 'Weekend <Barista>' };

/** A release's script, as a remote's build would publish it. */
const script = (render: string) => `var serverRender = { render: ${render} };`;

/** A remote that serves `source` as its server render, and an API that answers the job. */
function fetchWith(source: string, apiStatus = 200) {
  return vi.fn<typeof fetch>((input) => {
    const url = input instanceof Request ? input.url : input.toString();
    if (url === 'http://remote.test/r1/server-render.js')
      return Promise.resolve(new Response(source));
    if (url.startsWith('http://api.test/'))
      return Promise.resolve(Response.json(apiStatus === 200 ? JOB : {}, { status: apiStatus }));
    return Promise.resolve(new Response('not found', { status: 404 }));
  });
}

function setUp(source: string, apiStatus = 200, timeoutMs = 1_000) {
  const fetchImpl = fetchWith(source, apiStatus);
  const report = vi.fn<(message: string) => void>();
  const views = createServerRender(fetchImpl, report);
  const page = createPageFetch({
    pool: createApiPool(['http://api.test']),
    deadline: Date.now() + timeoutMs,
    fetchImpl,
  });
  const render = (url = '/jobs/apply?id=1') =>
    views.render(ENTRY, url, page, Date.now() + timeoutMs);
  return { fetchImpl, report, page, render };
}

const RENDERS_THE_JOB = script(`async function (url) {
  const response = await fetch('/api/student/jobs/1');
  const job = await response.json();
  return { html: '<h1>' + job.title.replace('<', '&lt;').replace('>', '&gt;') + '</h1><p>' + url + '</p>', css: 'h1{margin:0}' };
}`);

describe('a screen rendered by its release on the site server', () => {
  it("is made by the release's script from the API's answers, which the page keeps", async () => {
    const { render, page, fetchImpl } = setUp(RENDERS_THE_JOB);
    expect(await render()).toEqual({
      html: '<h1>Weekend &lt;Barista&gt;</h1><p>/jobs/apply?id=1</p>',
      css: 'h1{margin:0}',
    });
    expect(page.kept()).toEqual({ '/api/student/jobs/1': { status: 200, body: JOB } });
    // The API was asked at its own path, once.
    expect(
      fetchImpl.mock.calls.filter(([url]) =>
        (url instanceof Request ? url.url : url.toString()).startsWith('http://api.test'),
      ),
    ).toHaveLength(1);
  });

  it('runs where there is no Node and no eval: only the web platform and a fetch of the API', async () => {
    const { render } = setUp(
      script(`async function () {
        let evaluated = 'refused';
        try { evaluated = eval('1 + 1'); } catch (error) { evaluated = error.name; }
        return { html: [typeof require, typeof process, typeof globalThis.Buffer, typeof fetch, typeof TextEncoder, evaluated].join(' '), css: '' };
      }`),
    );
    expect((await render())?.html).toBe(
      'undefined undefined undefined function function EvalError',
    );
  });

  it('leaves the view out when a call is not a GET of the API, or its answer is not one to keep', async () => {
    const posting = setUp(
      script(
        `async function () { await fetch('/api/student/jobs/1', { method: 'POST' }); return { html: 'x', css: '' }; }`,
      ),
    );
    expect(await posting.render()).toBeUndefined();
    expect(posting.report).toHaveBeenCalledWith(
      expect.stringContaining('the server render of /jobs/apply failed'),
    );
    // A 503 (or a 429) the browser would ask again: the page goes without a view made from it.
    const failing = setUp(
      RENDERS_THE_JOB.replace('await response.json()', "({ title: 'x' })"),
      503,
    );
    expect(await failing.render()).toBeUndefined();
    expect(failing.page.failed()).toBe(true);
  });

  it('gives up at the deadline, and says once what is wrong with a script', async () => {
    const hanging = setUp(script('function () { return new Promise(() => {}); }'), 200, 150);
    const started = performance.now();
    expect(await hanging.render()).toBeUndefined();
    expect(performance.now() - started).toBeLessThan(1_000);

    const broken = setUp('var serverRender = {};');
    expect(await broken.render()).toBeUndefined();
    expect(await broken.render()).toBeUndefined();
    expect(broken.report).toHaveBeenCalledOnce();
    expect(broken.report.mock.calls[0]?.[0]).toContain('defines no serverRender.render function');
  });

  it('sends no view for a screen the script does not render', async () => {
    const { render } = setUp(script('async function () { return null; }'));
    expect(await render('/jobs/alerts/confirm')).toBeUndefined();
  });
});
