import type { ComponentType } from 'react';

/**
 * Every hydrated component, by the name its server marker carries. Islands receive JSON-serialisable
 * props only and never import server code (STYLE.md).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const islands: Record<string, ComponentType<any>> = {};
