import type { ProviderConfig } from '../../../config';
import type { MessageTransport, OutgoingMessage } from './transport';

type Fetch = typeof fetch;

/**
 * SMS or WhatsApp through a Twilio-style REST API: a form POST with To, From and Body to the
 * configured URL. The token is sent as HTTP Basic when it has the form "user:secret" (Twilio's
 * AccountSid:AuthToken) and as a Bearer token otherwise. WhatsApp numbers take Twilio's
 * "whatsapp:" prefix. Any non-2xx answer fails the attempt so the worker retries it.
 */
export class HttpProviderTransport implements MessageTransport {
  constructor(
    private readonly provider: ProviderConfig,
    private readonly channel: 'sms' | 'whatsapp',
    private readonly fetchImpl: Fetch = fetch,
  ) {}

  async send(message: OutgoingMessage): Promise<void> {
    const address = (value: string) => (this.channel === 'whatsapp' ? `whatsapp:${value}` : value);
    const form = new URLSearchParams({ To: address(message.to.replace(/\s+/g, '')), Body: message.text });
    if (this.provider.from) form.set('From', address(this.provider.from));
    const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded', 'idempotency-key': message.id };
    const token = this.provider.token;
    if (token) {
      headers.authorization = token.includes(':') ? `Basic ${Buffer.from(token).toString('base64')}` : `Bearer ${token}`;
    }
    const response = await this.fetchImpl(this.provider.url, {
      method: 'POST',
      headers,
      body: form.toString(),
      signal: AbortSignal.timeout(15_000),
    });
    if (!response.ok) {
      const detail = (await response.text().catch(() => '')).slice(0, 200);
      throw new Error(`${this.channel} provider answered ${response.status} ${detail}`.trim());
    }
  }
}
