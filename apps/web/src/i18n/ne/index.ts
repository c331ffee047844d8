import backOffice from './back-office';
import site from './site';

/** Every string, for the server renderer and the tests; the browser loads the two parts as it needs them. */
export default { ...site, ...backOffice };
