/**
 * With SERVER_PROCESSES > 1 (process-supervisor.ts, node:cluster) a scrape reaches whichever
 * worker the cluster hands the connection to; that worker asks the primary, which gathers every
 * live worker's registry through prom-client's AggregatorRegistry and sums them (gauges by the
 * aggregator each declares), so one scrape covers every process. A worker that has died since
 * is not in the answer: its counts leave the sums, which Prometheus's rate() reads as a
 * counter reset, as it would a restart.
 */
import cluster from 'node:cluster';
import { AggregatorRegistry, type Registry } from 'prom-client';

const ASK = 'padanam:metrics-ask';
const ANSWER = 'padanam:metrics-answer';
/** prom-client gives up on a worker after 5 s; the asking worker waits a little longer. */
const ANSWER_TIMEOUT_MS = 6000;

interface Ask {
  type: typeof ASK;
  id: number;
}
interface Answer {
  type: typeof ANSWER;
  id: number;
  text?: string;
  error?: string;
}

const isAsk = (message: unknown): message is Ask =>
  typeof message === 'object' && message !== null && (message as { type?: unknown }).type === ASK;
const isAnswer = (message: unknown): message is Answer =>
  typeof message === 'object' && message !== null && (message as { type?: unknown }).type === ANSWER;

/** In the primary: answers each worker's ask with every worker's metrics, summed. */
export function answerClusterScrapes(): void {
  const aggregator = new AggregatorRegistry();
  cluster.on('message', (worker, message: unknown) => {
    if (!isAsk(message)) return;
    const reply = (answer: Omit<Answer, 'type' | 'id'>) => {
      if (worker.isConnected()) worker.send({ type: ANSWER, id: message.id, ...answer });
    };
    aggregator.clusterMetrics().then(
      (text) => reply({ text }),
      (error: unknown) => reply({ error: error instanceof Error ? error.message : String(error) }),
    );
  });
}

/** In a worker: answers the primary's gathering with this registry, and asks the primary for the whole cluster's. */
export function clusterScraper(registry: Registry): () => Promise<string> {
  AggregatorRegistry.setRegistries([registry]);
  // Constructing one adds prom-client's listener that answers the primary's gathering.
  new AggregatorRegistry();
  let nextId = 0;
  const waiting = new Map<number, (answer: Answer) => void>();
  process.on('message', (message: unknown) => {
    if (isAnswer(message)) waiting.get(message.id)?.(message);
  });
  return () =>
    new Promise<string>((resolve, reject) => {
      const id = nextId++;
      const timer = setTimeout(() => {
        waiting.delete(id);
        reject(new Error('the primary process did not answer the metrics request'));
      }, ANSWER_TIMEOUT_MS);
      waiting.set(id, (answer) => {
        clearTimeout(timer);
        waiting.delete(id);
        if (answer.text !== undefined) resolve(answer.text);
        else reject(new Error(answer.error ?? 'no metrics'));
      });
      process.send?.({ type: ASK, id } satisfies Ask);
    });
}
