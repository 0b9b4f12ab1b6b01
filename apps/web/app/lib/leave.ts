/**
 * Leaving the app for another site or a full page load (a payment provider's hosted page, its way back):
 * `leave.to(url)`, which a component test replaces to see where the screen sent the browser.
 */
export const leave = { to: (url: string) => window.location.assign(url) };
