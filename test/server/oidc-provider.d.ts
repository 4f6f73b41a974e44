/**
 * The part of oidc-provider (9.x, which ships no types) that test/server/oidc-issuer.ts uses: enough to be checked,
 * not a description of the library.
 */
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  type KoaContext = { path: string; method: string; req: IncomingMessage; body: unknown };
  type Interaction = {
    uid: string;
    prompt: { name: string; details: Record<string, unknown> };
    params: Record<string, unknown>;
    session?: { accountId: string };
    grantId?: string;
  };
  type Account = { accountId: string; claims: (use: string, scope: string) => Promise<Record<string, unknown>> };
  class Grant {
    constructor(o: { accountId: string; clientId: string });
    static find(id: string): Promise<Grant | undefined>;
    addOIDCScope(scope: string): void;
    addOIDCClaims(claims: string[]): void;
    addResourceScope(indicator: string, scope: string): void;
    save(): Promise<string>;
  }
  export type Configuration = {
    clients?: Record<string, unknown>[];
    jwks?: { keys: Record<string, unknown>[] };
    cookies?: { keys: string[] };
    claims?: Record<string, string[]>;
    features?: Record<string, { enabled: boolean }>;
    interactions?: { url: (ctx: KoaContext, interaction: Interaction) => string };
    pkce?: { required: () => boolean };
    findAccount?: (ctx: KoaContext, sub: string) => Promise<Account | undefined>;
  };
  export default class Provider {
    constructor(issuer: string, configuration: Configuration);
    Grant: typeof Grant;
    use(fn: (ctx: KoaContext, next: () => Promise<void>) => Promise<void>): this;
    callback(): (req: IncomingMessage, res: ServerResponse) => Promise<void>;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<Interaction>;
    interactionFinished(req: IncomingMessage, res: ServerResponse, result: Record<string, unknown>, o?: { mergeWithLastSubmission?: boolean }): Promise<void>;
  }
}
