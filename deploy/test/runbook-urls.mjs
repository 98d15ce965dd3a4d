// Every alert rule links the runbook subsection that says what to do when it fires: its
// `runbook_url` annotation is `docs/operations.md#<anchor>`, the runbook's path in this repository
// (docs/operations.md, "Runbook", says how a notification turns it into a link), and the anchor
// is one of that file's headings, slugged as GitHub and scripts/check-docs.mjs slug them.
import { parse } from 'yaml';

// Loaded by address, so this package's type check does not take in the untyped script.
/** @type {{ headingAnchors: (markdown: string) => Set<string> }} */
const { headingAnchors } = await import(
  new URL('../../scripts/check-docs.mjs', import.meta.url).href
);

export const RUNBOOK_DOC = 'docs/operations.md';

/**
 * What is wrong with the alerts' runbook links, one line each; none when every one resolves.
 * @param {string} rulesYaml a Prometheus rule file
 * @param {string} runbookMarkdown the text of RUNBOOK_DOC
 * @returns {string[]}
 */
export function runbookProblems(rulesYaml, runbookMarkdown) {
  const anchors = headingAnchors(runbookMarkdown);
  const prefix = `${RUNBOOK_DOC}#`;
  /** @type {{ groups?: { rules?: { alert?: string, annotations?: Record<string, unknown> }[] }[] }} */
  const file = parse(rulesYaml) ?? {};
  const problems = [];
  for (const rule of (file.groups ?? []).flatMap((group) => group.rules ?? [])) {
    if (!rule.alert) continue;
    const url = rule.annotations?.runbook_url;
    if (typeof url !== 'string') problems.push(`${rule.alert}: no runbook_url annotation`);
    else if (!url.startsWith(prefix))
      problems.push(`${rule.alert}: runbook_url ${url} is not ${prefix}<anchor>`);
    else if (!anchors.has(url.slice(prefix.length)))
      problems.push(`${rule.alert}: runbook_url ${url}: no heading with that anchor`);
  }
  return problems;
}
