// The dialogs carry the forms, schemas, robot check and editors: none of it is needed until one opens.
export const dialogModules = {
  login: () => import('./LoginModal'),
  signup: () => import('./SignupModal'),
  'company-signup': () => import('./CompanySignupModal'),
  'forgot-password': () => import('./ForgotPasswordModal'),
};
