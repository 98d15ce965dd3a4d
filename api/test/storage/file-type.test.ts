// A resume is a PDF, DOC or DOCX by its structure, not its first bytes. The security
// review's files are refused; files saved by real writers, the demo seed's and the e2e suite's
// are accepted.
import { describe, expect, it } from 'vitest';
import { pdfFile } from '../../../e2e/support/files';
import { demoResumePdf } from '../../seed/demo-resume-pdf';
import { matchesType } from '../../src/storage/file-type';
import type { ResumeExtension } from '../../src/storage/resume-files';
import { pdfOfSize, resumeFixture, SAMPLE_DOC, SAMPLE_PNG, zipOf } from '../upload-helpers';

const latin1 = (text: string) => Buffer.from(text, 'latin1');

/** What a PDF writer puts after the body: enough for a file that is otherwise HTML to pass. */
const PDF_TAIL =
  '\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\nstartxref\n0\n%%EOF\n';
const HTML =
  '<html><body><script>fetch("/api/auth/me").then(r=>r.text()).then(alert)</script></body></html>';

const REAL_FILES: [string, ResumeExtension][] = [
  ['libreoffice.pdf', 'pdf'],
  ['chromium.pdf', 'pdf'],
  ['qpdf-linearized-xref-stream.pdf', 'pdf'],
  ['libreoffice.doc', 'doc'],
  // Its `[Content_Types].xml` is the last entry, after the parts it lists.
  ['libreoffice.docx', 'docx'],
  ['python-docx.docx', 'docx'],
];

describe('the review’s files are refused', () => {
  it('a PDF header followed by an HTML page', () => {
    expect(matchesType(latin1(`%PDF-1.4\n${HTML}`), 'pdf')).toBe(false);
    // Even dressed with a real trailer and object: the page sits where a browser sniffs.
    expect(matchesType(latin1(`%PDF-1.4\n${HTML}${PDF_TAIL}`), 'pdf')).toBe(false);
    expect(
      matchesType(latin1(`%PDF-1.7\n%\xe2\xe3\xcf\xd3\n<!DOCTYPE html>${PDF_TAIL}`), 'pdf'),
    ).toBe(false);
    expect(matchesType(latin1(`%PDF-1.4\n<svg onload=alert(1)>${PDF_TAIL}`), 'pdf')).toBe(false);
  });

  it('a zip holding only word/evil.exe, as a .docx', () => {
    expect(matchesType(zipOf(['word/evil.exe']), 'docx')).toBe(false);
  });
});

describe('PDF structure', () => {
  it('accepts PDFs from real writers, the demo seed and the e2e suite', () => {
    for (const [name, ext] of REAL_FILES.filter(([, type]) => type === 'pdf')) {
      expect(matchesType(resumeFixture(name), ext), name).toBe(true);
    }
    const demo = demoResumePdf('Zoë Example - Resume', ['Barista (2025)', 'Tutor (2026)']);
    expect(matchesType(demo, 'pdf')).toBe(true);
    // Hand-written, no cross-reference table: viewers rebuild it, and so must we accept it.
    expect(matchesType(pdfFile().buffer, 'pdf')).toBe(true);
    expect(matchesType(pdfOfSize(5 * 1024 * 1024), 'pdf')).toBe(true);
  });

  it('accepts what real files carry: incremental updates, bytes after %%EOF, CRLF, PDF 2.0', () => {
    const demo = demoResumePdf('Resume', ['One line']);
    const updated = Buffer.concat([demo, latin1(`6 0 obj\n(added)\nendobj\n${PDF_TAIL}`)]);
    expect(matchesType(updated, 'pdf')).toBe(true);
    expect(matchesType(Buffer.concat([demo, Buffer.alloc(900)]), 'pdf')).toBe(true);
    expect(matchesType(latin1(demo.toString('latin1').replaceAll('\n', '\r\n')), 'pdf')).toBe(true);
    expect(
      matchesType(latin1(demo.toString('latin1').replace('%PDF-1.4', '%PDF-2.0')), 'pdf'),
    ).toBe(true);
  });

  it('refuses a file without a PDF’s parts', () => {
    const demo = demoResumePdf('Resume', ['One line']).toString('latin1');
    const cases: [string, string][] = [
      ['no header', demo.replace('%PDF-1.4', '%XYZ-1.4')],
      ['unknown version', demo.replace('%PDF-1.4', '%PDF-3.1')],
      ['no %%EOF', demo.replace('%%EOF', '')],
      ['%%EOF not within the last 1024 bytes', demo + ' '.repeat(1100)],
      ['no startxref nor trailer', demo.replace('startxref', 'xx').replace('trailer', 'xx')],
      ['no object', demo.replace(/ obj\b/g, ' xxx')],
      ['only a header', '%PDF-1.4\n'],
    ];
    for (const [label, text] of cases) expect(matchesType(latin1(text), 'pdf'), label).toBe(false);
  });

  it('scans five megabytes of digits in linear time', () => {
    // A trailer but no object, so the whole file is searched for one.
    const tail = '\ntrailer\n<< >>\nstartxref\n0\n%%EOF\n';
    for (const filler of ['7', '7 ', '1234567890 \n']) {
      const body = filler.repeat(Math.floor((5 * 1024 * 1024 - 100) / filler.length));
      const started = performance.now();
      expect(matchesType(latin1(`%PDF-1.4\n${body}${tail}`), 'pdf')).toBe(false);
      expect(performance.now() - started, JSON.stringify(filler)).toBeLessThan(2000);
    }
  });
});

