/**
 * The payment gateway's refusals and failures, for every implementation of the port (SimplePay v2 and
 * the embedded sandbox speak the same protocol, so the codes are SimplePay's).
 *
 * The code meanings are SimplePay's v2 error code list, as the public SDKs carry it:
 * connorhu/simplepay-lib src/Error/ErrorCatalog.php (Hungarian, with the list of codes that are the
 * caller's fault) and NETipar/simplepay examples/en/error-codes.md (English names).
 */

/** What a code means, for the log line and the operator (not shown to patients). */
const ERROR_MEANINGS: Record<number, string> = {
  999: 'general error',
  1529: 'SimplePay internal error',
  2019: 'acquirer communication timeout',
  2020: 'acquirer bank error',
  2999: 'SimplePay internal error',
  5000: 'general error',
  5010: 'merchant account not found',
  5011: 'transaction not found',
  5012: 'merchant account mismatch',
  5013: 'transaction already exists for this orderRef',
  5015: 'transaction is being paid',
  5022: 'transaction not in the state the request needs',
  5027: 'transaction lock error',
  5106: 'invalid refund amount',
  5110: 'refund total not allowed (more than remains)',
  5111: 'orderRef or transactionId required',
  5201: 'merchant missing',
  5213: 'orderRef missing',
  5219: 'customerEmail missing or not an e-mail address',
  5220: 'language invalid',
  5223: 'currency invalid or missing',
  5227: 'timeout invalid',
  5228: 'refund limit exceeded',
  5229: 'refund deadline expired',
  5230: 'refund not allowed',
  5302: 'request signature invalid',
  5304: 'call failed on a timeout',
  5305: 'sending the transaction to the acquirer failed',
  5306: 'transaction creation failed',
  5309: 'invoice name (or company) missing',
  5310: 'invoice city missing',
  5311: 'invoice zip missing',
  5312: 'invoice address missing',
  5320: 'sdkVersion missing',
  5321: 'malformed JSON',
  5322: 'invoice country invalid',
  5324: 'total or items required',
  5325: 'url invalid',
  5401: 'salt invalid (32-64 characters)',
};

/**
 * Codes after which the same request may succeed later: SimplePay's or the acquirer's own trouble
 * (internal errors, timeouts, a lock, a transaction busy being paid). None of them is in
 * simplepay-lib's list of caller errors (ErrorCatalog::DEVELOPER_CODES); every other code is a refusal
 * that repeating the request will not change (unknown transaction, more than remains, bad signature…).
 */
const TRANSIENT_CODES = new Set([999, 1529, 2019, 2020, 2999, 5000, 5015, 5027, 5304, 5305, 5306]);

export type GatewayOperation = 'start' | 'refund';

/**
 * - refused: the gateway answered `errorCodes`, so it did not carry the request out;
 * - unavailable: no usable answer (network error, timeout, an HTTP error without codes); whether a
 *   refund reached the gateway is unknown;
 * - invalid_answer: an answer that is not signed with the merchant secret, not in the documented shape,
 *   or about another order; nothing in it is trusted, and the outcome is unknown;
 * - invalid_request: the product asked for something the protocol cannot carry (never sent).
 */
export type GatewayErrorKind = 'refused' | 'unavailable' | 'invalid_answer' | 'invalid_request';

export interface GatewayErrorDetails {
  kind: GatewayErrorKind;
  /** SimplePay's `errorCodes`, as numbers; empty when the gateway gave none. */
  codes?: number[];
  /** The answer's HTTP status; null when there was no answer. */
  status?: number | null;
  /** Whether the answer carried a valid Signature (an unknown merchant's refusal cannot be signed). */
  verified?: boolean;
  cause?: unknown;
}

/**
 * A gateway call that did not succeed. `retryable` says whether repeating the same request later can
 * help: a network failure, a timeout, an HTTP 5xx or 429 without codes, or only transient codes. A
 * definitive refusal (e.g. 5110 more than remains, 5011 unknown transaction, 5302 bad signature) and an
 * untrustworthy answer are not retryable: they need a person, not another attempt.
 */
export class GatewayError extends Error {
  readonly operation: GatewayOperation;
  readonly kind: GatewayErrorKind;
  readonly codes: number[];
  readonly status: number | null;
  readonly verified: boolean;
  readonly retryable: boolean;

  constructor(operation: GatewayOperation, message: string, details: GatewayErrorDetails) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.name = 'GatewayError';
    this.operation = operation;
    this.kind = details.kind;
    this.codes = details.codes ?? [];
    this.status = details.status ?? null;
    this.verified = details.verified ?? false;
    this.retryable = isRetryable(this.kind, this.codes, this.status);
  }

  /** The gateway answered `errorCodes`: the message names each code and what it means. */
  static refused(
    operation: GatewayOperation,
    codes: number[],
    { status, verified }: { status: number; verified: boolean },
  ): GatewayError {
    const described = codes.map((code) => (ERROR_MEANINGS[code] ? `${code} (${ERROR_MEANINGS[code]})` : `${code}`));
    return new GatewayError(
      operation,
      `Payment gateway refused ${operation}: ${described.join(', ')}` +
        (verified ? '' : ' [answer not signed with the merchant secret]'),
      { kind: 'refused', codes, status, verified },
    );
  }
}

function isRetryable(kind: GatewayErrorKind, codes: number[], status: number | null): boolean {
  if (kind === 'refused') return codes.length > 0 && codes.every((code) => TRANSIENT_CODES.has(code));
  if (kind === 'unavailable') return status === null || status >= 500 || status === 429;
  return false;
}
