import type { Lang } from './lang';

/**
 * Moving a family booking by one person's link (docs/decisions/0055): the choice between everyone and
 * this person alone, what each choice does said before saving, what the thank-you pages and the change
 * mail say about who was moved. Templates use {name}.
 */
export interface FamilyMoveMessages {
  legend: string;
  everyone: string;
  everyoneHint: string;
  one: string;
  oneHint: string;
  /** Before a time is chosen, with everyone chosen. */
  everyonePick: string;
  /** A time chosen: '{list}' is each person's name and new time. */
  everyoneTime: string;
  everyoneLocation: string;
  /** '{name}' this person, '{when}' the new time, '{list}' the others and their times. */
  oneTime: string;
  oneLocation: string;
  /** The thank-you pages' list of the booking's people. */
  partyNow: string;
  /** The change mail's sections. */
  movedTitle: string;
  stayTitle: string;
}

const hu: FamilyMoveMessages = {
  legend: 'Kinek az időpontja változzon?',
  everyone: 'Mindenkié együtt ({count} fő)',
  everyoneHint: 'A család együtt marad: csak olyan időpontot mutatunk, amikor mindenki sorra kerülhet.',
  one: 'Csak {name} időpontja',
  oneHint: 'A többiek a mostani időpontjukon maradnak, és külön érkeznek.',
  everyonePick: 'Válasszon időpontot: mindenki együtt kerül át, ugyanarra vagy egymást követő időpontokra.',
  everyoneTime: 'Mindenki együtt kerül át: {list}.',
  everyoneLocation: 'Mindenki együtt kerül át az új helyszínre; mindenkinek az ottani mintavételi díjat kell fizetnie.',
  oneTime: 'Csak {name} időpontja változik, erre: {when}. A többiek maradnak, és külön érkeznek: {list}.',
  oneLocation:
    'Csak {name} kerül át az új helyszínre, és csak az ő mintavételi díja változik. A többiek maradnak, és külön érkeznek: {list}.',
  partyNow: 'A foglalás időpontjai most',
  movedTitle: 'Kinek változott az időpontja',
  stayTitle: 'Kik maradnak a korábbi időpontjukon',
};

const en: FamilyMoveMessages = {
  legend: 'Whose appointment should change?',
  everyone: 'Everyone together ({count} people)',
  everyoneHint: 'The family stays together: only times when everyone can be seen are shown.',
  one: 'Only {name}',
  oneHint: 'The others keep their current times and come separately.',
  everyonePick: 'Choose a time: everyone moves together, to the same or back-to-back times.',
  everyoneTime: 'Everyone moves together: {list}.',
  everyoneLocation: 'Everyone moves together to the new location; each person pays the sampling fee there.',
  oneTime: 'Only {name} moves, to {when}. The others stay and come separately: {list}.',
  oneLocation:
    'Only {name} moves to the new location, and only their sampling fee changes. The others stay and come separately: {list}.',
  partyNow: 'Everyone in this booking now',
  movedTitle: 'Who was moved',
  stayTitle: 'Who keeps their earlier time',
};

export const familyMoveMessages = (lang: Lang): FamilyMoveMessages => (lang === 'en' ? en : hu);
