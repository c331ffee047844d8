import backOffice from './back-office';
import forms from './forms';
import site from './site';

/** Every string, for the server renderer and the tests; the browser loads the parts as it needs them. */
export default { ...site, ...forms, ...backOffice };
