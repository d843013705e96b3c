import type { FastifyReply, FastifyRequest } from 'fastify';

/** The cookie that makes a browser the owner of one demo checkout. */
export const CHECKOUT_COOKIE = 'vigil_checkout';

/** Each checkout's cookie lives on its own path, so a browser may hold several. */
export const checkoutPath = (ref: string) => `/demo-checkout/${encodeURIComponent(ref)}`;

/**
 * Hands the owner secret of a new demo checkout to the browser that started it: httpOnly (no
 * script reads it), SameSite=Strict (no other site's form or link sends it), only on the
 * checkout's own path, for a day.
 */
export function setCheckoutOwnerCookie(
  res: FastifyReply,
  owner: { ref: string; secret: string },
  opts: { secure: boolean },
) {
  res.setCookie(CHECKOUT_COOKIE, owner.secret, {
    httpOnly: true,
    sameSite: 'strict',
    secure: opts.secure,
    path: checkoutPath(owner.ref),
    maxAge: 24 * 60 * 60,
  });
}

/** The cookie that makes a browser the owner of one PayPal order (issue 20 §3). */
export const payPalOwnerCookie = (orderId: string) => `vigil_pp_${orderId}`;

/** The two requests a PayPal order's owner makes: the authorization and PayPal's cancel page. */
export const PAYPAL_OWNER_PATHS = ['/api/authorize-paypal-transaction', '/paypal/cancel'];

/**
 * Hands the owner secret of a new PayPal order to the browser that started it: httpOnly, only
 * on the two paths that read it, for a day. SameSite=Lax, not Strict: PayPal's cancel page is a
 * top-level navigation from paypal.com, which must carry it.
 */
export function setPayPalOwnerCookie(
  res: FastifyReply,
  owner: { ref: string; secret: string },
  opts: { secure: boolean },
) {
  for (const path of PAYPAL_OWNER_PATHS) {
    res.setCookie(payPalOwnerCookie(owner.ref), owner.secret, {
      httpOnly: true,
      sameSite: 'lax',
      secure: opts.secure,
      path,
      maxAge: 24 * 60 * 60,
    });
  }
}

const originOf = (url: string | undefined) => {
  if (!url) return undefined;
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
};

/**
 * CSRF defence of the pay form, beside the SameSite cookie: the post must come from our own
 * origin (PUBLIC_BASE_URL, or the address the request was made to), as the Origin header
 * says, or, where a browser sends none, the Referer. Neither, or `Origin: null`, is refused.
 */
export function isSameOriginPost(req: FastifyRequest, publicBaseUrl: string) {
  const ours = new Set([originOf(publicBaseUrl), `${req.protocol}://${req.host}`]);
  const origin = req.headers.origin;
  if (origin !== undefined) return ours.has(origin);
  const referer = originOf(req.headers.referer);
  return referer !== undefined && ours.has(referer);
}
