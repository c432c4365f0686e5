import { Hono } from 'hono';
import type { AppEnv } from '../../env';

// Placeholder until the content API lands (being written now).
export const contentApi = new Hono<AppEnv>();
