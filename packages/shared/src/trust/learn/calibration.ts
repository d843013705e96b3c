import type { Calibration } from '../model';
import { solveSpd } from './linalg';
import { sigmoid, softplus } from './math';

/**
 * Platt scaling: fits probability = σ(a · raw + b) to held-out raw logits by Newton's method,
 * with Platt's smoothed targets ((N₊+1)/(N₊+2) and 1/(N₋+2)) so a perfectly separated
 * held-out part does not push the probabilities to exactly 0 and 1.
 */
export function fitPlatt(
  raw: ArrayLike<number>,
  y: ArrayLike<number>,
  w: ArrayLike<number>,
): Calibration {
  let pos = 0;
  let neg = 0;
  for (let i = 0; i < y.length; i++) {
    if (y[i]! > 0.5) pos += w[i]!;
    else neg += w[i]!;
  }
  const hi = (pos + 1) / (pos + 2);
  const lo = 1 / (neg + 2);
  const target = (i: number) => (y[i]! > 0.5 ? hi : lo);
  const loss = (a: number, b: number) => {
    let sum = 0;
    for (let i = 0; i < raw.length; i++) {
      const z = a * raw[i]! + b;
      sum += w[i]! * (softplus(z) - target(i) * z);
    }
    return sum;
  };
  let a = 1;
  let b = 0;
  let current = loss(a, b);
  for (let iter = 0; iter < 100; iter++) {
    let ga = 0;
    let gb = 0;
    const hess = new Float64Array(4);
    for (let i = 0; i < raw.length; i++) {
      const p = sigmoid(a * raw[i]! + b);
      const d = w[i]! * (p - target(i));
      const s = w[i]! * p * (1 - p);
      ga += d * raw[i]!;
      gb += d;
      hess[0]! += s * raw[i]! * raw[i]!;
      hess[1]! += s * raw[i]!;
      hess[2]! += s * raw[i]!;
      hess[3]! += s;
    }
    hess[0]! += 1e-9;
    hess[3]! += 1e-9;
    const step = solveSpd(hess, Float64Array.of(ga, gb), 2);
    // Newton with step halving: a full step from a far start can overshoot on saturated logits.
    let scale = 1;
    let moved = false;
    for (let halving = 0; halving < 40; halving++) {
      const na = a - scale * step[0]!;
      const nb = b - scale * step[1]!;
      const next = loss(na, nb);
      if (next <= current) {
        moved = current - next > 1e-12 * Math.max(1, Math.abs(current));
        a = na;
        b = nb;
        current = next;
        break;
      }
      scale /= 2;
    }
    if (!moved) break;
  }
  return { a, b };
}

export const applyCalibration = (c: Calibration, raw: number) => sigmoid(c.a * raw + c.b);
