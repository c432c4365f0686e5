/**
 * The account pages' strings (spec section 2, Account pages: /sajat, Profilom, Első lépések,
 * Regisztráció, Bejelentkezés, Jelszó visszaállítás) and the messages for the API's stable error codes.
 * Templates use {name}.
 */
export interface AccountMessages {
  /** The header's link to the account. */
  myAccount: string;
  titles: {
    overview: string;
    profile: string;
    firstSteps: string;
    signup: string;
    login: string;
    reset: string;
  };
  intros: {
    overview: string;
    profile: string;
    firstSteps: string;
    signup: string;
    login: string;
    reset: string;
  };
  email: string;
  password: string;
  newPassword: string;
  currentPassword: string;
  passwordHint: string;
  /**
   * The show-password switch: its visible text, then what a screen reader hears after it, so its name
   * begins with what it shows (WCAG 2.5.3 label in name).
   */
  show: string;
  showWhat: string;
  signupButton: string;
  signupSent: string;
  loginButton: string;
  logout: string;
  orWith: string;
  continueWith: string;
  noAccount: string;
  haveAccount: string;
  forgotPassword: string;
  verifyTitle: string;
  verifyButton: string;
  /** Said while the opened link confirms the address by itself (decision 0054). */
  verifying: string;
  /** After a confirmation link that no longer works: how to get a new one (the login below sends it). */
  verifyAgain: string;
  verified: string;
  /** The login page's intro when no other login (OAuth provider) is configured. */
  loginPasswordOnly: string;
  /** A password link that no longer works: a new one is asked for right there. */
  resetLinkInvalid: string;
  resetRequestButton: string;
  resetSent: string;
  resetSetButton: string;
  resetDone: string;
  toLogin: string;
  upcoming: string;
  past: string;
  noUpcoming: string;
  noPast: string;
  bookNew: string;
  manage: string;
  cancelled: string;
  held: string;
  /** An on-site booking waiting for its mail's confirmation (decision 0050). */
  awaitsConfirmation: string;
  /** A cancelled booking paid online: its refund has started (docs/decisions/0019). */
  refundStarted: string;
  mainPatient: string;
  noMainPatient: string;
  createPatient: string;
  savePatient: string;
  patientSaved: string;
  account: string;
  username: string;
  language: string;
  saveAccount: string;
  accountSaved: string;
  changePassword: string;
  passwordChanged: string;
  linkedLogins: string;
  noLinkedLogins: string;
  linkWith: string;
  deleteAccount: string;
  deleteWarning: string;
  deleteButton: string;
  deleted: string;
  required: string;
  invalidEmail: string;
  /** A refused attempt with the clock time ({time}, hours and minutes) from when to try again. */
  tryAgainAt: string;
  errors: Record<
    | 'invalid_credentials'
    | 'email_not_verified'
    | 'too_many_attempts'
    | 'invalid_token'
    | 'invalid_link'
    | 'weak_password'
    | 'patient_exists'
    | 'oauth_failed'
    | 'oauth_email_taken'
    | 'oauth_email_unverified'
    | 'upstream_failed'
    | 'challenge_failed'
    | 'failed',
    string
  >;
}

