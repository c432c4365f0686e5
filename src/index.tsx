import { Hono } from 'hono';
import { requestId } from 'hono/request-id';
import { assets } from './assets';
import { API_CALLS, API_MOUNT, type CallAnswer } from './domain/api';
import type { AppEnv } from './env';
import { requestBodyLimit } from './middleware/bodyLimit';
import { canonicalPath, routingPath } from './middleware/canonicalPath';
import { failClosed } from './middleware/failClosed';
import { securityHeaders } from './middleware/securityHeaders';
import { isLabPath, LAB_SERVICE } from './middleware/labService';
import { xsrf } from './middleware/xsrf';
import { noStore } from './middleware/noStore';
import { originCheck } from './middleware/originCheck';
import { requestScope } from './middleware/requestScope';
import { staffService } from './middleware/staffService';
import { scheduled } from './scheduled';
import { renderer } from './renderer';
import { accountsApi } from './routes/api/accounts';
import { isAccountsPath } from './routes/api/caller';
import { appointmentsApi } from './routes/api/appointments';
import { challengeApi } from './routes/api/challenge';
import { availabilityApi } from './routes/api/availability';
import { contentApi } from './routes/api/content';
import { CMS_WEBHOOK_PATH, cmsWebhookApi } from './routes/api/cmsWebhook';
import { companyEnquiryApi } from './routes/api/companyEnquiry';
import { resendLinksApi } from './routes/api/resendLinks';
import { resultsApi } from './routes/api/results';
import { contestApi } from './routes/api/contest';
import { labApi } from './routes/api/lab';
import { oauthApi } from './routes/api/oauth';
import { optimiserApi } from './routes/api/optimiser';
import { settlementsApi } from './routes/api/settlements';
import { devOutbox } from './routes/devOutbox';
import { devPayments } from './routes/devPayments';
import { OPERATOR_API_PREFIX, operatorApi } from './routes/api/operator';
import { invoicePages } from './routes/pages/invoices';
import { notFound, onError } from './routes/errors';
import { IPN_PATH, paymentRoutes } from './routes/payment';
import { seoRoutes } from './routes/seo';
import { paymentOutcomePages } from './routes/pages/paymentOutcome';
import { accountPages } from './routes/pages/account';
import { bookingPages } from './routes/pages/booking';
import { examinationPages } from './routes/pages/examinations';
import { contentSitePages } from './routes/pages/contentSite';
import { aboutPages } from './routes/pages/about';
import { contactPages } from './routes/pages/contact';
import { forCompaniesPages } from './routes/pages/forCompanies';
import { faqPage } from './routes/pages/faq';
import { homePage } from './routes/pages/home';
import { infoSheetPages } from './routes/pages/infoSheets';
import { locationPages } from './routes/pages/locations';
import { managePages } from './routes/pages/manage';
import { confirmBookingPages } from './routes/pages/confirmBooking';
import { resendLinksPages } from './routes/pages/resendLinks';
import { newsPages } from './routes/pages/news';
import { pricePages } from './routes/pages/prices';

// Routes are matched on the path without its language prefix, so each one also answers under /en.
const app = new Hono<AppEnv>({ getPath: routingPath });

// The staff area is the staff worker's, with its own headers and checks (docs/decisions/0067).
app.use(staffService());
app.use(requestId());
app.use(securityHeaders());
app.use(canonicalPath());
// The renderer comes before anything that can fail, so the error page can always be rendered.
app.use(renderer());
// Before every route: a production worker missing a setting refuses (503) instead of falling back to a
// test double; /healthz lists what is missing (docs/decisions/0015).
app.use(failClosed());
// Each request's bindings carry its waitUntil, so a stale copy is answered at once (decision 0024).
app.use(requestScope());
// Every body, API and page form alike, is refused over 64 KB before anything reads it (issue 12).
app.use(requestBodyLimit());
// The payment IPN comes from the gateway, verified by its signature instead (DESIGN.md), and the CMS's
// webhook and the operator's calls carry their Bearer secrets (routes/api/cmsWebhook.ts, operator.ts). A site using
// this one as its accounts upstream (decision 0016) or its laboratory system (decision 0019) calls with
// its Bearer service key instead.
app.use(
  xsrf({
    exempt: (path) => path === IPN_PATH || path === CMS_WEBHOOK_PATH || path.startsWith(OPERATOR_API_PREFIX),
    services: [
      { name: 'accounts', key: (env) => env.ACCOUNTS_SERVICE_KEY, paths: isAccountsPath },
      { name: LAB_SERVICE, key: (env) => env.LAB_SERVICE_KEY, paths: isLabPath },
    ],
  }),
);
// Every non-GET request from another site is refused, page form posts included (decision 0022).
app.use(
  originCheck({
    exempt: (path) => path === IPN_PATH || path === CMS_WEBHOOK_PATH || path.startsWith(OPERATOR_API_PREFIX),
  }),
);

app.route(API_MOUNT, contentApi);
app.route(API_MOUNT, cmsWebhookApi);
app.route(API_MOUNT, labApi);
app.route(API_MOUNT, availabilityApi);
app.route(API_MOUNT, appointmentsApi);
app.route(API_MOUNT, challengeApi);
app.route(API_MOUNT, settlementsApi);
app.route(API_MOUNT, accountsApi);
app.route(API_MOUNT, oauthApi);
app.route(API_MOUNT, contestApi);
app.route(API_MOUNT, companyEnquiryApi);
app.route(API_MOUNT, resendLinksApi);
app.route(API_MOUNT, optimiserApi);
app.route(API_MOUNT, resultsApi);
app.route(API_MOUNT, operatorApi);

/** The build id the browser polls; after a new deploy its next navigation reloads the page. */
app.get(API_CALLS.build.path, noStore(), (c) => {
  return c.json<CallAnswer<'build'>>({ buildId: assets.buildId });
});

app.route('/', seoRoutes);
app.route('/', infoSheetPages);
app.route('/', contentSitePages);
app.route('/', faqPage);
app.route('/', aboutPages);
app.route('/', contactPages);
app.route('/', forCompaniesPages);
app.route('/', newsPages);
app.route('/', homePage);
app.route('/', examinationPages);
app.route('/', pricePages);
app.route('/', locationPages);
app.route('/', bookingPages);
app.route('/', managePages);
app.route('/', confirmBookingPages);
app.route('/', resendLinksPages);
app.route('/', paymentRoutes);
app.route('/', paymentOutcomePages);
app.route('/', invoicePages);
app.route('/', accountPages);
app.route('/', devOutbox);
app.route('/', devPayments);

app.notFound(notFound);
app.onError(onError);

/** The worker: HTTP through the Hono app, the cron through the scheduled jobs. */
export default { fetch: app.fetch, scheduled } satisfies ExportedHandler<AppEnv['Bindings']>;
