/**
 * A company's public page (issue 32, decision 0028), written once: the server renders it into the HTML of
 * `/pros/{slug}` (react-dom/server, apps/api/src/modules/companies/pages/document.ts) and the web app renders the
 * same component, so a visit that opens on the page hydrates what the server sent. Plain elements and the
 * `cp-` classes of company-page.css, no context and no ids made at render: the same props give the same markup
 * on both sides. Links are plain anchors; the web app turns clicks on its own paths into navigations.
 *
 * In Spanish (`locale`, the page `/es/pros/{slug}`, issue 49) its words are words-es.tsx's, loaded first: the page is
 * a Suspense boundary that waits for them (the server loads them before it renders, so its markup has them; the
 * browser hydrates the boundary once they are in). English renders as it always did, without a boundary.
 */
import {
  type CompanyPage,
  type CompanyPageReview,
  companyPagePath,
  type Locale,
  type Pages,
  starsLabel,
} from '@upkeep/contract';
import { Suspense, use } from 'react';
import { type CompanyPageWords, ENGLISH, loadCompanyPageWords } from './words.tsx';

export { type CompanyPageWords, loadCompanyPageWords } from './words.tsx';

export interface CompanyProfileProps {
  page: CompanyPage;
  pages: Pages;
  /** Years since it went live, computed by whoever renders (the server's clock), so both sides agree. */
  yearsOnUpKeep: number;
  /** The page's language (English when absent). */
  locale?: Locale;
}

function Stars({ score, words }: { score: number; words: CompanyPageWords }) {
  const full = Math.round(score);
  return (
    <span className="cp-stars" role="img" aria-label={words.starsOutOf5(score)}>
      {'★'.repeat(full)}
      <span className="cp-stars-off">{'★'.repeat(5 - full)}</span>
    </span>
  );
}

export function CompanyProfile({ locale = 'en', ...props }: CompanyProfileProps) {
  if (locale === 'en') return <Profile {...props} locale="en" words={ENGLISH} />;
  return (
    <Suspense fallback={null}>
      <LoadedProfile {...props} locale={locale} />
    </Suspense>
  );
}

function LoadedProfile(props: CompanyProfileProps & { locale: Locale }) {
  return <Profile {...props} words={use(loadCompanyPageWords(props.locale))} />;
}

