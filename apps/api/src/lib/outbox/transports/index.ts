import type { ResolvedConfig } from '../../../config';
import { HttpProviderTransport } from './http-provider.transport';
import { SmtpTransport } from './smtp.transport';
import type { Transports } from './transport';

export type { MessageTransport, OutgoingMessage, Transports } from './transport';

/** The transports the configuration asks for; an unconfigured channel is left out (held). */
export function transportsFromConfig(config: ResolvedConfig): Transports {
  const transports: Transports = {};
  if (config.smtpUrl) transports.email = new SmtpTransport(config.smtpUrl, config.mailFrom);
  if (config.sms) transports.sms = new HttpProviderTransport(config.sms, 'sms');
  if (config.whatsapp) transports.whatsapp = new HttpProviderTransport(config.whatsapp, 'whatsapp');
  return transports;
}
