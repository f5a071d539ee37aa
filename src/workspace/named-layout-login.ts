/**
 * Whether a login happened in this window since the member's workspace last looked: the offer to keep a
 * guest's arrangement on the exchange is made at a login (session.ts onLoggedIn, wired in
 * src/app/services.ts), not each time a member opens the trade page.
 */
let loggedInHere = false;

/** Heard at a login in this window. */
export function noteLayoutLogin(): void {
  loggedInHere = true;
}

/** Whether a login happened in this window since the last call. */
export function takeLayoutLogin(): boolean {
  const was = loggedInHere;
  loggedInHere = false;
  return was;
}
