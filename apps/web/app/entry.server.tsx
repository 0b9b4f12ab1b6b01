/**
 * The HTML renderer. The app has no server rendering (`ssr: false`): this runs only at build, to
 * prerender the public pages and the app shell. It always waits for every Suspense boundary (the
 * lazily loaded parts below the fold included), so each page is complete, static HTML with no
 * streaming scripts to reveal parts of it (ui/lazy-below-fold.tsx loads those parts before rendering).
 */
import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { renderToPipeableStream } from 'react-dom/server';
import { type EntryContext, ServerRouter } from 'react-router';
import { activatePathLocale } from './i18n/catalogs';
import { belowFoldLoads } from './ui/lazy-below-fold';

export const streamTimeout = 5_000;

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  // The prerender renders one page at a time: the page's language is the active one while it renders.
  await Promise.all([...belowFoldLoads, activatePathLocale(new URL(request.url).pathname)]);
  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode;
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);
    const { pipe, abort } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} />, {
      // Never outline a finished boundary: React otherwise writes a large one (a page's part below the fold)
      // at the end of the document, hidden, with an inline script that moves it into place. The page would
      // then depend on that script, and a part whose code loads later (ui/lazy-below-fold.tsx) could lose
      // its HTML when hydration met it half revealed.
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onAllReady() {
        const body = new PassThrough({
          final(callback) {
            clearTimeout(timeoutId);
            timeoutId = undefined;
            callback();
          },
        });
        responseHeaders.set('Content-Type', 'text/html');
        pipe(body);
        resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status }));
      },
      onShellError(error: unknown) {
        reject(error);
      },
      onError(error: unknown) {
        status = 500;
        console.error(error);
      },
    });
  });
}
