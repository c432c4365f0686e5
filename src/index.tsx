import { Hono } from 'hono';
import { requestId } from 'hono/request-id';
import type { AppEnv } from './env';
import { xsrf } from './middleware/xsrf';
import { contentApi } from './routes/api/content';

const app = new Hono<AppEnv>();
app.use(requestId());
app.use(xsrf());
app.route('/api', contentApi);
app.get('/', (c) => c.text('ok'));
export default app;
