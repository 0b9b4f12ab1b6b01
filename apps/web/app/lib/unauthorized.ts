/**
 * Who hears about a 401 answered to a request that carried a bearer token. Its own module, without the API
 * client, so that the root can listen on every page while the client (and the contract's schemas under
 * it) loads only with a page's first call (issue 14's byte budgets).
 */
type UnauthorizedListener = (token: string) => void;
let unauthorizedListener: UnauthorizedListener | null = null;

/**
 * Registers who hears about a 401 answered to a request that carried a bearer token (the session module,
 * which re-validates the token: a 401 can also mean "not yours", so it is not proof the token is dead).
 * Returns the function that unregisters it.
 */
export function onUnauthorizedResponse(listener: UnauthorizedListener): () => void {
  unauthorizedListener = listener;
  return () => {
    if (unauthorizedListener === listener) unauthorizedListener = null;
  };
}

/** Tells the listener that a request carrying this token was answered 401 (lib/api.ts). */
export function reportUnauthorized(token: string): void {
  unauthorizedListener?.(token);
}
