import { listenOnLoopback } from '../loopback';
import { createServer, type IncomingMessage, type Server } from 'node:http';

/** How the fake model answers the next requests. */
export type FakeModelBehaviour =
  | { kind: 'answer'; text: string; delayMs?: number }
  | { kind: 'status'; status: number }
  | { kind: 'hang' }
  | { kind: 'fail-midway'; text: string };

export interface FakeOpenAiServer {
  url: string;
  behaviour: FakeModelBehaviour;
  /** Bodies of the chat-completion requests received, newest last. */
  requests: { model: string; messages: { role: string; content: string }[]; stream: boolean }[];
  authHeaders: (string | undefined)[];
  close(): Promise<void>;
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => resolve(body));
  });
}

const chunk = (content: string) =>
  `data: ${JSON.stringify({ id: 'fake', object: 'chat.completion.chunk', choices: [{ index: 0, delta: { content } }] })}\n\n`;

/**
 * An OpenAI-compatible `/v1/chat/completions` on loopback that streams its answer word by word, and
 * can be told to fail with a status, to hang (for timeouts) or to break off midway.
 */
export async function startFakeOpenAiServer(): Promise<FakeOpenAiServer> {
  const fake: Omit<FakeOpenAiServer, 'url' | 'close'> = {
    behaviour: { kind: 'answer', text: 'Hello from the fake model.' },
    requests: [],
    authHeaders: [],
  };
  const server: Server = createServer((req, res) => {
    void (async () => {
      if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
        res.writeHead(404).end();
        return;
      }
      fake.requests.push(JSON.parse(await readBody(req)) as FakeOpenAiServer['requests'][number]);
      fake.authHeaders.push(req.headers.authorization);
      const behaviour = fake.behaviour;
      if (behaviour.kind === 'status') {
        res.writeHead(behaviour.status, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ error: { message: 'fake failure' } }));
        return;
      }
      if (behaviour.kind === 'hang') return; // never answers; the client's timeout must fire
      res.writeHead(200, { 'Content-Type': 'text/event-stream' });
      const words = behaviour.text.match(/\S+\s*/g) ?? [];
      for (const [i, word] of words.entries()) {
        if (behaviour.kind === 'fail-midway' && i === Math.floor(words.length / 2)) {
          res.destroy();
          return;
        }
        res.write(chunk(word));
        if (behaviour.kind === 'answer' && behaviour.delayMs) {
          await new Promise((r) => setTimeout(r, behaviour.delayMs));
        }
      }
      res.end('data: [DONE]\n\n');
    })();
  });
  const { port, close } = await listenOnLoopback(server);
  return Object.assign(fake, {
    url: `http://127.0.0.1:${port}/v1`,
    close,
  });
}
