/**
 * The page /dev/emails: every kind of e-mail, with its subject and links to its HTML part (as the recipient sees it)
 * and its text part. A development page: plain elements, the styles of the demo mailbox's page.
 */
import { renderToStaticMarkup } from 'react-dom/server';

export interface PreviewListing {
  kind: string;
  title: string;
  subject: string;
}

const STYLE = `body{font-family:system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#1a1b1e}
li{margin:.75rem 0}small{color:#495057}`;

function PreviewIndex({ previews }: { previews: readonly PreviewListing[] }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>E-mail previews | UpKeep</title>
        <style>{STYLE}</style>
      </head>
      <body>
        <main>
          <h1>E-mail previews</h1>
          <p>
            Every kind of e-mail UpKeep sends, with sample data (development only). Each is written in a module's
            mail.ts and rendered through the layout of apps/api/src/emails.
          </p>
          <ul>
            {previews.map((preview) => (
              <li key={preview.kind}>
                <a href={`/dev/emails/${preview.kind}`}>{preview.title}</a> (
                <a href={`/dev/emails/${preview.kind}?part=text`}>text</a>)
                <br />
                <small>{preview.subject}</small>
              </li>
            ))}
          </ul>
        </main>
      </body>
    </html>
  );
}

/** The page's HTML. */
export const previewIndexHtml = (previews: readonly PreviewListing[]) =>
  `<!doctype html>${renderToStaticMarkup(<PreviewIndex previews={previews} />)}`;
