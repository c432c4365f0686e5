import type { ComponentType } from 'react';
import { ExaminationCatalogue } from './catalogue/ExaminationCatalogue';
import { ChooseButton } from './ChooseButton';
import { BookHere } from './locations/BookHere';
import { LocationFinder } from './locations/LocationFinder';
import { PriceList } from './prices/PriceList';
import { ResumeBooking } from './ResumeBooking';

/**
 * Every hydrated component, by the name its server marker carries. Islands receive JSON-serialisable
 * props only and never import server code (STYLE.md).
 */
export const islands = {
  BookHere,
  ChooseButton,
  ExaminationCatalogue,
  LocationFinder,
  PriceList,
  ResumeBooking,
} satisfies Record<string, ComponentType<never>>;
