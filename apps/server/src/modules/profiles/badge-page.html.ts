import { html, page, SafeHtml } from '../../lib/html';
import type { ProfileRow } from './profiles.repo';
import { formatDate, platformLabel } from './badge-image';

/**
 * What the public badge page and the QR verification page say while an operator reviews the
 * badge: neutrally, that it is checked again and stays valid until decided.
 */
export const underReviewNotice = html`<p>
  <span class="badge warn">Wird erneut geprüft</span> Vigil prüft dieses Profil gerade erneut; das
  Badge bleibt bis zur Entscheidung gültig.
</p>`;

/**
 * `/p/:profileId`: the public badge page. Plain HTML and CSS, no JavaScript; every value from
 * the profile is escaped by `html`. The QR SVG comes from the qrcode library, not from users.
 */
export function publicBadgePage(
  row: ProfileRow,
  qr: { svg: string; verifyUrl: string },
  extra: {
    /** How and when ownership was proven (issue 13), as one sentence; null if never. */
    ownership?: { text: string; lapsed: boolean } | null;
    /** Where to download the badge as a verifiable credential. */
    credentialUrl?: string | null;
  } = {},
): string {
  const verifiedAt = row.verifiedAt ? formatDate(row.verifiedAt) : '';
  return page({
    title: `${row.fullName} – Verifiziert durch Vigil`,
    body: html`<p><span class="badge ok">✔ Verifiziert durch Vigil</span></p>
      <h1>${row.fullName}</h1>
      ${row.reviewOpenedAt ? underReviewNotice : ''}
      <dl>
        <dt>Name</dt>
        <dd>${row.fullName}</dd>
        <dt>Plattform</dt>
        <dd>${platformLabel(row.platform)}</dd>
        <dt>Benutzername</dt>
        <dd>@${row.username}</dd>
        <dt>Profil</dt>
        <dd>
          <a href="${row.profileUrl}" rel="nofollow noopener noreferrer">${row.profileUrl}</a>
        </dd>
        <dt>Verifiziert am</dt>
        <dd><time datetime="${row.verifiedAt?.toISOString() ?? ''}">${verifiedAt}</time></dd>
        ${
          row.watchCheckedAt
            ? html`<dt>Zuletzt geprüft</dt>
                <dd>
                  <time datetime="${row.watchCheckedAt.toISOString()}"
                    >${formatDate(row.watchCheckedAt)}</time
                  >
                </dd>`
            : ''
        }
        <dt>Eigentum</dt>
        <dd>
          ${
            extra.ownership
              ? html`<span class="${extra.ownership.lapsed ? 'badge warn' : ''}"
                  >${extra.ownership.text}</span
                >`
              : 'Vom Vigil-Team anhand eines Screenshots geprüft.'
          }
        </dd>
        <dt>Profil-ID</dt>
        <dd>${row.id}</dd>
      </dl>
      <figure class="qr">
        <div role="img" aria-label="QR-Code zur Prüfung dieses Badges">${new SafeHtml(qr.svg)}</div>
        <figcaption><a href="${qr.verifyUrl}">Echtheit prüfen</a></figcaption>
      </figure>
      ${
        extra.credentialUrl
          ? html`<p>
              <a href="${extra.credentialUrl}" download>Badge als Nachweis herunterladen</a>
              (Open Badges 3.0, offline prüfbar)
            </p>`
          : ''
      }
      <footer>
        Verifiziert durch Vigil. Der QR-Code führt zur Prüfung bei Vigil; ein gelöschtes Profil wird
        dort sofort als widerrufen angezeigt.
      </footer>`,
  });
}

/**
 * `/p/:profileId` of a badge an operator revoked after a review: that it was revoked, when and
 * why (the reason is written for the public). Like every revoked profile, none of its data.
 */
export function revokedBadgePage(row: ProfileRow): string {
  const when = row.deletedAt ? formatDate(row.deletedAt) : '';
  return page({
    title: 'Badge widerrufen – Vigil',
    body: html`<p><span class="badge bad">⛔ Widerrufen</span></p>
      <h1>Badge widerrufen</h1>
      <p>
        Vigil hat dieses Badge am
        <time datetime="${row.deletedAt?.toISOString() ?? ''}">${when}</time> nach einer Prüfung
        widerrufen. Es bestätigt das Profil nicht mehr.
      </p>
      <dl>
        <dt>Begründung</dt>
        <dd>${row.revokeReason ?? ''}</dd>
        <dt>Profil-ID</dt>
        <dd>${row.id}</dd>
      </dl>
      <p lang="en">
        Vigil revoked this badge on ${when} after a review; it no longer vouches for the profile.
        Reason: ${row.revokeReason ?? ''}
      </p>
      <footer>Widerrufen durch Vigil. Jeder QR-Code dieses Badges zeigt den Widerruf an.</footer>`,
  });
}