function Profile({
  page,
  pages,
  yearsOnUpKeep,
  locale,
  words,
}: CompanyProfileProps & { locale: Locale; words: CompanyPageWords }) {
  const { rating, credentials } = page;
  const path = companyPagePath(page.slug, locale);
  return (
    <article className="cp" data-company={page.slug}>
      <header className="cp-head">
        <img className="cp-logo" src={page.logo} alt={words.logoAlt(page.name)} width={96} height={96} />
        <div className="cp-head-text">
          <h1 className="cp-name">{page.name}</h1>
          {rating.average !== null ? (
            <p className="cp-rating">
              <Stars score={rating.average} words={words} /> <strong>{starsLabel(rating.average)}</strong>{' '}
              <a href="#reviews">{words.reviewCount(rating.count)}</a>
            </p>
          ) : (
            <p className="cp-rating">{words.noReviewsYet}</p>
          )}
          {page.tags.length > 0 && (
            <ul className="cp-tags" aria-label={words.specialities}>
              {page.tags.map((tag) => (
                <li key={tag}>{tag}</li>
              ))}
            </ul>
          )}
          <ul className="cp-badges" aria-label={words.credentials}>
            {credentials.licence && (
              <li className="cp-badge">
                {words.licenceVerified}
                <span className="cp-badge-note">{words.licenceNote(credentials.licence)}</span>
              </li>
            )}
            {credentials.insurance && (
              <li className="cp-badge">
                {words.insured}
                <span className="cp-badge-note">{words.insuredNote(credentials.insurance.verifiedAt)}</span>
              </li>
            )}
          </ul>
        </div>
      </header>

      <dl className="cp-facts">
        <div>
          <dt>{words.onUpKeep}</dt>
          <dd>{words.years(yearsOnUpKeep)}</dd>
        </div>
        {page.jobsCompleted > 0 && (
          <div>
            <dt>{words.jobsCompleted}</dt>
            <dd>{page.jobsCompleted}</dd>
          </div>
        )}
        {page.replyTime && (
          <div>
            <dt>{words.messages}</dt>
            <dd>{page.replyTime}</dd>
          </div>
        )}
      </dl>

      {page.description && <p className="cp-description">{page.description}</p>}

      <section className="cp-section" aria-labelledby="cp-services">
        <h2 id="cp-services">{words.services}</h2>
        <ul className="cp-services">
          {page.services.map((s) => (
            <li key={s.serviceId}>
              <span>{s.name}</span>
              {s.startingPrice > 0 && <span className="cp-price">{words.from(s.startingPrice)}</span>}
              <a className="cp-action" href={words.questionnairePath(s.serviceId)}>
                {words.getAPrice}
              </a>
            </li>
          ))}
        </ul>
      </section>

      <section className="cp-section" aria-labelledby="cp-areas">
        <h2 id="cp-areas">{words.areasServed}</h2>
        <p>{page.areas.cities.join(', ')}</p>
        <AreaMap page={page} words={words} />
        <p className="cp-zips">
          {words.zipCodes(
            page.areas.zipCodes.map((z) => (z.community ? `${z.code} (${z.community})` : z.code)).join(', '),
          )}
        </p>
      </section>

      {page.hours.length > 0 && (
        <section className="cp-section" aria-labelledby="cp-hours">
          <h2 id="cp-hours">{words.hours}</h2>
          <table className="cp-hours">
            <tbody>
              {page.hours.map((h) => (
                <tr key={h.dayOfWeek}>
                  <th scope="row">{words.weekday(h.dayOfWeek)}</th>
                  <td>
                    {words.openHours(h.opens, h.closes)}
                    <span className="cp-last-start">{words.lastStart(h.lastStart)}</span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}

      {page.photos.length > 0 && (
        <section className="cp-section" aria-labelledby="cp-photos">
          <h2 id="cp-photos">{words.photosOfOurWork}</h2>
          <div className="cp-photos">
            {page.photos.map((p) => (
              <figure key={p.id} className="cp-photo">
                <img src={p.url} alt={p.caption || words.workBy(page.name)} loading="lazy" width={240} height={180} />
                {p.caption && <figcaption>{p.caption}</figcaption>}
              </figure>
            ))}
          </div>
        </section>
      )}

      <section className="cp-section" id="reviews" aria-labelledby="cp-reviews">
        <h2 id="cp-reviews">{words.reviews}</h2>
        {rating.count > 0 && (
          <table className="cp-histogram" aria-label={words.ratings}>
            <tbody>
              {rating.histogram.map((h) => (
                <tr key={h.stars}>
                  <th scope="row">{words.stars(h.stars)}</th>
                  <td>
                    <span className="cp-bar">
                      <span style={{ width: `${Math.round((h.count / rating.count) * 100)}%` }} />
                    </span>
                  </td>
                  <td className="cp-count">{h.count}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        {page.reviews.length === 0 ? (
          <p>{words.noReviewsYetSentence}</p>
        ) : (
          <ol className="cp-reviews">
            {page.reviews.map((r) => (
              <Review key={r.id} review={r} companyName={page.name} words={words} />
            ))}
          </ol>
        )}
        {pages.totalPages > 1 && (
          <nav className="cp-pager" aria-label={words.reviewPages}>
            {pages.pageNumber > 1 && (
              <a href={pages.pageNumber === 2 ? path : `${path}?page=${pages.pageNumber - 1}`} rel="prev">
                {words.newerReviews}
              </a>
            )}
            <span>{words.pageOf(pages.pageNumber, pages.totalPages)}</span>
            {pages.pageNumber < pages.totalPages && (
              <a href={`${path}?page=${pages.pageNumber + 1}`} rel="next">
                {words.olderReviews}
              </a>
            )}
          </nav>
        )}
      </section>
    </article>
  );
}

function Review({
  review,
  companyName,
  words,
}: {
  review: CompanyPageReview;
  companyName: string;
  words: CompanyPageWords;
}) {
  return (
    <li className="cp-review">
      <p className="cp-review-head">
        <Stars score={review.score} words={words} /> <strong>{review.userName}</strong>{' '}
        <time dateTime={review.date}>{words.date(review.date)}</time>
      </p>
      {review.comment && <p className="cp-review-text">{review.comment}</p>}
      {review.reply && (
        <div className="cp-reply">
          <p className="cp-reply-head">
            {words.replyFrom(companyName)}
            {review.replyDate ? (
              <>
                {' '}
                <time dateTime={review.replyDate}>{words.date(review.replyDate)}</time>
              </>
            ) : null}
          </p>
          <p>{review.reply}</p>
        </div>
      )}
    </li>
  );
}

/**
 * The zip codes served, as points on the valley (an equirectangular sketch: the valley is small), each labelled
 * with its zip code (its community in the list below the map, and in the point's title).
 */
function AreaMap({ page, words }: { page: CompanyPage; words: CompanyPageWords }) {
  const points = page.areas.zipCodes.filter(
    (z): z is typeof z & { latitude: number; longitude: number } => z.latitude !== null && z.longitude !== null,
  );
  if (points.length === 0) return null;
  const W = 320;
  const H = 200;
  const pad = 16;
  const lats = points.map((p) => p.latitude);
  const lngs = points.map((p) => p.longitude);
  const [minLat, maxLat, minLng, maxLng] = [Math.min(...lats), Math.max(...lats), Math.min(...lngs), Math.max(...lngs)];
  const spanLat = Math.max(maxLat - minLat, 0.05);
  const spanLng = Math.max(maxLng - minLng, 0.05);
  const x = (lng: number) => Math.round(pad + ((lng - minLng) / spanLng) * (W - 2 * pad));
  const y = (lat: number) => Math.round(H - pad - ((lat - minLat) / spanLat) * (H - 2 * pad));
  return (
    <svg
      className="cp-map"
      viewBox={`0 0 ${W} ${H}`}
      width={W}
      height={H}
      role="img"
      aria-label={words.mapLabel(points.length)}
    >
      <rect x="0" y="0" width={W} height={H} rx="8" className="cp-map-ground" />
      {points.map((p) => {
        const cx = x(p.longitude);
        const cy = y(p.latitude);
        // The label on the side with room: left of a point near the right edge.
        const right = cx < W - 56;
        return (
          <g key={p.code}>
            <title>{p.community ? `${p.code} ${p.community}` : p.code}</title>
            <circle cx={cx} cy={cy} r="9" className="cp-map-area" />
            <text
              x={right ? cx + 12 : cx - 12}
              y={cy + 4}
              textAnchor={right ? 'start' : 'end'}
              className="cp-map-label"
            >
              {p.code}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
