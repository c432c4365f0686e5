import { type Context, Hono } from 'hono';
import { challengeGate } from '../../backends/challenge';
import { API_CALLS, type CallAnswer, routePath } from '../../domain/api';
import { CHALLENGE_HEADER } from '../../domain/challenge';
import type { AppEnv } from '../../env';
import { noStore } from '../../middleware/noStore';
import { clientIp } from './caller';
import { refuse } from './errors';

/**
 * The bot challenge in front of anonymous bookings and sign-up (issue 24 point 2; decision 0050):
 * GET /api/challenge offers one (each offer is new and spent on use, so never cached), and the calls
 * it guards ask `requireHuman` for the proof the browser sends back.
 */
export const challengeApi = new Hono<AppEnv>();

challengeApi.get(routePath('challenge'), noStore(), async (c) => {
  const answer: CallAnswer<'challenge'> = { data: await (await challengeGate(c.env)).offer() };
  return c.json(answer);
});

/**
 * Ends the call with 403 `challenge_failed` unless its X-Challenge header carries a good, unused proof;
 * the browser then solves a new challenge and asks again.
 */
export async function requireHuman(c: Context<AppEnv>): Promise<void> {
  if (await isHuman(c, c.req.header(CHALLENGE_HEADER))) return;
  refuse(c, 403, 'challenge_failed', 'Solve a new challenge (GET /api/challenge) and send its proof');
}

/** Whether `proof` is a good, unused one (spending it); a page's form post asks this way. */
export async function isHuman(c: Context<AppEnv>, proof: string | undefined): Promise<boolean> {
  return !!proof && (await (await challengeGate(c.env)).verify(proof, { ip: clientIp(c) }));
}

/** The path, for the pages' scripts and the tests. */
export const CHALLENGE_PATH = API_CALLS.challenge.path;
