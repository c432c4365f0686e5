/**
 * E-mail addresses as typed in forms. A module of its own: the login and sign-up forms check addresses
 * without bringing the phone-number library the rest of the person rules need.
 */
// A practical subset of RFC 5322: a dot-atom local part (atext, RFC 5322 §3.2.3) at a host name of
// letter-digit-hyphen labels (RFC 1035 §2.3.1), within RFC 5321's 64/254 octet limits. Quoted local
// parts and address literals are valid mail addresses but not typed in booking forms.
const ATEXT = "[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+";
const LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?';
const EMAIL = new RegExp(`^${ATEXT}(?:\\.${ATEXT})*@(?:${LABEL}\\.)+(?:[A-Za-z]{2,63}|xn--[A-Za-z0-9-]{1,59})$`);

export function isValidEmail(value: string): boolean {
  const email = value.trim();
  return email.length <= 254 && email.indexOf('@') <= 64 && EMAIL.test(email);
}
