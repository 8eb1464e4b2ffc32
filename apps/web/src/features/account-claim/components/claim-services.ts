/**
 * What the claim page needs from other features, handed in by its route module (app/routes):
 * signing in as the account just created, and reading the signed-in user's profile again.
 */
export interface ClaimServices {
  signIn: (username: string, password: string) => Promise<void>;
  reloadProfile: () => Promise<unknown>;
}
