import type { PersonProfile } from '@vigil/shared';
import { html, page } from '../../lib/html';
import { formatDate, platformLabel } from '../profiles';
import { METHOD_TEXT } from './proof-text';

/**
 * `/u/:handle`: one public page per person listing their verified handles (issue 13 §4).
 * Plain HTML, no JavaScript; every value escaped by `html`.
 */
export function personPageHtml(p: { handle: string; name: string; profiles: PersonProfile[] }) {
  const items = p.profiles.map(
    (x) =>
      html`<li>
        <strong>${platformLabel(x.platform)}</strong>:
        <a href="${x.profile_url}" rel="nofollow noopener noreferrer">@${x.username}</a><br />
        <span class="badge ok">✔ Verifiziert am ${formatDate(new Date(x.verified_at))}</span>
        ${
          x.proof_method && x.proven_at
            ? html`<br /><span
                  >Eigentum nachgewiesen am ${formatDate(new Date(x.proven_at))} durch
                  ${METHOD_TEXT[x.proof_method]}</span
                >`
            : ''
        }
        <br /><a href="${x.public_url}">Badge ansehen</a>
      </li>`,
  );
  return page({
    title: `${p.name} (@${p.handle}) – Verifizierte Profile · Vigil`,
    body: html`<h1>${p.name}</h1>
      <p>Verifizierte Profile von <strong>@${p.handle}</strong> bei Vigil</p>
      ${
        p.profiles.length > 0
          ? html`<ul class="handles">
              ${items}
            </ul>`
          : html`<p>Noch keine verifizierten Profile.</p>`
      }
      <footer>
        Diese Seite hat ihre Inhaberin oder ihr Inhaber selbst freigeschaltet. Jedes Badge lässt
        sich über seinen QR-Code oder seine Badge-Seite bei Vigil prüfen.
      </footer>`,
  });
}
