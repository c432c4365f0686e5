import { Hono } from 'hono';
import type { AppEnv } from '../../env';
import { eventPages } from './events';
import { jobPages } from './jobs';
import { staticPages } from './staticPages';

/** The content site's own pages (issue 7): jobs and careers, events, static pages — one mount in src/index.tsx. */
export const contentSitePages = new Hono<AppEnv>().route('/', jobPages).route('/', eventPages).route('/', staticPages);
