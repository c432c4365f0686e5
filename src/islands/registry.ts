import type { ComponentType } from 'react';
import { ResumeBooking } from './ResumeBooking';

/**
 * Every hydrated component, by the name its server marker carries. Islands receive JSON-serialisable
 * props only and never import server code (STYLE.md).
 */
export const islands = {
  ResumeBooking,
} satisfies Record<string, ComponentType<never>>;
