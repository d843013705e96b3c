import type { VerificationReply } from '@vigil/shared';
import { html, page } from '../../lib/html';
import { formatDate, platformLabel, underReviewNotice } from '../profiles';

const HEADINGS = {
  verified: { text: 'Verifiziert', css: 'ok', icon: '✔' },
  not_verified: { text: 'Nicht verifiziert', css: 'warn', icon: '✖' },
  revoked: { text: 'Widerrufen', css: 'bad', icon: '⛔' },
} as const;

const GERMAN = {
  verified: 'Dieses Profil wurde von Vigil verifiziert.',
  not_verified: 'Dieser QR-Code bestätigt kein von Vigil verifiziertes Profil.',
  revoked: 'Dieses Profil wurde von Vigil widerrufen und ist nicht mehr verifiziert.',
} as const;

/** `GET /api/verify` for browsers: the verdict as a page that needs no JavaScript. */
export function verificationPage(v: VerificationReply): string {
  const h = HEADINGS[v.result];
  const p = v.profile;
  return page({
    title: `${h.text} – Vigil`,
    body: html`<p><span class="badge ${h.css}">${h.icon} ${h.text}</span></p>
      <h1>${h.text}</h1>
      <p>${GERMAN[v.result]}</p>
      ${v.under_review ? underReviewNotice : ''}
      ${
        v.revoke_reason
          ? html`<p>
              Widerrufen am ${v.revoked_at ? formatDate(new Date(v.revoked_at)) : ''} nach einer
              Prüfung. Begründung: <strong>${v.revoke_reason}</strong>
            </p>`
          : ''
      }
      <p lang="en">${v.message}</p>
      ${
        p
          ? html`<dl>
                <dt>Name</dt>
                <dd>${p.full_name}</dd>
                <dt>Plattform</dt>
                <dd>${platformLabel(p.platform)}</dd>
                <dt>Benutzername</dt>
                <dd>@${p.username}</dd>
                <dt>Profil</dt>
                <dd>
                  <a href="${p.profile_url}" rel="nofollow noopener noreferrer">${p.profile_url}</a>
                </dd>
                <dt>Verifiziert am</dt>
                <dd>${formatDate(new Date(p.verified_at))}</dd>
                ${
                  v.last_checked_at
                    ? html`<dt>Zuletzt geprüft</dt>
                        <dd>
                          <time datetime="${v.last_checked_at}"
                            >${formatDate(new Date(v.last_checked_at))}</time
                          >
                        </dd>`
                    : ''
                }
                <dt>Profil-ID</dt>
                <dd>${v.profile_id}</dd>
              </dl>
              <p><a href="${p.public_url}">Öffentliches Badge öffnen</a></p>`
          : v.profile_id
            ? html`<p>Profil-ID: ${v.profile_id}</p>`
            : ''
      }
      <footer>
        Prüfung durch Vigil: die Signatur des QR-Codes und der aktuelle Stand des Profils.
      </footer>`,
  });
}
