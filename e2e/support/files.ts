// Files a person would pick in the browser, made here so the suite needs no fixtures on disk.

/** A small but well-formed one-page PDF. */
export function pdfFile(name = 'resume.pdf') {
  const body = [
    '%PDF-1.4',
    '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
    '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >> endobj',
    'trailer << /Root 1 0 R >>',
    '%%EOF',
  ].join('\n');
  return { name, mimeType: 'application/pdf', buffer: Buffer.from(body) };
}
