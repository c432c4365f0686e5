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
