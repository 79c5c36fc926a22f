/** An address the login form already knows, handed to the sign-up form it sends the person to. */
let pendingEmail: string | undefined;

export function rememberSignupEmail(email: string): void {
  pendingEmail = email;
}

export function takeSignupEmail(): string | undefined {
  const email = pendingEmail;
  pendingEmail = undefined;
  return email;
}
