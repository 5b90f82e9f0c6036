const KEY = "somnia.signup-email";

/** The address just signed up with, for 'Check Your Email' (the tab's session storage: never a URL). */
export function rememberSignupEmail(email: string) {
  try {
    sessionStorage.setItem(KEY, email);
  } catch {
    // Storage unavailable: the page then says "a link" instead of naming the address.
  }
}

export function signupEmail(): string | null {
  try {
    return sessionStorage.getItem(KEY) || null;
  } catch {
    return null;
  }
}
