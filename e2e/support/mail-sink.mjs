// A real SMTP peer for the end-to-end run: the server under test delivers its mail here over
// loopback, and each message is written to a folder as JSON that the tests read.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export async function startMailSink(directory) {
  mkdirSync(directory, { recursive: true });
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          count += 1;
          const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
          const record = {
            to,
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            html: mail.html || '',
            // What is attached, by name and type (a receipt's PDF), with the file's first bytes.
            attachments: mail.attachments.map((file) => ({
              filename: file.filename,
              contentType: file.contentType,
              head: file.content.subarray(0, 5).toString(),
            })),
            at: new Date().toISOString(),
          };
          writeFileSync(join(directory, `${Date.now()}-${count}.json`), JSON.stringify(record));
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address();
  return { url: `smtp://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(resolve)) };
}
