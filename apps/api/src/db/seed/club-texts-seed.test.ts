import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { clubs } from '../schema';
import { seedDemoData } from '../../demo/seed-demo-data';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(() => t.drop());

const textsOf = async (shortname: string) =>
  (
    await t.database.db
      .select({ summary: clubs.privacyBasicInfo, termsUrl: clubs.termsUrl, termsCustom: clubs.termsCustom })
      .from(clubs)
      .where(eq(clubs.shortname, shortname))
  )[0]!;

describe('demo clubs’ privacy and terms texts', () => {
  it('are written in each club’s own language, with a link to the terms', async () => {
    const demo = await textsOf('cd-demo');
    expect(demo.summary).toContain('Club Deportivo Demo trata tus datos');
    expect(demo.summary).not.toMatch(/processes your data/);
    expect(demo.termsUrl).toBe('http://localhost:3000/es/politica-privacidad/clubs');
    const exemple = await textsOf('ca-exemple');
    expect(exemple.summary).toContain('Club Atlètic Exemple tracta les teves dades');
    expect(exemple.termsUrl).toBe('http://localhost:3000/es/politica-privacidad/clubs');
  });

  it('replace the old English defaults of existing demo databases, never a club’s own texts', async () => {
    const { db } = t.database;
    await db
      .update(clubs)
      .set({ privacyBasicInfo: 'Club Deportivo Demo processes your data to manage your membership.', termsUrl: null })
      .where(eq(clubs.shortname, 'cd-demo'));
    await db
      .update(clubs)
      .set({ privacyBasicInfo: 'El nostre propi resum.', termsUrl: null, termsCustom: 'Les nostres condicions.' })
      .where(eq(clubs.shortname, 'ca-exemple'));
    await seedDemoData(db, { people: false, appUrl: 'https://demo.tribuna.example' });
    const demo = await textsOf('cd-demo');
    expect(demo.summary).toContain('Club Deportivo Demo trata tus datos');
    expect(demo.termsUrl).toBe('https://demo.tribuna.example/es/politica-privacidad/clubs');
    // A manager's own summary and own terms text stay as they wrote them.
    expect(await textsOf('ca-exemple')).toEqual({
      summary: 'El nostre propi resum.',
      termsUrl: null,
      termsCustom: 'Les nostres condicions.',
    });
  });
});
