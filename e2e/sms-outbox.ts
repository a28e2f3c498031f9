/** Reads the login code the server's console SMS provider wrote for a phone. */
import fs from 'node:fs';
import path from 'node:path';

export async function readLatestCode(phoneE164: string, notBefore = 0): Promise<string> {
  const file = path.join(process.env.E2E_DATA_DIR ?? '', 'sms-outbox.jsonl');
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const lines = fs.existsSync(file) ? fs.readFileSync(file, 'utf8').trim().split('\n').filter(Boolean) : [];
    const message = lines
      .map((line) => JSON.parse(line) as { at: string; to: string; text: string })
      .filter((entry) => entry.to === phoneE164 && Date.parse(entry.at) >= notBefore)
      .at(-1);
    const code = message?.text.match(/\b[0-9]{6}\b/)?.[0];
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no SMS for ${phoneE164} in ${file}`);
}