const hu: AccountMessages = {
  myAccount: 'Fiókom',
  titles: {
    overview: 'Foglalásaim',
    profile: 'Profilom',
    firstSteps: 'Első lépések',
    signup: 'Regisztráció',
    login: 'Bejelentkezés',
    reset: 'Jelszó visszaállítás',
  },
  intros: {
    overview: 'Közelgő és korábbi időpontjai, kezelésük egy kattintással.',
    profile: 'Fiókja adatai, a páciens adatai, a bejelentkezési módok és a jelszó.',
    firstSteps: 'Adja meg a páciens adatait egyszer: a következő foglalásnál már kitöltve várják.',
    signup: 'Fiókkal foglalásai egy helyen vannak, és adatait nem kell újra megadnia.',
    login: 'Jelentkezzen be e-mail címével és jelszavával, vagy egy másik fiókjával.',
    reset: 'Küldünk egy linket, amellyel új jelszót adhat meg.',
  },
  email: 'E-mail cím',
  password: 'Jelszó',
  newPassword: 'Új jelszó',
  currentPassword: 'Jelenlegi jelszó',
  passwordHint: 'Legalább 10 karakter; ne egy gyakori jelszó, és ne az e-mail címe.',
  show: 'Mutasd',
  showWhat: ' a jelszót',
  signupButton: 'Regisztrálok',
  signupSent:
    'Köszönjük! Elküldtük a megerősítő levelet a megadott címre. A benne lévő linkkel erősítse meg e-mail címét, majd jelentkezzen be.',
  loginButton: 'Bejelentkezés',
  logout: 'Kijelentkezés',
  orWith: 'vagy',
  continueWith: 'Folytatás ezzel: {provider}',
  noAccount: 'Még nincs fiókja? Regisztráljon!',
  haveAccount: 'Már van fiókja? Jelentkezzen be!',
  forgotPassword: 'Elfelejtette jelszavát?',
  verifyTitle: 'E-mail cím megerősítése',
  verifyButton: 'Megerősítem az e-mail címemet',
  verifying: 'E-mail címének megerősítése folyamatban…',
  verifyAgain:
    'Ha címe még nincs megerősítve, jelentkezzen be alább e-mail címével és jelszavával: azonnal küldünk egy új megerősítő linket, a korábbiak pedig továbbra is érvényesek.',
  verified: 'E-mail címét megerősítettük. Most már bejelentkezhet.',
  loginPasswordOnly: 'Jelentkezzen be e-mail címével és jelszavával.',
  resetLinkInvalid:
    'Ez a jelszó-visszaállító link érvénytelen, már felhasználták, vagy lejárt. Adja meg e-mail címét, és küldünk egy újat.',
  resetRequestButton: 'Link küldése',
  resetSent:
    'Ha ezzel a címmel van fiókja, elküldtük a jelszó visszaállításához szükséges linket. A link 1 óráig érvényes.',
  resetSetButton: 'Új jelszó mentése',
  resetDone: 'Új jelszavát elmentettük. Jelentkezzen be vele!',
  toLogin: 'Tovább a bejelentkezéshez',
  upcoming: 'Közelgő időpontok',
  past: 'Korábbi időpontok',
  noUpcoming: 'Nincs közelgő időpontja.',
  noPast: 'Még nincs korábbi időpontja.',
  bookNew: 'Új időpont foglalása',
  manage: 'Kezelés',
  cancelled: 'Lemondva',
  held: 'Fizetésre vár',
  awaitsConfirmation: 'Megerősítésre vár: nézze meg e-mailjeit',
  refundStarted: 'Az online kifizetett {amount} visszatérítését elindítottuk.',
  mainPatient: 'Páciens adatai',
  noMainPatient: 'Még nem adta meg a páciens adatait.',
  createPatient: 'Páciens adatainak mentése',
  savePatient: 'Páciens adatainak mentése',
  patientSaved: 'A páciens adatait elmentettük.',
  account: 'Fiók',
  username: 'Megjelenített név',
  language: 'Levelezés nyelve',
  saveAccount: 'Fiók mentése',
  accountSaved: 'Elmentve.',
  changePassword: 'Jelszó módosítása',
  passwordChanged: 'Új jelszavát elmentettük; a többi eszközön kijelentkeztettük.',
  linkedLogins: 'Bejelentkezési módok',
  noLinkedLogins: 'Csak e-mail címmel és jelszóval jelentkezik be.',
  linkWith: 'Összekapcsolás: {provider}',
  deleteAccount: 'Fiók törlése',
  deleteWarning:
    'A fiók törlésével a páciens adatai is törlődnek. Foglalásai megmaradnak, és az e-mailben kapott linkekkel továbbra is kezelhetők.',
  deleteButton: 'Fiókom végleges törlése',
  deleted: 'Fiókját töröltük.',
  required: 'Kötelező mező',
  invalidEmail: 'Érvénytelen e-mail cím',
  tryAgainAt: 'Túl sok sikertelen próbálkozás. Kérjük, próbálja újra {time} után.',
  errors: {
    invalid_credentials: 'Hibás e-mail cím vagy jelszó.',
    email_not_verified: 'E-mail címe még nincs megerősítve. Új megerősítő linket küldtünk.',
    too_many_attempts: 'Túl sok próbálkozás. Kérjük, próbálja újra később.',
    invalid_token: 'A link érvénytelen, már felhasználták, vagy lejárt. Kérjen újat!',
    invalid_link: 'A link érvénytelen, már felhasználták, vagy lejárt. Kérjen újat!',
    weak_password:
      'Ez a jelszó nem használható: legalább 10 karakter, ne gyakori jelszó, és ne tartalmazza az e-mail címét.',
    patient_exists: 'A fiókhoz már tartozik páciens.',
    oauth_failed: 'A bejelentkezés a külső fiókkal nem sikerült. Kérjük, próbálja újra.',
    oauth_email_taken:
      'Ezzel az e-mail címmel már van fiókja. Jelentkezzen be jelszavával, majd a Profilom oldalon kapcsolja össze a külső fiókot.',
    oauth_email_unverified:
      'A külső fiók nem igazolta az e-mail címét. Jelentkezzen be jelszavával, vagy regisztráljon.',
    upstream_failed: 'A fiókkezelő rendszer most nem érhető el. Kérjük, próbálja újra néhány perc múlva.',
    challenge_failed:
      'Nem sikerült ellenőrizni a böngészőjét. Kérjük, próbálja újra; a regisztrációhoz a JavaScriptnek bekapcsolva kell lennie.',
    failed: 'A művelet nem sikerült. Kérjük, próbálja újra.',
  },
};

