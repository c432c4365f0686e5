import type { Lang } from './lang';

/**
 * The strings of family bookings (issue 17 point 3; docs/decisions/0048): the booking steps' parts for
 * the other people, the group's e-mail and the saved family members of an account, in both languages.
 * Kept apart from the booking and mail catalogues, which a booking for one person uses as before.
 */
export interface PartyMessages {
  /** "2. személy" / "Person 2" until a name is typed. */
  personN: (position: number) => string;
  /** The booker, as the people are listed ("Ön" / "You"). */
  you: string;
  cart: {
    title: string;
    intro: string;
    yours: string;
    addPerson: string;
    maxReached: string;
    removePerson: string;
    addExamination: string;
    choose: string;
    packages: string;
    singleTests: string;
    sameAsMine: string;
    nothingChosen: string;
    childNote: string;
  };
  time: { intro: (people: number) => string; whoWhen: string };
  details: {
    section: (name: string) => string;
    hint: string;
    saved: string;
    someoneNew: string;
    sharesHome: string;
    save: string;
  };
  summary: { title: string; personTotal: string };
  thanks: { title: string; linksNote: string };
  account: {
    title: string;
    intro: string;
    none: string;
    add: string;
    edit: string;
    remove: string;
    save: string;
    cancel: string;
    saved: string;
    removed: string;
    sharesHome: string;
  };
  /** The API's codes of a family booking's refusals (the others are the booking messages'). */
  errors: Record<string, string>;
  mail: {
    intros: { confirmation: string; reminder: string; refund: string };
    /** Where everyone's times are said: the group arrives at the first. */
    arrival: string;
    arriveTogether: string;
    /** A person's heading: their name and their own time. */
    personHeading: (name: string, time: string) => string;
    groupTotal: string;
    manageOwn: string;
    eventSummary: (location: string, people: number) => string;
  };
}

const hu: PartyMessages = {
  personN: (position) => `${position}. személy`,
  you: 'Ön',
  cart: {
    title: 'Családtagokat is hoz?',
    intro:
      'Egy foglalásban legfeljebb 5 személy jöhet ugyanarra a helyszínre: ugyanabban vagy közvetlenül egymást követő időpontban kerülnek sorra, és egyszerre fizet mindenkiért.',
    yours: 'Az Ön vizsgálatai',
    addPerson: 'Személy hozzáadása',
    maxReached: 'Egy foglalásban legfeljebb 5 személy lehet.',
    removePerson: 'Eltávolítás',
    addExamination: 'Vizsgálat hozzáadása',
    choose: 'Válasszon vizsgálatot…',
    packages: 'Csomagok',
    singleTests: 'Egyedi vizsgálatok',
    sameAsMine: 'Ugyanazok, mint nekem',
    nothingChosen: 'Válasszon legalább egy vizsgálatot ennek a személynek is.',
    childNote:
      'Gyermekvizsgálatot csak gyermekek vizsgálatára felkészült helyszínen foglalhat; a helyszínválasztásnál csak ezeket mutatjuk.',
  },
  time: {
    intro: (people) =>
      `Csak olyan időpontokat mutatunk, amikor mind a ${people} személy ugyanakkor vagy közvetlenül egymás után kerülhet sorra.`,
    whoWhen: 'Ki mikor kerül sorra',
  },
  details: {
    section: (name) => `${name} adatai`,
    hint: 'A visszaigazolást és a foglaláskezelő linkeket mindenkiről Önnek küldjük.',
    saved: 'Mentett családtag',
    someoneNew: 'Új személy',
    sharesHome: 'Velem él, és rajtam keresztül érhető el (az én lakcímem, e-mail-címem és telefonszámom)',
    save: 'Mentés a fiókomba, hogy legközelebb kiválaszthassam',
  },
  summary: { title: 'Kik jönnek', personTotal: 'Összesen' },
  thanks: {
    title: 'Mindenki foglalása',
    linksNote:
      'Mindenki foglalását külön módosíthatja vagy törölheti a visszaigazoló e-mailben kapott saját linkjeivel.',
  },
  account: {
    title: 'Családtagok',
    intro:
      'Akiknek gyakran foglal időpontot: foglaláskor egy kattintással kiválaszthatja őket, és nem kell újra begépelnie az adataikat.',
    none: 'Még nincs mentett családtag.',
    add: 'Családtag hozzáadása',
    edit: 'Szerkesztés',
    remove: 'Törlés',
    save: 'Mentés',
    cancel: 'Mégse',
    saved: 'A családtag adatait elmentettük.',
    removed: 'A családtagot töröltük.',
    sharesHome: 'Velem él: a lakcíme és elérhetősége az enyém',
  },
  errors: {
    child_testing_unavailable:
      'Gyermekvizsgálatot csak gyermekek vizsgálatára felkészült helyszínen foglalhat. Kérjük, válasszon másik helyszínt.',
    too_many_patients: 'Legfeljebb 10 családtagot menthet el.',
    forbidden: 'A fő páciens nem törölhető.',
  },
  mail: {
    intros: {
      confirmation:
        'Köszönjük foglalását! Mindenkit várunk mintavételre, egymás után, ugyanabban az időben vagy közvetlenül egymást követően.',
      reminder: 'Emlékeztetjük, hogy holnap esedékes a családi mintavétel.',
      refund:
        'Online fizetése megérkezett, de a foglalás fenntartási ideje addigra lejárt, és az időpontok egy részét időközben más foglalta le. Ezért a foglalást senkinek sem tudtuk érvényesíteni.',
    },
    arrival: 'Érkezés',
    arriveTogether: 'Érkezzenek együtt; mindenki saját időpontja lent olvasható.',
    personHeading: (name, time) => `${name} – ${time}`,
    groupTotal: 'Fizetendő összesen',
    manageOwn: 'Mindenki foglalása külön módosítható vagy törölhető a saját gombjaival.',
    eventSummary: (location, people) => `Laborvizsgálat ${people} főre – ${location}`,
  },
};

