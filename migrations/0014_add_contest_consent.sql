-- Issue 12: the contest form asks for consent to the privacy notice (src/islands/content/ContestForm.tsx);
-- the entry records when it was given. Entries stored before this column have none recorded (NULL).
ALTER TABLE contest_entries ADD COLUMN privacy_consent_at TEXT;
