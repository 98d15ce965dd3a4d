// A student downloads everything held about them from their profile: the archive the browser
// saves holds the application they sent, with its answers, and the resume as they uploaded it.
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import { logInViaApi, signUpViaApi } from '../support/accounts';
import { signInFresh } from '../support/demo';
import { pdfFile } from '../support/files';
import { openListingBody } from '../support/listing-pay';

test('a student downloads their data and finds their application and its resume in it', async ({
  page,
  playwright,
  baseURL,
}) => {
  const employer = await playwright.request.newContext({ baseURL });
  const password = 'an employer passphrase';
  await logInViaApi(employer, await signUpViaApi(employer, password, 'employer'), password);
  const title = `Data download barista ${Date.now()}`;
  const created = await employer.post('/api/employer/listings', { data: openListingBody(title) });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  await employer.dispose();

  await signInFresh(page, 'student');
  await page.goto(`/jobs/apply?id=${id}`);
  const form = page.getByRole('form', { name: 'Apply for this position' });
  const resume = pdfFile('my-data-cv.pdf');
  await form.getByLabel('Resume').setInputFiles(resume);
  await form
    .getByLabel('I declare that all details provided in this application are accurate.')
    .check();
  await form.getByRole('button', { name: 'Submit application' }).click();
  await page
    .getByRole('dialog', { name: 'Confirm Submission' })
    .getByRole('button', { name: 'Submit' })
    .click();
  await expect(page.getByRole('status', { name: 'Messages' })).toContainText('Application sent.');

  await page.goto('/profile/student');
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download your data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^studentgigs-data-\d{4}-\d{2}-\d{2}\.zip$/);
  const path = await download.path();
  const archive = unzipSync(new Uint8Array(await readFile(path)));

  const applications = JSON.parse(strFromU8(archive['applications.json'] ?? new Uint8Array())) as {
    id: string;
    listing: { title: string };
    resume: { file_name: string; file_in_archive: string } | null;
  }[];
  expect(applications).toHaveLength(1);
  const [mine] = applications;
  expect(mine?.listing.title).toBe(title);
  expect(mine?.resume?.file_name).toBe('my-data-cv.pdf');
  const file = archive[mine?.resume?.file_in_archive ?? ''];
  expect(file, Object.keys(archive).join(', ')).toBeDefined();
  expect(Buffer.from(file ?? [])).toEqual(resume.buffer);
  expect(strFromU8(archive['README.txt'] ?? new Uint8Array())).toContain('applications.json');
  await expect(page.getByRole('alert')).toHaveCount(0);
});
