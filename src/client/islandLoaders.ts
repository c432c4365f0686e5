import type { ComponentType } from 'react';
import type { islands } from '../islands/registry';

/**
 * The browser's island registry: each island's code is its own chunk, fetched only by pages that show
 * it (the booking form brings a phone-number library no other page needs). The server renders from
 * src/islands/registry.ts; `satisfies` keeps the two lists the same.
 */
type Loader = () => Promise<ComponentType<object>>;

export const islandLoaders = {
  AccountSecurity: () =>
    import('../islands/account/AccountForms').then((m) => m.AccountSecurity as ComponentType<object>),
  AccountSettings: () =>
    import('../islands/account/AccountForms').then((m) => m.AccountSettings as ComponentType<object>),
  BookingBasicData: () =>
    import('../islands/booking/BasicDataStep').then((m) => m.BasicDataStep as ComponentType<object>),
  BookingCart: () => import('../islands/booking/CartStep').then((m) => m.CartStep as ComponentType<object>),
  BookingLocation: () => import('../islands/booking/LocationStep').then((m) => m.LocationStep as ComponentType<object>),
  BookingRecap: () => import('../islands/booking/StepRecap').then((m) => m.StepRecap as ComponentType<object>),
  BookingStart: () => import('../islands/booking/StartStep').then((m) => m.StartStep as ComponentType<object>),
  BookingSummary: () => import('../islands/booking/SummaryStep').then((m) => m.SummaryStep as ComponentType<object>),
  BookingThanks: () => import('../islands/booking/ThanksStep').then((m) => m.ThanksStep as ComponentType<object>),
  BookingTime: () => import('../islands/booking/TimeStep').then((m) => m.TimeStep as ComponentType<object>),
  ConsentBanner: () => import('../islands/ConsentBanner').then((m) => m.ConsentBanner as ComponentType<object>),
  EnquiryForm: () => import('../islands/content/EnquiryForm').then((m) => m.EnquiryForm as ComponentType<object>),
  ContestForm: () => import('../islands/content/ContestForm').then((m) => m.ContestForm as ComponentType<object>),
  FamilyMembers: () => import('../islands/account/FamilyMembers').then((m) => m.FamilyMembers as ComponentType<object>),
  LocationFinder: () =>
    import('../islands/locations/LocationFinder').then((m) => m.LocationFinder as ComponentType<object>),
  LoginForm: () => import('../islands/account/AuthForms').then((m) => m.LoginForm as ComponentType<object>),
  LogoutButton: () => import('../islands/account/LogoutButton').then((m) => m.LogoutButton as ComponentType<object>),
  MainPatientForm: () =>
    import('../islands/account/AccountForms').then((m) => m.MainPatientForm as ComponentType<object>),
  ResendLinksForm: () =>
    import('../islands/manage/ResendLinksForm').then((m) => m.ResendLinksForm as ComponentType<object>),
  ResetForm: () => import('../islands/account/AuthForms').then((m) => m.ResetForm as ComponentType<object>),
  SignupForm: () => import('../islands/account/AuthForms').then((m) => m.SignupForm as ComponentType<object>),
  PaymentNextSteps: () =>
    import('../islands/payment/PaymentNextSteps').then((m) => m.PaymentNextSteps as ComponentType<object>),
  ManageCancel: () => import('../islands/manage/ManageCancel').then((m) => m.ManageCancel as ComponentType<object>),
  ManageData: () => import('../islands/manage/ManageData').then((m) => m.ManageData as ComponentType<object>),
  ManageLocation: () =>
    import('../islands/manage/ManageLocation').then((m) => m.ManageLocation as ComponentType<object>),
  ManageTime: () => import('../islands/manage/ManageTime').then((m) => m.ManageTime as ComponentType<object>),
  PriceList: () => import('../islands/prices/PriceList').then((m) => m.PriceList as ComponentType<object>),
  PrintButton: () => import('../islands/PrintButton').then((m) => m.PrintButton as ComponentType<object>),
} satisfies Record<keyof typeof islands, Loader>;
