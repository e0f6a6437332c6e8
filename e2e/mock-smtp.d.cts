export type SmtpMode = 'up' | 'down' | 'reject';

export interface ReceivedMail {
  envelope: { from: string | undefined; to: string[] };
  messageId: string | null;
  subject: string;
  from: { address?: string; name: string }[];
  to: { address?: string; name: string }[];
  replyTo: { address?: string; name: string }[];
  /** Every header name the message carried, lower case. */
  headerNames: string[];
  listUnsubscribe: string | null;
  listUnsubscribePost: string | null;
  text: string;
  html: string;
  raw: string;
}

export interface MockSmtp {
  setMode(mode: SmtpMode): void;
  received(): ReceivedMail[];
  reset(): void;
  /** Resolves with the smtp:// URL to give SMTP_URL. */
  listen(port?: number): Promise<string>;
  close(): Promise<void>;
}

export function createMockSmtp(): MockSmtp;
