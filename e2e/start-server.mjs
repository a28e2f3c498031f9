// Starts the built server on a fresh data folder (demo data loads because it is empty), with
// Razorpay pointed at a stand-in gateway on 127.0.0.1 and WhatsApp orders on: both ways to pay.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import readline from 'node:readline';

const dataDir = process.env.DATA_DIR;
if (!dataDir) throw new Error('DATA_DIR must be set (playwright.config.ts sets it)');
fs.rmSync(dataDir, { recursive: true, force: true });
fs.mkdirSync(dataDir, { recursive: true });

const port = Number(process.env.PORT);
const gateway = spawn(process.execPath, ['--import', 'tsx', 'e2e/fake-razorpay-server.ts'], {
  stdio: ['ignore', 'pipe', 'inherit'],
  env: {
    ...process.env,
    FAKE_RAZORPAY_PORT: String(port + 1),
    FAKE_RAZORPAY_WEBHOOK_URL: `http://127.0.0.1:${port}/api/payments/razorpay/webhook`,
  },
});
// Its first line is the environment that points the server at it.
const firstLine = await new Promise((resolve) =>
  readline.createInterface({ input: gateway.stdout }).once('line', resolve),
);
const razorpayEnv = JSON.parse(firstLine);

const child = spawn(process.execPath, ['apps/server/dist/server.js'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    ...razorpayEnv,
    WHATSAPP_ORDER_NUMBER: '919000000000',
    HOST: '127.0.0.1',
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    // Every journey's students and staff log in from 127.0.0.1: the 20 codes an address may ask
    // for in 10 minutes (meant for one network) ran out when the suite ran fast, and a journey
    // failed at its login with 429. The limit itself is proved in the server's auth tests.
    OTP_IP_SEND_LIMIT: '1000',
    // Likewise the 30 signups an address may make in an hour: the suite signs up more students.
    SIGNUP_ADDRESS_LIMIT: '1000',
    // A student's copy of their data is built within seconds, not the minute a server waits.
    DATA_EXPORT_SWEEP_SECONDS: '2',
    // A due erasure is carried out within a second (account-erasure.spec.ts makes one due).
    ERASURE_SWEEP_SECONDS: '1',
  },
});
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    gateway.kill(signal);
    child.kill(signal);
  });
child.on('exit', (code) => {
  gateway.kill('SIGTERM');
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
