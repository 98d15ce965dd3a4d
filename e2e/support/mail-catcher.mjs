// A real SMTP server for the end-to-end suite: the API sends through it (SMTP_URL), and tests read
// what arrived over a small HTTP interface, as a person would read their inbox.
//   SMTP on MAIL_SMTP_PORT (2525), HTTP on MAIL_HTTP_PORT (2526):
//   GET /messages?to=address   the messages to that address, oldest first, each with its
//                              List-* headers as sent (List-Unsubscribe, List-Unsubscribe-Post)
//                              and its attachments (file name, type, and content as text)
import { createServer } from 'node:http';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

const smtpPort = Number(process.env.MAIL_SMTP_PORT ?? 2525);
const httpPort = Number(process.env.MAIL_HTTP_PORT ?? 2526);
const messages = [];

/** The List-* header lines, unfolded, by their names as sent. */
function listHeaders(lines) {
  return Object.fromEntries(
    lines
      .filter((header) => header.key.startsWith('list-'))
      .map((header) => {
        const line = header.line.replace(/\r?\n/g, '');
        const colon = line.indexOf(':');
        return [line.slice(0, colon), line.slice(colon + 1).trim()];
      }),
  );
}

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, session, callback) {
    simpleParser(stream).then(
      (mail) => {
        const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
        messages.push({
          to,
          subject: mail.subject ?? '',
          text: mail.text ?? '',
          html: typeof mail.html === 'string' ? mail.html : '',
          headers: listHeaders(mail.headerLines),
          attachments: mail.attachments.map((file) => ({
            filename: file.filename ?? '',
            contentType: file.contentType,
            content: file.content.toString('utf8'),
          })),
          date: new Date().toISOString(),
        });
        callback();
      },
      (error) => callback(error),
    );
  },
});

const http = createServer((req, res) => {
  const url = new URL(req.url ?? '/', `http://127.0.0.1:${httpPort}`);
  if (url.pathname === '/health') return res.end('ok');
  if (url.pathname !== '/messages') {
    res.writeHead(404);
    return res.end();
  }
  const to = url.searchParams.get('to')?.toLowerCase();
  const found = to ? messages.filter((m) => m.to.includes(to)) : messages;
  res.writeHead(200, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify(found));
});

smtp.listen(smtpPort, '127.0.0.1');
http.listen(httpPort, '127.0.0.1');

const stop = () => {
  smtp.close(() => undefined);
  http.close();
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