const en: AccountMessages = {
  myAccount: 'My account',
  titles: {
    overview: 'My bookings',
    profile: 'My profile',
    firstSteps: 'First steps',
    signup: 'Sign up',
    login: 'Log in',
    reset: 'Reset password',
  },
  intros: {
    overview: 'Your upcoming and past appointments, each managed with one click.',
    profile: "Your account, the patient's details, your ways to log in and your password.",
    firstSteps: "Enter the patient's details once: your next booking will have them filled in.",
    signup: 'With an account your bookings are in one place and you do not type your details again.',
    login: 'Log in with your e-mail address and password, or with another account of yours.',
    reset: 'We send you a link to set a new password.',
  },
  email: 'E-mail address',
  password: 'Password',
  newPassword: 'New password',
  currentPassword: 'Current password',
  passwordHint: 'At least 10 characters; not a common password, and not your e-mail address.',
  show: 'Show',
  showWhat: ' password',
  signupButton: 'Sign up',
  signupSent:
    'Thank you! We sent a confirmation e-mail to the address you gave. Confirm your address with its link, then log in.',
  loginButton: 'Log in',
  logout: 'Log out',
  orWith: 'or',
  continueWith: 'Continue with {provider}',
  noAccount: 'No account yet? Sign up!',
  haveAccount: 'Already have an account? Log in!',
  forgotPassword: 'Forgot your password?',
  verifyTitle: 'Confirm your e-mail address',
  verifyButton: 'Confirm my e-mail address',
  verifying: 'Confirming your e-mail address…',
  verifyAgain:
    'If your address is not confirmed yet, log in below with your e-mail address and password: we will send you a new confirmation link at once, and the earlier ones keep working.',
  verified: 'Your e-mail address is confirmed. You can log in now.',
  loginPasswordOnly: 'Log in with your e-mail address and password.',
  resetLinkInvalid:
    'This password reset link is invalid, already used or expired. Enter your e-mail address and we will send you a new one.',
  resetRequestButton: 'Send the link',
  resetSent:
    'If there is an account with this address, we sent it a link to reset the password. The link is valid for 1 hour.',
  resetSetButton: 'Save the new password',
  resetDone: 'Your new password is saved. Log in with it!',
  toLogin: 'Go to log in',
  upcoming: 'Upcoming appointments',
  past: 'Past appointments',
  noUpcoming: 'You have no upcoming appointment.',
  noPast: 'No past appointments yet.',
  bookNew: 'Book a new appointment',
  manage: 'Manage',
  cancelled: 'Cancelled',
  held: 'Awaiting payment',
  awaitsConfirmation: 'Awaiting your confirmation: see your e-mail',
  refundStarted: 'The refund of the {amount} you paid online has started.',
  mainPatient: "Patient's details",
  noMainPatient: "You have not entered the patient's details yet.",
  createPatient: "Save the patient's details",
  savePatient: "Save the patient's details",
  patientSaved: "The patient's details are saved.",
  account: 'Account',
  username: 'Display name',
  language: 'Language of e-mails',
  saveAccount: 'Save account',
  accountSaved: 'Saved.',
  changePassword: 'Change password',
  passwordChanged: 'Your new password is saved; your other devices were logged out.',
  linkedLogins: 'Ways to log in',
  noLinkedLogins: 'You log in with your e-mail address and password only.',
  linkWith: 'Link {provider}',
  deleteAccount: 'Delete account',
  deleteWarning:
    "Deleting the account deletes the patient's details too. Your bookings stay and can still be managed with the links in their e-mails.",
  deleteButton: 'Delete my account for good',
  deleted: 'Your account is deleted.',
  required: 'This field is required',
  invalidEmail: 'Invalid e-mail address',
  tryAgainAt: 'Too many failed attempts. Please try again after {time}.',
  errors: {
    invalid_credentials: 'Wrong e-mail address or password.',
    email_not_verified: 'Your e-mail address is not confirmed yet. We sent you a new confirmation link.',
    too_many_attempts: 'Too many attempts. Please try again later.',
    invalid_token: 'The link is invalid, already used or expired. Ask for a new one!',
    invalid_link: 'The link is invalid, already used or expired. Ask for a new one!',
    weak_password:
      'This password cannot be used: at least 10 characters, not a common password, and not containing your e-mail address.',
    patient_exists: 'The account already has a patient.',
    oauth_failed: 'Logging in with the other account did not work. Please try again.',
    oauth_email_taken:
      'You already have an account with this e-mail address. Log in with your password, then link the other account on My profile.',
    oauth_email_unverified:
      'The other account did not confirm its e-mail address. Log in with your password, or sign up.',
    upstream_failed: 'The account system cannot be reached right now. Please try again in a few minutes.',
    challenge_failed: 'We could not check your browser. Please try again; signing up needs JavaScript turned on.',
    failed: 'That did not work. Please try again.',
  },
};

export const accountHu = hu;
export const accountEn = en;
