import * as client from 'openid-client';
import type { OidcConfig } from '../runtime/config.ts';

/**
 * The configured single sign-on provider. Discovery happens on first use and is remembered;
 * a failed discovery is retried on the next call, so a provider that is down at start-up
 * neither delays nor breaks the start.
 */
export class OidcProvider {
  private discovered: Promise<client.Configuration> | undefined;

  constructor(readonly config: OidcConfig) {}

  configuration(): Promise<client.Configuration> {
    this.discovered ??= this.discover().catch((error: unknown) => {
      this.discovered = undefined;
      throw error;
    });
    return this.discovered;
  }

  private discover(): Promise<client.Configuration> {
    const auth = this.config.clientSecret ? client.ClientSecretPost(this.config.clientSecret) : client.None();
    return client.discovery(
      new URL(this.config.issuer),
      this.config.clientId,
      undefined,
      auth,
      // Plain http only for loopback providers or when OIDC_ALLOW_HTTP says so (config.ts).
      this.config.allowHttp ? { execute: [client.allowInsecureRequests], timeout: 10 } : { timeout: 10 },
    );
  }
}
