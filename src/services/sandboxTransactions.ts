import { isSandbox } from '../backends/payment';
import { findSandboxTransaction, type SandboxTransaction } from '../db/paymentSandbox';
import type { Bindings } from '../env';

/**
 * The sandbox gateway's transaction that its payment page's path names, or null (also whenever the
 * sandbox is not the gateway, so that page never shows in production).
 */
export async function sandboxTransaction(
  env: Bindings,
  transactionId: string | undefined,
): Promise<SandboxTransaction | null> {
  const id = Number(transactionId);
  if (!isSandbox(env) || !Number.isSafeInteger(id)) return null;
  return findSandboxTransaction(env.DB, id);
}
