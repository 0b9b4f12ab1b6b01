/**
 * A company's public page (issue 32, decision 0028), written once: the server renders it into the HTML of
 * `/pros/{slug}` (react-dom/server, apps/api/src/modules/companies/pages/document.ts) and the web app renders the
 * same component, so a visit that opens on the page hydrates what the server sent. Plain elements and the
 * `cp-` classes of company-page.css, no context and no ids made at render: the same props give the same markup
 * on both sides. Links are plain anchors; the web app turns clicks on its own paths into navigations.
 */
import {
  type CompanyPage,
  type CompanyPageReview,
  clockLabel,
  companyPageDate,
  companyPagePath,
  type Pages,
  starsLabel,
  weekdayName,
} from '@upkeep/contract';

export interface CompanyProfileProps {
  page: CompanyPage;
  pages: Pages;
  /** Years since it went live, computed by whoever renders (the server's clock), so both sides agree. */
  yearsOnUpKeep: number;
}

const money = (dollars: number) =>
  `$${dollars.toLocaleString('en-US', { minimumFractionDigits: dollars % 1 === 0 ? 0 : 2, maximumFractionDigits: 2 })}`;

function Stars({ score }: { score: number }) {
  const full = Math.round(score);
  return (
    <span className="cp-stars" role="img" aria-label={`${starsLabel(score)} out of 5 stars`}>
      {'★'.repeat(full)}
      <span className="cp-stars-off">{'★'.repeat(5 - full)}</span>
    </span>
  );
}

