import type { Db } from '../../../db/client';

/** CD Demo's seasons, plans, fees and charges (issue 23 part 6). */
export async function seedDemoFees(db: Db): Promise<void> {
  void db;
}
