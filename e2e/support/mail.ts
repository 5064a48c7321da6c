import fs from 'node:fs';
import path from 'node:path';

/** A message the stack's mail sink received (scripts/smtp-sink.mjs writes one .eml file per message). */
export interface ReceivedMail {
  file: string;
  to: string;
  subject: string;
  /** The text body, quoted-printable soft line breaks undone. */
  body: string;
}

const mailDir = (): string => {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: the mail sink writes under the stack data folder');
  return path.join(dataDir, 'mail');
};

/** Header value with RFC 5322 folding undone. */
const header = (head: string, name: string): string =>
  new RegExp(`^${name}: (.*(?:\\r?\\n[ \\t].*)*)`, 'mi').exec(head)?.[1]?.replace(/\r?\n[ \t]+/g, ' ') ?? '';

/** Every message received so far, oldest first. */
export function receivedMail(): ReceivedMail[] {
  const dir = mailDir();
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.eml'))
    .sort()
    .map((file) => {
      const raw = fs.readFileSync(path.join(dir, file), 'utf8');
      const split = raw.search(/\r?\n\r?\n/);
      const head = raw.slice(0, split);
      const body = raw
        .slice(split)
        .replace(/=\r?\n/g, '')
        .trim();
      return { file, to: header(head, 'To'), subject: header(head, 'Subject'), body };
    });
}
