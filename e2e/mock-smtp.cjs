// A real SMTP server (smtp-server from npm) that keeps what it receives, parsed with mailparser, for the tests.
// Modes: up (accepts everything), down (421 to every connection, as a server in maintenance), reject (550 to each recipient).
const { SMTPServer } = require('smtp-server');
const { simpleParser } = require('mailparser');

/** One header's value as it stands in the message, unfolded; null when absent. */
function headerValue(raw, name) {
  const head = raw.split(/\r?\n\r?\n/)[0].replace(/\r?\n[ \t]+/g, ' ');
  const match = new RegExp(`^${name}:[ \\t]*(.*)$`, 'im').exec(head);
  return match ? match[1].trim() : null;
}

function createMockSmtp() {
  let mode = 'up';
  let received = [];

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onConnect(session, callback) {
      if (mode !== 'down') return callback();
      const error = new Error('Service not available, try again later');
      error.responseCode = 421;
      return callback(error);
    },
    onRcptTo(address, session, callback) {
      if (mode !== 'reject') return callback();
      const error = new Error('No such mailbox here');
      error.responseCode = 550;
      return callback(error);
    },
    onData(stream, session, callback) {
      const chunks = [];
      stream.on('data', (chunk) => chunks.push(chunk));
      stream.on('end', async () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const parsed = await simpleParser(raw);
        received.push({
          envelope: { from: session.envelope.mailFrom && session.envelope.mailFrom.address, to: session.envelope.rcptTo.map((rcpt) => rcpt.address) },
          messageId: parsed.messageId ?? null,
          subject: parsed.subject ?? '',
          from: parsed.from ? parsed.from.value : [],
          to: parsed.to ? [].concat(parsed.to).flatMap((group) => group.value) : [],
          replyTo: parsed.replyTo ? parsed.replyTo.value : [],
          headerNames: [...parsed.headers.keys()],
          // As written, from the header block (mailparser turns List-Unsubscribe into an object of its own).
          listUnsubscribe: headerValue(raw, 'List-Unsubscribe'),
          listUnsubscribePost: headerValue(raw, 'List-Unsubscribe-Post'),
          text: parsed.text ?? '',
          html: typeof parsed.html === 'string' ? parsed.html : '',
          raw,
        });
        callback();
      });
    },
  });
  server.on('error', () => undefined);

  return {
    setMode(next) {
      mode = next;
    },
    received: () => received,
    reset() {
      mode = 'up';
      received = [];
    },
    listen(port = 0) {
      return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(`smtp://127.0.0.1:${server.server.address().port}`)));
    },
    close() {
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

module.exports = { createMockSmtp };
