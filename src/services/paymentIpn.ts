/**
 * The gateway's IPN (SimplePay's Instant Payment Notification; DESIGN.md, Ports: payment gateway): the
 * one message that confirms a payment. Verified by its Signature, recorded once, settled with the
 * laboratory backend, and answered with the same JSON plus receiveDate, signed.
 */
import type { Context } from 'hono';
import * as v from 'valibot';
import { paymentGateway } from '../backends/payment';
import { gatewayTime } from '../backends/payment/port';
import { IpnSchema } from '../backends/payment/schema';
import { signBody, verifyBody } from '../backends/payment/signature';
import { type PaymentStatus, recordIpn } from '../db/payments';
import type { AppEnv, Bindings } from '../env';
import { settlePayment } from './payments';

// SimplePay IPN statuses; FINISHED is the successful payment.
const IPN_STATUS: Record<string, PaymentStatus> = {
  FINISHED: 'succeeded',
  NOTAUTHORIZED: 'failed',
  FRAUD: 'failed',
  TIMEOUT: 'timeout',
  CANCELLED: 'cancelled',
};

/** The IPN as status, exact answer body and its Signature; the route and the sandbox both use it. */
export async function handleIpn(
  env: Bindings,
  body: string,
  signature: string | null | undefined,
  c?: Context<AppEnv>,
) {
  const gateway = await paymentGateway(env);
  if (!(await verifyBody(gateway.secret, body, signature))) return { status: 401 as const };
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return { status: 400 as const };
  }
  const parsed = v.safeParse(IpnSchema, json);
  const status = parsed.success ? IPN_STATUS[parsed.output.status] : undefined;
  if (!parsed.success || !status) return { status: 400 as const };
  const ipn = parsed.output;
  const recorded = await recordIpn(env.DB, {
    orderRef: ipn.orderRef,
    transactionId: String(ipn.transactionId),
    status,
    now: new Date().toISOString(),
  });
  if (!recorded) return { status: 404 as const };
  const { payment } = recorded;
  // The money arrived: the laboratory backend keeps the booking for it, or it is refunded. When the
  // backend cannot be asked now, the gateway gets no answer and sends the IPN again (the cron also
  // settles what is left unsettled).
  if (payment.status === 'succeeded' && !payment.booking_outcome) {
    try {
      await settlePayment(env, payment, c);
    } catch (error) {
      console.error(`Settling payment ${payment.order_ref} failed; the IPN is left unanswered`, error);
      return { status: 503 as const };
    }
  }
  const answer = JSON.stringify({ ...ipn, receiveDate: gatewayTime(new Date(payment.ipn_received_at!)) });
  return { status: 200 as const, body: answer, signature: await signBody(gateway.secret, answer) };
}