const en: PartyMessages = {
  personN: (position) => `Person ${position}`,
  you: 'You',
  cart: {
    title: 'Bringing family along?',
    intro:
      'One booking takes up to 5 people at one location: they are seen at the same or adjacent times, and you pay for everyone at once.',
    yours: 'Your examinations',
    addPerson: 'Add a person',
    maxReached: 'A booking takes at most 5 people.',
    removePerson: 'Remove',
    addExamination: 'Add an examination',
    choose: 'Choose an examination…',
    packages: 'Packages',
    singleTests: 'Single tests',
    sameAsMine: 'The same as mine',
    nothingChosen: 'Choose at least one examination for this person too.',
    childNote:
      'Children’s examinations are sampled only at locations prepared for children; the location step shows only those.',
  },
  time: {
    intro: (people) => `Only times when all ${people} people can be seen at the same or adjacent times are shown.`,
    whoWhen: 'Who is seen when',
  },
  details: {
    section: (name) => `${name}’s details`,
    hint: 'We send the confirmation and everyone’s manage links to you.',
    saved: 'Saved family member',
    someoneNew: 'Someone new',
    sharesHome: 'Lives with me and is reached through me (my address, e-mail and phone)',
    save: 'Save to my account for next time',
  },
  summary: { title: 'Who is coming', personTotal: 'Total' },
  thanks: {
    title: 'Everyone’s booking',
    linksNote:
      'Each person’s booking can be changed or cancelled on its own with their links in the confirmation e-mail.',
  },
  account: {
    title: 'Family members',
    intro: 'The people you often book for: pick them with one tap when booking instead of typing their details again.',
    none: 'No family members saved yet.',
    add: 'Add a family member',
    edit: 'Edit',
    remove: 'Remove',
    save: 'Save',
    cancel: 'Cancel',
    saved: 'The family member’s details are saved.',
    removed: 'The family member is removed.',
    sharesHome: 'Lives with me: my address and contact',
  },
  errors: {
    child_testing_unavailable:
      'Children’s examinations are sampled only at locations prepared for children. Please choose another location.',
    too_many_patients: 'At most 10 family members can be saved.',
    forbidden: 'The main patient cannot be removed.',
  },
  mail: {
    intros: {
      confirmation:
        'Thank you for your booking. We look forward to seeing everyone for sampling, one after another at the same or adjacent times.',
      reminder: 'This is a reminder of your family’s sampling appointments tomorrow.',
      refund:
        'Your online payment arrived, but the time for which the booking was held had run out and some of the times were taken by someone else meanwhile. So the booking could not be confirmed for anyone.',
    },
    arrival: 'Arrival',
    arriveTogether: 'Please arrive together; each person’s own time is below.',
    personHeading: (name, time) => `${name} – ${time}`,
    groupTotal: 'Total to pay',
    manageOwn: 'Each person’s booking can be changed or cancelled on its own with its buttons.',
    eventSummary: (location, people) => `Laboratory appointment for ${people} – ${location}`,
  },
};

export const PARTY_MESSAGES: Record<Lang, PartyMessages> = { hu, en };
export const partyMessages = (lang: Lang): PartyMessages => PARTY_MESSAGES[lang];
