import type { ProofLapseReason, ProofMethod } from '@vigil/shared';
import { formatDate } from '../profiles';

/** German wording of a proof method on the public pages (they are German, like `/p/:id`). */
export const METHOD_TEXT: Record<ProofMethod, string> = {
  bio_code: 'Prüfcode in der Profilbeschreibung',
  instagram_signin: 'Anmeldung mit Instagram',
  facebook_signin: 'Anmeldung mit Facebook',
};

export const LAPSE_TEXT: Record<ProofLapseReason, string> = {
  code_missing: 'der Prüfcode steht nicht mehr in der Profilbeschreibung',
  gone: 'das Profil wurde nicht mehr gefunden',
  renamed: 'der Benutzername gehört jetzt zu einem anderen Konto',
};

/** One sentence for a public page: how and when ownership was proven, or that it lapsed. */
export function ownershipSentence(p: {
  method: ProofMethod | null;
  provenAt: Date | null;
  lapsedAt: Date | null;
  lapseReason: ProofLapseReason | null;
}): { text: string; lapsed: boolean } | null {
  if (!p.method || !p.provenAt) return null;
  const proven = `Eigentum nachgewiesen am ${formatDate(p.provenAt)} durch ${METHOD_TEXT[p.method]}`;
  if (p.lapsedAt) {
    const why = p.lapseReason ? LAPSE_TEXT[p.lapseReason] : 'der Nachweis fehlt';
    return {
      text: `${proven}; seit ${formatDate(p.lapsedAt)} nicht mehr bestätigt: ${why}.`,
      lapsed: true,
    };
  }
  return { text: `${proven}.`, lapsed: false };
}
