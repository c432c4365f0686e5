import { signal } from '@preact/signals-core';

/** The shared loading flag; while it is on, the full-screen loading overlay shows (spec section 2). */
export const loading = signal(false);
