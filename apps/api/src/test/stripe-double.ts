import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export type StripeCall = { method: string; path: string; form: URLSearchParams; account: string | null; idempotencyKey: string | null };

export type DoubleSession = {
  id: string;
  client_reference_id: string | null;
  amount_total: number;
  currency: string;
  account: string | null;
};

/** A session's total and currency from its line items, as Stripe computes them. */
function totalOf(form: URLSearchParams): { amount_total: number; currency: string } {
  let amount = 0;
  let currency = '';
  for (let line = 0; form.has(`line_items[${line}][quantity]`); line++) {
    const price = `line_items[${line}][price_data]`;
    amount += Number(form.get(`${price}[unit_amount]`)) * Number(form.get(`line_items[${line}][quantity]`));
    currency = form.get(`${price}[currency]`) ?? currency;
  }
  return { amount_total: amount, currency };
}

/**
 * A local stand-in for the few Stripe API endpoints the shop calls (accounts, account links,
 * checkout sessions, refunds), answering as Stripe documents them. Stripe cannot be reached from
 * here; the real client (stripe-node) talks to this over HTTP, so the adapter's code runs as it
 * would against Stripe. Idempotency keys are honoured like Stripe's: the same key, the same answer.
 */
export class StripeDouble {
  readonly calls: StripeCall[] = [];
  /** Every checkout session opened, with the account it was opened on (what a genuine webhook event carries). */
  readonly sessions: DoubleSession[] = [];
  /** Account id → whether Stripe lets it take charges yet. */
  readonly chargesEnabled = new Map<string, boolean>();
  /** While true, every call fails with a 500 (Stripe down). */
  failing = false;
  private server: Server | null = null;
  private counter = 0;
  private readonly byKey = new Map<string, unknown>();

  async start(): Promise<string> {
    this.server = createServer((request, response) => {
      void this.answer(request).then(({ status, body }) => {
        response.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${this.counter}` });
        response.end(JSON.stringify(body));
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  callsTo(path: string): StripeCall[] {
    return this.calls.filter((call) => call.path === path);
  }

  /** The last checkout session opened naming `reference` as its client_reference_id. */
  sessionFor(reference: string): DoubleSession | undefined {
    return this.sessions.findLast((session) => session.client_reference_id === reference);
  }

  private async answer(request: IncomingMessage): Promise<{ status: number; body: unknown }> {
    let raw = '';
    for await (const chunk of request) raw += String(chunk);
    const path = (request.url ?? '').split('?')[0]!;
    const header = (name: string) => (typeof request.headers[name] === 'string' ? (request.headers[name] as string) : null);
    const call: StripeCall = {
      method: request.method ?? 'GET',
      path,
      form: new URLSearchParams(raw),
      account: header('stripe-account'),
      idempotencyKey: header('idempotency-key'),
    };
    this.calls.push(call);
    if (this.failing) return { status: 500, body: { error: { type: 'api_error', message: 'Stripe is down (double)' } } };
    const key = call.idempotencyKey && call.method === 'POST' ? `${call.account}:${call.idempotencyKey}` : null;
    if (key && this.byKey.has(key)) return { status: 200, body: this.byKey.get(key) };
    const body = this.route(call);
    if (!body) return { status: 404, body: { error: { type: 'invalid_request_error', message: `No such path ${path}` } } };
    if (key) this.byKey.set(key, body);
    return { status: 200, body };
  }

  private route(call: StripeCall): unknown {
    const n = ++this.counter;
    const now = Math.floor(Date.now() / 1000);
    if (call.method === 'POST' && call.path === '/v1/accounts') {
      const id = `acct_double${n}`;
      this.chargesEnabled.set(id, false);
      return { id, object: 'account', type: 'standard', details_submitted: false, charges_enabled: false };
    }
    const account = call.path.match(/^\/v1\/accounts\/(acct_\w+)$/);
    if (call.method === 'GET' && account) {
      const enabled = this.chargesEnabled.get(account[1]!) ?? false;
      return { id: account[1], object: 'account', type: 'standard', details_submitted: enabled, charges_enabled: enabled };
    }
    if (call.method === 'POST' && call.path === '/v1/account_links') {
      return { object: 'account_link', created: now, expires_at: now + 300, url: `https://connect.stripe.com/setup/s/double${n}` };
    }
    if (call.method === 'POST' && call.path === '/v1/checkout/sessions') {
      const session = {
        id: `cs_test_double${n}`,
        object: 'checkout.session',
        url: `https://checkout.stripe.com/c/pay/cs_test_double${n}`,
        payment_status: 'unpaid',
        status: 'open',
        client_reference_id: call.form.get('client_reference_id'),
        ...totalOf(call.form),
      };
      this.sessions.push({ ...session, account: call.account });
      return session;
    }
    if (call.method === 'POST' && call.path === '/v1/refunds') {
      return { id: `re_double${n}`, object: 'refund', status: 'succeeded', payment_intent: call.form.get('payment_intent') };
    }
    return null;
  }
}
