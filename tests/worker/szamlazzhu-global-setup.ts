import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TestProject } from 'vitest/node';
import { STAND_IN_ACCOUNT } from '../fixtures/invoices';
import { SzamlaAgentStandIn } from './szamlazzhuStandIn';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The stand-in Számla Agent served over HTTP: the agent at `/szamla/`, its controls at `/stand-in/`. */
    szamlazzhuStandIn: string;
  }
}

async function bodyOf(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The stand-in's controls, for tests on the other side of the invoicing worker. */
function control(agent: SzamlaAgentStandIn, url: URL): unknown {
  if (url.pathname === '/stand-in/fail-next') {
    agent.failNext(url.searchParams.get('failure') as 'lose_answer', url.searchParams.get('action') ?? undefined);
    return { planned: true };
  }
  return { calls: agent.calls.map((call) => call.action), documents: agent.documents };
}

async function serve(agent: SzamlaAgentStandIn, req: IncomingMessage, res: ServerResponse) {
  const url = new URL(req.url ?? '/', 'http://stand-in');
  if (url.pathname.startsWith('/stand-in/')) {
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(control(agent, url)));
    return;
  }
  const request = new Request(url, {
    method: req.method,
    headers: req.headers as Record<string, string>,
    body: req.method === 'POST' ? new Uint8Array(await bodyOf(req)) : undefined,
  });
  let answer: Response;
  try {
    answer = await agent.handle(request);
  } catch {
    // "lose_answer": the work is done, the connection drops before the answer.
    res.destroy();
    return;
  }
  res.writeHead(answer.status, Object.fromEntries(answer.headers)).end(Buffer.from(await answer.arrayBuffer()));
}

/**
 * The számlázz.hu stand-in (szamlazzhuStandIn.ts) served over HTTP in node, so that the invoicing worker
 * (an auxiliary worker of the pool, decision 0065) reaches it with its own fetch, as it reaches the real
 * agent: the adapter's calls cross the RPC boundary and the network.
 */
export default async function setup(project: TestProject) {
  const agent = new SzamlaAgentStandIn(STAND_IN_ACCOUNT.agentKey, [STAND_IN_ACCOUNT.prefix]);
  const server = createServer((req, res) => {
    serve(agent, req, res).catch(() => res.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  project.provide('szamlazzhuStandIn', `http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  return () => new Promise((resolve) => server.close(resolve));
}
