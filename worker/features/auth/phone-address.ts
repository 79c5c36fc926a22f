/**
 * An account's sign-in address (issue 28): an e-mail address in lower case, or a mobile number in E.164, which starts
 * with + and has no @. The code tables, throttles and verified addresses key on it as they did on e-mail addresses.
 * Apart from auth.schemas.ts so that the session lookup every request makes does not load the forms' schemas (and
 * libphonenumber-js's metadata) with it.
 */
export const isPhoneAddress = (address: string) => !address.includes('@');
