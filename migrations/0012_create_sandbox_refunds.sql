-- The embedded sandbox gateway's refunds (PAYMENT_GATEWAY = "sandbox"): what SimplePay keeps about the
-- money it gave back, so that the sandbox can answer the v2 `refund` call as SimplePay does (a refund
-- never exceeds what remains of the transaction) and /dev/payments can show every refund.
CREATE TABLE payment_sandbox_refunds (
  refund_transaction_id INTEGER PRIMARY KEY AUTOINCREMENT,
  transaction_id INTEGER NOT NULL REFERENCES payment_sandbox_transactions (transaction_id) ON DELETE CASCADE,
  -- Forints given back by this refund.
  amount INTEGER NOT NULL CHECK (amount > 0),
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX payment_sandbox_refunds_transaction ON payment_sandbox_refunds (transaction_id);
-- Refund ids are nine-digit numbers like the transactions', in a range of their own.
INSERT INTO sqlite_sequence (name, seq) VALUES ('payment_sandbox_refunds', 700000000);

-- For tests and demos: the SimplePay error code the sandbox answers the transaction's next refund call
-- with, once (set by failNextSandboxRefund in src/backends/payment/sandbox.ts); NULL answers normally.
ALTER TABLE payment_sandbox_transactions ADD COLUMN refuse_next_refund INTEGER;
