// A real SMTP server for the tests (smtp-server, on a free local port, no TLS, any login accepted): it
// keeps every message handed to it, parsed, and can refuse a message with a chosen reply code.
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  messageId: string;
  parsed: ParsedMail;
}

export interface Attempt {
  /** When the message's data arrived (ms). */
  at: number;
  to: string;
  subject: string;
  /** The reply code it got: 250 accepted, else the refusal. */
  code: number;
}

export interface TestSmtp {
  /** `smtp://user:secret@127.0.0.1:<port>`, for SMTP_URL. */
  url: string;
  /** The messages accepted, in order. */
  received: ReceivedMail[];
  /** Every message offered, accepted or refused. */
  attempts: Attempt[];
  /** Return a 4xx/5xx code to refuse a message (by its parsed content); undefined accepts it. */
  refuse: ((mail: ReceivedMail) => number | undefined) | undefined;
  /** Milliseconds to hold each message before answering (widens the window of two workers racing). */
  delayMs: number;
  /** Messages whose data began to arrive (answered or not yet). */
  started: number;
  /** The messages to `to`. */
  to(address: string): ReceivedMail[];
  close(): Promise<void>;
}

export async function startSmtp(): Promise<TestSmtp> {
  const smtp: TestSmtp = {
    url: '',
    received: [],
    attempts: [],
    refuse: undefined,
    delayMs: 0,
    started: 0,
    to: (address) => smtp.received.filter((mail) => mail.to === address.toLowerCase()),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  const server = new SMTPServer({
    authOptional: true,
    // Plain text on a local port: nodemailer would otherwise upgrade and want a certificate it trusts.
    disabledCommands: ['STARTTLS'],
    disableReverseLookup: true,
    logger: false,
    onAuth: (_auth, _session, callback) => callback(null, { user: 'test' }),
    onData: (stream, _session, callback) => {
      smtp.started += 1;
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', async () => {
        const parsed = await simpleParser(Buffer.concat(chunks));
        const to = Array.isArray(parsed.to) ? parsed.to[0] : parsed.to;
        const mail: ReceivedMail = {
          to: (to?.value[0]?.address ?? '').toLowerCase(),
          subject: parsed.subject ?? '',
          text: parsed.text ?? '',
          html: typeof parsed.html === 'string' ? parsed.html : '',
          messageId: parsed.messageId ?? '',
          parsed,
        };
        if (smtp.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, smtp.delayMs));
        const code = smtp.refuse?.(mail);
        smtp.attempts.push({ at: Date.now(), to: mail.to, subject: mail.subject, code: code ?? 250 });
        if (code === undefined) {
          smtp.received.push(mail);
          callback();
          return;
        }
        callback(
          Object.assign(new Error(code >= 500 ? 'No such mailbox here' : 'Try again later'), {
            responseCode: code,
          }),
        );
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  smtp.url = `smtp://user:secret@127.0.0.1:${port}`;
  return smtp;
}

/** Polls `check` until it returns true or the deadline passes (then fails with `what`). */
export async function eventually(what: string, check: () => boolean | Promise<boolean>, timeoutMs = 5_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await check()) return;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
