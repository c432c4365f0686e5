import type { ComponentType } from 'react';
import { AccountSecurity, AccountSettings, MainPatientForm } from './account/AccountForms';
import { LoginForm, ResetForm, SignupForm } from './account/AuthForms';
import { LogoutButton } from './account/LogoutButton';
import { FamilyMembers } from './account/FamilyMembers';
import { BasicDataStep } from './booking/BasicDataStep';
import { CartStep } from './booking/CartStep';
import { LocationStep } from './booking/LocationStep';
import { StartStep } from './booking/StartStep';
import { StepRecap } from './booking/StepRecap';
import { SummaryStep } from './booking/SummaryStep';
import { ThanksStep } from './booking/ThanksStep';
import { TimeStep } from './booking/TimeStep';
import { ContestForm } from './content/ContestForm';
import { ConsentBanner } from './ConsentBanner';
import { EnquiryForm } from './content/EnquiryForm';
import { LocationFinder } from './locations/LocationFinder';
import { PaymentNextSteps } from './payment/PaymentNextSteps';
import { ManageCancel } from './manage/ManageCancel';
import { ManageData } from './manage/ManageData';
import { ManageLocation } from './manage/ManageLocation';
import { ManageTime } from './manage/ManageTime';
import { ResendLinksForm } from './manage/ResendLinksForm';
import { PriceList } from './prices/PriceList';
import { PrintButton } from './PrintButton';

/**
 * Every hydrated component, by the name its server marker carries. Islands receive JSON-serialisable
 * props only and never import server code (STYLE.md).
 */
export const islands = {
  AccountSecurity,
  AccountSettings,
  BookingBasicData: BasicDataStep,
  BookingCart: CartStep,
  BookingLocation: LocationStep,
  BookingStart: StartStep,
  BookingRecap: StepRecap,
  BookingSummary: SummaryStep,
  BookingThanks: ThanksStep,
  BookingTime: TimeStep,
  ContestForm,
  ConsentBanner,
  EnquiryForm,
  FamilyMembers,
  LocationFinder,
  LoginForm,
  LogoutButton,
  MainPatientForm,
  PaymentNextSteps,
  ResetForm,
  ResendLinksForm,
  SignupForm,
  ManageCancel,
  ManageData,
  ManageLocation,
  ManageTime,
  PriceList,
  PrintButton,
} satisfies Record<string, ComponentType<never>>;
