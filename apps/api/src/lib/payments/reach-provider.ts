import { errors } from '../errors';

/** A payment provider that cannot be reached (or refuses) is a 409 with its reason, never a 500. */
export async function reach<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch {
    throw errors.conflict('paymentUnavailable');
  }
}
