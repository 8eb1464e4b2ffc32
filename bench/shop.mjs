// Issue 12's bench lines: a published campaign page as buyers read it, and checkout (reserve +
// create the order with the test provider's checkout) under load. A campaign of its own with a
// million units keeps every checkout a success, each from a different buyer.

/** Creates and publishes the bench's campaign as CD Demo's manager; answers its hashes. */
export async function prepareShop(api, cdDemo, auth) {
  const call = async (method, path, body, contentType = 'application/json') => {
    const response = await fetch(`${api}/api/clubs/${cdDemo}/commerce${path}`, {
      method,
      headers: { ...auth, 'content-type': contentType },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return response.json();
  };
  const day = 86_400_000;
  const campaign = await call('POST', '/campaigns', {
    name: 'Bench campaign',
    startingDate: new Date(Date.now() - day).toISOString(),
    endingDate: new Date(Date.now() + 30 * day).toISOString(),
  });
  const product = await call('POST', `/campaigns/${campaign.hash}/products`, { name: 'Bench scarf', price: 1500, stock: 1_000_000 });
  await call('PATCH', `/campaigns/${campaign.hash}`, { published: true }, 'application/merge-patch+json');
  return { campaignHash: campaign.hash, productHash: product.hash };
}

/** autocannon options for checkouts of one unit, each by a new buyer. */
export function checkoutRequests(productHash) {
  let buyer = 0;
  return {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    requests: [
      {
        setupRequest: (request) => {
          buyer += 1;
          return {
            ...request,
            body: JSON.stringify({
              items: [{ productHash, quantity: 1 }],
              buyer: { name: `Bench buyer ${buyer}`, email: `bench-${buyer}@example.org` },
            }),
          };
        },
      },
    ],
  };
}
