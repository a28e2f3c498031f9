/** Reads the code the server's console mail provider wrote to an address (data/mail-outbox.jsonl). */
import fs from 'node:fs';
import path from 'node:path';

type TOutboxMail = { at: string; to: string; subject: string; text: string };

/** Every email the outbox holds for an address since `notBefore`, oldest first. */
export function mailsTo(address: string, notBefore = 0): TOutboxMail[] {
  const file = path.join(process.env.E2E_DATA_DIR ?? '', 'mail-outbox.jsonl');
  const lines = fs.existsSync(file) ? fs.readFileSync(file, 'utf8').trim().split('\n').filter(Boolean) : [];
  return lines
    .map((line) => JSON.parse(line) as TOutboxMail)
    .filter((entry) => entry.to === address && Date.parse(entry.at) >= notBefore);
}

export async function readLatestMailedCode(address: string, notBefore = 0): Promise<string> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const code = mailsTo(address, notBefore)
      .at(-1)
      ?.text.match(/\b[0-9]{6}\b/)?.[0];
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no email with a code for ${address}`);
}
