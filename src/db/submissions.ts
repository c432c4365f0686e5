/**
 * What visitors send through the site's own forms, kept in D1: contest entries (migrations/0008, 0014)
 * and company enquiries (migrations/0009). Plain functions with bound parameters (STYLE.md).
 */
export interface ContestEntry {
  formId: string;
  lastName: string;
  firstName: string;
  email: string;
  visitedBefore: 'true' | 'false';
  maldiv: 'true' | 'false';
  language: 'hu' | 'en';
}

/**
 * Stores an entry with its consent time; false when this address already entered this contest. The
 * unique (form_id, email) decides: a second entry, even a concurrent one, inserts nothing.
 */
export async function insertContestEntry(db: D1Database, entry: ContestEntry): Promise<boolean> {
  const row = await db
    .prepare(
      `INSERT INTO contest_entries (form_id, last_name, first_name, email, visited_before, maldiv, language,
         privacy_consent_at)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
       ON CONFLICT (form_id, email) DO NOTHING RETURNING id`,
    )
    .bind(entry.formId, entry.lastName, entry.firstName, entry.email, entry.visitedBefore, entry.maldiv, entry.language)
    .first<{ id: number }>();
  return row !== null;
}

export interface StoredEnquiry {
  company: string;
  contactName: string;
  email: string;
  phone: string;
  headcount: number;
  message: string;
  language: 'hu' | 'en';
}

/** Keeps an enquiry (the API's and the page's form post both end here). */
export async function storeEnquiry(db: D1Database, enquiry: StoredEnquiry): Promise<void> {
  await db
    .prepare(
      `INSERT INTO company_enquiries (company, contact_name, email, phone, headcount, message, language)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)`,
    )
    .bind(
      enquiry.company,
      enquiry.contactName,
      enquiry.email,
      enquiry.phone,
      enquiry.headcount,
      enquiry.message,
      enquiry.language,
    )
    .run();
}
