// Which email addresses verify a student: a curated list of Australian universities and TAFEs and
// the exact domains they give their students (institutions.json, with a source for each domain;
// docs/verified-students.md says how it was built). Not every *.edu.au: schools and small training
// providers share that suffix. Staff and alumni domains, and domains abused to obtain student
// discounts, are refused with a message that says why.
import { z } from 'zod';
import data from './institutions.json' with { type: 'json' };

const domainEntry = z.object({
  domain: z.string(),
  used_by: z.enum(['students', 'staff and students']),
  sources: z.array(z.string()).min(1),
});

const institutionsFile = z.object({
  checked_on: z.iso.date(),
  sources: z.record(z.string(), z.object({ title: z.string(), url: z.string(), note: z.string() })),
  institutions: z.array(
    z.object({
      name: z.string(),
      short_name: z.string().min(1).max(24),
      kind: z.enum(['university', 'tafe']),
      state: z.enum(['NSW', 'VIC', 'QLD', 'WA', 'SA', 'TAS', 'ACT', 'NT']),
      domains: z.array(domainEntry),
    }),
  ),
  refused: z.array(
    z.object({
      domain: z.string(),
      reason: z.enum(['alumni', 'staff', 'abused', 'not-a-student-institution']),
      sources: z.array(z.string()).min(1),
      note: z.string().optional(),
    }),
  ),
});

export type InstitutionsFile = z.infer<typeof institutionsFile>;
export type Institution = InstitutionsFile['institutions'][number];
export type RefusedDomain = InstitutionsFile['refused'][number];

/** Where an address's domain stands: an institution's, refused (with why), or neither. */
export interface DomainLookup {
  institution?: Institution;
  refused?: RefusedDomain;
}

/** The list, checked: every domain exact and lowercase, listed once, with sources that exist. */
export function parseInstitutions(raw: unknown): InstitutionsFile {
  const file = institutionsFile.parse(raw);
  const seen = new Set<string>();
  const domains = [
    ...file.institutions.flatMap((i) => i.domains.map((d) => ({ ...d, reason: undefined }))),
    ...file.refused,
  ];
  for (const entry of domains) {
    if (!/^[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(entry.domain)) {
      throw new Error(`institutions: "${entry.domain}" is not one exact lowercase domain`);
    }
    if (seen.has(entry.domain)) throw new Error(`institutions: ${entry.domain} is listed twice`);
    seen.add(entry.domain);
    const unknown = entry.sources.find((source) => !(source in file.sources));
    if (unknown) throw new Error(`institutions: ${entry.domain} cites unknown source ${unknown}`);
  }
  return file;
}

export const INSTITUTIONS = parseInstitutions(data);

const byDomain = new Map<string, Institution>(
  INSTITUTIONS.institutions.flatMap((i) => i.domains.map((d) => [d.domain, i] as const)),
);
const refusedByDomain = new Map(INSTITUTIONS.refused.map((r) => [r.domain, r] as const));

/** Refusals that also cover the domains below them (a staff domain does not: ad.unsw.edu.au). */
const COVERS_SUBDOMAINS: ReadonlySet<RefusedDomain['reason']> = new Set(['alumni', 'abused']);

/**
 * The institution an address's domain belongs to, matched exactly; or the refusal of the domain,
 * or of an alumni or abused domain above it (alumni.x.edu.au refuses mail.alumni.x.edu.au too).
 */
export function lookUpDomain(domain: string): DomainLookup {
  const institution = byDomain.get(domain);
  if (institution) return { institution };
  const exact = refusedByDomain.get(domain);
  if (exact) return { refused: exact };
  const labels = domain.split('.');
  for (let i = 1; i < labels.length - 1; i += 1) {
    const refused = refusedByDomain.get(labels.slice(i).join('.'));
    if (refused && COVERS_SUBDOMAINS.has(refused.reason)) return { refused };
  }
  return {};
}

/**
 * The institution whose student domain sits under a staff domain (sydney.edu.au →
 * uni.sydney.edu.au), to point a student from their staff-looking address to the right one.
 */
export function studentDomainUnder(staffDomain: string): string | undefined {
  for (const [domain] of byDomain) {
    if (domain.endsWith(`.${staffDomain}`)) return domain;
  }
  return undefined;
}
