import { describe, expect, it } from 'vitest';
import { loggableReport } from './csp-report';

describe('a CSP report as logged', () => {
  it('cuts every URL at its path, in both report formats', () => {
    const legacy = loggableReport(
      JSON.stringify({
        'csp-report': {
          'document-uri': 'https://gigs.example.au/reset?token=abc123#top',
          'blocked-uri': 'https://evil.example/x.js?k=1',
          referrer: 'https://gigs.example.au/jobs/search',
          'violated-directive': 'script-src-elem',
        },
      }),
    );
    expect(JSON.parse(legacy)).toEqual({
      'csp-report': {
        'document-uri': 'https://gigs.example.au/reset?…',
        'blocked-uri': 'https://evil.example/x.js?…',
        referrer: 'https://gigs.example.au/jobs/search',
        'violated-directive': 'script-src-elem',
      },
    });
    const reporting = loggableReport(
      JSON.stringify([
        { type: 'csp-violation', url: 'https://gigs.example.au/reset?token=abc123', body: {} },
      ]),
    );
    expect(reporting).not.toContain('abc123');
    expect(reporting).toContain('https://gigs.example.au/reset?…');
  });

  it('never repeats a body that is not JSON', () => {
    expect(loggableReport('token=abc123 <script>')).toBe('{"unreadable_report_bytes":21}');
  });
});
