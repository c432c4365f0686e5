/** The payer's choice on the gateway's page, as the back URL's `e` names it. */
export const OUTCOMES = ['SUCCESS', 'FAIL', 'TIMEOUT', 'CANCEL'] as const;
export type PaymentOutcome = (typeof OUTCOMES)[number];

/** The gateway a payment went through (PAYMENT_GATEWAY chooses it). */
export type PaymentProvider = 'simplepay' | 'sandbox';

/**
 * What the backend made of a payment: 'confirmed' the held booking; 'retaken' the same slot for a
 * booking whose hold had run out; 'not_honoured' when it cannot keep the booking for the money (the slot
 * is gone, the booking was cancelled, is past, or is already paid or switched to paying on site). The
 * site refunds a payment that was not honoured (docs/decisions/0019).
 */
export type PaymentSettlement = 'confirmed' | 'retaken' | 'not_honoured';
