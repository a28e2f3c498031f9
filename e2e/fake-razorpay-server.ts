// The stand-in Razorpay for the browser suite (apps/server/src/test/fake-razorpay.ts) as a process:
// it prints the environment that points the server at it, then serves until stopped.
import { startFakeRazorpay } from '../apps/server/src/test/fake-razorpay';

const gateway = await startFakeRazorpay({
  port: Number(process.env.FAKE_RAZORPAY_PORT ?? 0),
  webhookUrl: process.env.FAKE_RAZORPAY_WEBHOOK_URL,
});
process.stdout.write(`${JSON.stringify(gateway.env)}\n`);
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => void gateway.close().then(() => process.exit(0)));