export function CompanyProfile({ page, pages, yearsOnUpKeep }: CompanyProfileProps) {
  const { rating, credentials } = page;
  const path = companyPagePath(page.slug);
  return (
    <article className="cp" data-company={page.slug}>
      <header className="cp-head">
        <img className="cp-logo" src={page.logo} alt={`${page.name} logo`} width={96} height={96} />
        <div className="cp-head-text">
          <h1 className="cp-name">{page.name}</h1>
          {rating.average !== null ? (
            <p className="cp-rating">
              <Stars score={rating.average} /> <strong>{starsLabel(rating.average)}</strong>{' '}
              <a href="#reviews">
                ({rating.count} review{rating.count === 1 ? '' : 's'})
              </a>
            </p>
          ) : (
            <p className="cp-rating">No reviews yet</p>
          )}
          {page.tags.length > 0 && (
            <ul className="cp-tags" aria-label="Specialities">
              {page.tags.map((tag) => (
                <li key={tag}>{tag}</li>
              ))}
            </ul>
          )}
          <ul className="cp-badges" aria-label="Credentials">
            {credentials.licence && (
              <li className="cp-badge">
                Licence verified
                <span className="cp-badge-note">
                  Nevada licence {credentials.licence.number}
                  {credentials.licence.limit !== null ? `, limit ${money(credentials.licence.limit)}` : ''}; checked{' '}
                  {companyPageDate(credentials.licence.verifiedAt)}
                </span>
              </li>
            )}
            {credentials.insurance && (
              <li className="cp-badge">
                Insured
                <span className="cp-badge-note">checked {companyPageDate(credentials.insurance.verifiedAt)}</span>
              </li>
            )}
          </ul>
        </div>
      </header>

      <dl className="cp-facts">
        <div>
          <dt>On UpKeep</dt>
          <dd>{yearsOnUpKeep < 1 ? 'Less than a year' : `${yearsOnUpKeep} year${yearsOnUpKeep === 1 ? '' : 's'}`}</dd>
        </div>
        {page.jobsCompleted > 0 && (
          <div>
            <dt>Jobs completed</dt>
            <dd>{page.jobsCompleted}</dd>
          </div>
        )}
        {page.replyTime && (
          <div>
            <dt>Messages</dt>
            <dd>{page.replyTime}</dd>
          </div>
        )}
      </dl>

      {page.description && <p className="cp-description">{page.description}</p>}

      <section className="cp-section" aria-labelledby="cp-services">
        <h2 id="cp-services">Services</h2>
        <ul className="cp-services">
          {page.services.map((s) => (
            <li key={s.serviceId}>
              <span>{s.name}</span>
              {s.startingPrice > 0 && <span className="cp-price">from {money(s.startingPrice)}</span>}
              <a className="cp-action" href={`/questionnaire?Service=${s.serviceId}`}>
                Get a price
              </a>
            </li>
          ))}
        </ul>
      </section>

      <section className="cp-section" aria-labelledby="cp-areas">
        <h2 id="cp-areas">Areas served</h2>
        <p>{page.areas.cities.join(', ')}</p>
        <AreaMap page={page} />
        <p className="cp-zips">
          Zip codes: {page.areas.zipCodes.map((z) => (z.community ? `${z.code} (${z.community})` : z.code)).join(', ')}
        </p>
      </section>

      {page.hours.length > 0 && (
        <section className="cp-section" aria-labelledby="cp-hours">
          <h2 id="cp-hours">Hours</h2>
          <table className="cp-hours">
            <tbody>
              {page.hours.map((h) => (
                <tr key={h.dayOfWeek}>
                  <th scope="row">{weekdayName(h.dayOfWeek)}</th>
                  <td>
                    {`${clockLabel(h.opens)} to ${clockLabel(h.closes)}`}
                    <span className="cp-last-start">{` (last start ${clockLabel(h.lastStart)})`}</span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}

      {page.photos.length > 0 && (
        <section className="cp-section" aria-labelledby="cp-photos">
          <h2 id="cp-photos">Photos of our work</h2>
          <div className="cp-photos">
            {page.photos.map((p) => (
              <figure key={p.id} className="cp-photo">
                <img src={p.url} alt={p.caption || `Work by ${page.name}`} loading="lazy" width={240} height={180} />
                {p.caption && <figcaption>{p.caption}</figcaption>}
              </figure>
            ))}
          </div>
        </section>
      )}

      <section className="cp-section" id="reviews" aria-labelledby="cp-reviews">
        <h2 id="cp-reviews">Reviews</h2>
        {rating.count > 0 && (
          <table className="cp-histogram" aria-label="Ratings">
            <tbody>
              {rating.histogram.map((h) => (
                <tr key={h.stars}>
                  <th scope="row">
                    {h.stars} {h.stars === 1 ? 'star' : 'stars'}
                  </th>
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
          <p>No reviews yet.</p>
        ) : (
          <ol className="cp-reviews">
            {page.reviews.map((r) => (
              <Review key={r.id} review={r} companyName={page.name} />
            ))}
          </ol>
        )}
        {pages.totalPages > 1 && (
          <nav className="cp-pager" aria-label="Review pages">
            {pages.pageNumber > 1 && (
              <a href={pages.pageNumber === 2 ? path : `${path}?page=${pages.pageNumber - 1}`} rel="prev">
                Newer reviews
              </a>
            )}
            <span>
              Page {pages.pageNumber} of {pages.totalPages}
            </span>
            {pages.pageNumber < pages.totalPages && (
              <a href={`${path}?page=${pages.pageNumber + 1}`} rel="next">
                Older reviews
              </a>
            )}
          </nav>
        )}
      </section>
    </article>
  );
}

function Review({ review, companyName }: { review: CompanyPageReview; companyName: string }) {
  return (
    <li className="cp-review">
      <p className="cp-review-head">
        <Stars score={review.score} /> <strong>{review.userName}</strong>{' '}
        <time dateTime={review.date}>{companyPageDate(review.date)}</time>
      </p>
      {review.comment && <p className="cp-review-text">{review.comment}</p>}
      {review.reply && (
        <div className="cp-reply">
          <p className="cp-reply-head">
            Reply from {companyName}
            {review.replyDate ? (
              <>
                {' '}
                <time dateTime={review.replyDate}>{companyPageDate(review.replyDate)}</time>
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
function AreaMap({ page }: { page: CompanyPage }) {
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
      aria-label={`Map of the ${points.length} zip codes served`}
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
