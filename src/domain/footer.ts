import type { ImageSource } from './image';
import type { MenuLink } from './menu';

/** The networks the footer can show, in display order (spec, Footer). */
export const SOCIAL_NETWORKS = ['tiktok', 'instagram', 'facebook', 'twitter', 'linkedin', 'youtube'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

/** The footer's data (spec section 9, Footer): read from the content by src/services/shell.ts. */
export interface FooterData {
  headquarter?: string;
  companyNumber?: string;
  taxNumber?: string;
  secondLogo?: ImageSource;
  secondLogoUrl?: string;
  socials: { network: SocialNetwork; link: string }[];
  /** Defaults to '2025 {provider} ©' (spec section 9). */
  copyright: string;
  menu1: MenuLink[];
  menu2: MenuLink[];
}

export const DEFAULT_PROVIDER = 'Pannon Labor Kft.';
export const defaultCopyright = (provider = DEFAULT_PROVIDER) => `2025 ${provider} ©`;
