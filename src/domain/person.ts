export interface AppointmentPerson {
  first_name: string;
  last_name: string;
  gender: number;
  email: string;
  phone_number: string;
  taj: string;
  id_card_number: string;
  id_card_type: number;
  mothers_name: string;
  address: string;
  city: string;
  zip_code: string;
  state: string;
  language: string;
  birth_place: string;
  birth: string;
  elfogadom: boolean;
  adatvedelmiElfogadom: boolean;
  dm: boolean;
  dmMisc: string;
}

export interface AppointmentInvoice {
  invoice_taxnumber: string;
  invoice_type: number;
  invoice_name: string;
  invoice_address: string;
  invoice_zipcode: string;
  invoice_city: string;
  invoice_notes: string;
}

/** Spec section 9: the person's country defaults to Hungary (ISO 3166-1 alpha-3). */
export const DEFAULT_STATE = 'HUN';
/** Spec section 9: id_card_type defaults to 1. */
export const DEFAULT_ID_CARD_TYPE = 1;
/** Spec section 3: gender 0 means not chosen yet; the form requires a choice. */
export const GENDER_UNSET = 0;

/** Spec sections 3 and 9: who the invoice is made out to; private persons are the default. */
export const INVOICE_TYPE_PRIVATE = 1;
/** A company invoice needs the company's tax number (adószám). */
export const INVOICE_TYPE_COMPANY = 2;

/** The basic-data step's person before the visitor types anything. */
export function emptyPerson(): AppointmentPerson {
  return {
    first_name: '',
    last_name: '',
    gender: GENDER_UNSET,
    email: '',
    phone_number: '',
    taj: '',
    id_card_number: '',
    id_card_type: DEFAULT_ID_CARD_TYPE,
    mothers_name: '',
    address: '',
    city: '',
    zip_code: '',
    state: DEFAULT_STATE,
    language: '',
    birth_place: '',
    birth: '',
    elfogadom: false,
    adatvedelmiElfogadom: false,
    dm: false,
    dmMisc: '',
  };
}

/** The invoice before the visitor types anything: a private-person invoice. */
export function emptyInvoice(): AppointmentInvoice {
  return {
    invoice_taxnumber: '',
    invoice_type: INVOICE_TYPE_PRIVATE,
    invoice_name: '',
    invoice_address: '',
    invoice_zipcode: '',
    invoice_city: '',
    invoice_notes: '',
  };
}

/**
 * "Same as the patient": the invoice address copied from the person, the name in Hungarian order
 * (family name first). Type, tax number and notes stay as the visitor set them.
 */
export function invoiceFromPerson(person: AppointmentPerson, invoice: AppointmentInvoice): AppointmentInvoice {
  return {
    ...invoice,
    invoice_name: [person.last_name.trim(), person.first_name.trim()].filter(Boolean).join(' '),
    invoice_address: person.address,
    invoice_zipcode: person.zip_code,
    invoice_city: person.city,
  };
}