describe('DOCX structure', () => {
  it('accepts DOCX files from real writers', () => {
    for (const [name, ext] of REAL_FILES.filter(([, type]) => type === 'docx')) {
      expect(matchesType(resumeFixture(name), ext), name).toBe(true);
    }
    expect(
      matchesType(zipOf(['[Content_Types].xml', '_rels/.rels', 'word/document.xml']), 'docx'),
    ).toBe(true);
  });

  it('refuses a zip that is not a Word document, or carries a program', () => {
    const cases: [string, Buffer][] = [
      ['no main document', zipOf(['[Content_Types].xml', 'word/styles.xml'])],
      ['no content types', zipOf(['word/document.xml'])],
      ['a spreadsheet', zipOf(['[Content_Types].xml', 'xl/workbook.xml'])],
      [
        'a program beside the document',
        zipOf(['[Content_Types].xml', 'word/document.xml', 'word/evil.exe']),
      ],
      ['a script', zipOf(['[Content_Types].xml', 'word/document.xml', 'word/media/run.JS'])],
      ['macros', zipOf(['[Content_Types].xml', 'word/document.xml', 'word/vbaProject.bin'])],
    ];
    for (const [label, zip] of cases) expect(matchesType(zip, 'docx'), label).toBe(false);
  });

  it('refuses a zip whose directory does not match its entries', () => {
    const good = zipOf(['[Content_Types].xml', 'word/document.xml']);
    // The first bytes of a DOCX, but no central directory (the old check read only these).
    expect(
      matchesType(good.subarray(0, good.indexOf(Buffer.from([0x50, 0x4b, 1, 2]))), 'docx'),
    ).toBe(false);
    // The directory names a file the local header does not.
    const renamed = Buffer.from(good);
    renamed.write('word/xxxxxxxx.xml', renamed.indexOf('word/document.xml'), 'latin1');
    expect(matchesType(renamed, 'docx')).toBe(false);
    // Bytes appended after the end record, or put before the first entry.
    expect(matchesType(Buffer.concat([good, latin1('<html>')]), 'docx')).toBe(false);
    expect(matchesType(Buffer.concat([latin1('MZ'), good]), 'docx')).toBe(false);
  });
});

describe('DOC structure', () => {
  it('accepts a Word 97 document', () => {
    expect(matchesType(SAMPLE_DOC, 'doc')).toBe(true);
  });

  it('refuses the compound-file signature alone, or a file without a WordDocument stream', () => {
    const signatureOnly = Buffer.concat([SAMPLE_DOC.subarray(0, 8), Buffer.alloc(4096)]);
    expect(matchesType(signatureOnly, 'doc')).toBe(false);
    // An Excel file shares the container: rename the stream as a workbook's.
    const workbook = Buffer.from(SAMPLE_DOC);
    const name = Buffer.from('WordDocument', 'utf16le');
    workbook.write('Workbook\0\0\0\0', workbook.indexOf(name), 'utf16le');
    expect(matchesType(workbook, 'doc')).toBe(false);
  });

  it('refuses a directory chain that loops, without looping', () => {
    const looped = Buffer.from(SAMPLE_DOC);
    const directory = looped.readUInt32LE(0x30);
    const fat = looped.readUInt32LE(0x4c);
    // The directory's sector points at itself in the FAT.
    looped.writeUInt32LE(directory, (fat + 1) * 512 + directory * 4);
    expect(matchesType(looped, 'doc')).toBe(false);
  });
});

describe('every type', () => {
  it('refuses other files and the other types', () => {
    for (const ext of ['pdf', 'doc', 'docx'] as const) {
      expect(matchesType(SAMPLE_PNG, ext)).toBe(false);
      expect(matchesType(Buffer.alloc(0), ext)).toBe(false);
    }
    expect(matchesType(pdfOfSize(2048), 'docx')).toBe(false);
    expect(matchesType(resumeFixture('libreoffice.docx'), 'pdf')).toBe(false);
    expect(matchesType(resumeFixture('libreoffice.pdf'), 'doc')).toBe(false);
  });
});
