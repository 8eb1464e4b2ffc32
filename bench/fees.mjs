// Issue 23's bench line: a season fee sent to the bench's team of 5,000 athletes, ten monthly
// instalments each (50,000 charges, sibling discounts looked up), timed from the manager's
// "send" to the answer. The charges are made in one transaction by one set-based insert.

/** Creates a plan in CD Demo's current season and a fee from it for `teamHash`, then times sending it. */
export async function measureSeasonFee(api, cdDemo, auth, teamHash) {
  const call = async (method, path, body) => {
    const response = await fetch(`${api}/api/clubs/${cdDemo}${path}`, {
      method,
      headers: { ...auth, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return response.json();
  };
  const seasons = await call('GET', '/seasons');
  const season = seasons['hydra:member'].find((item) => item.current);
  if (!season) throw new Error('CD Demo has no current season (the fees seed makes one)');
  const plan = await call('POST', `/seasons/${season.hash}/plans`, {
    name: `Bench temporada ${Date.now()}`,
    audience: 'athlete',
    price: 3000,
    period: 'monthly',
    instalments: 10,
    siblingDiscountPercent: 20,
    familyDiscountPercent: 5,
  });
  const nextMonth = new Date();
  nextMonth.setUTCMonth(nextMonth.getUTCMonth() + 1, 5);
  const fee = await call('POST', '/fees', {
    kind: 'plan',
    planHash: plan.hash,
    firstDueOn: nextMonth.toISOString().slice(0, 10),
    target: { kind: 'teams', teamHashes: [teamHash] },
  });
  const started = performance.now();
  const sent = await call('POST', `/fees/${fee.hash}/send`);
  const sendMs = Math.round(performance.now() - started);
  return { people: sent.created / 10, charges: sent.created, sendMs };
}
