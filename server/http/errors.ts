/** A business error: HTTP 200, `code = 0`, `msg` = the translated message of `key`. */
export class BizError extends Error {
  constructor(public key: string, public params: Record<string, string | number> = {}, public data: unknown = null) {
    super(key);
  }
}

/** Not logged in or a bad token: HTTP 401 with `code = 401`. */
export class AuthError extends Error {
  constructor(public key = 'error.login') {
    super(key);
  }
}

/** A body above the call's limit: HTTP 413 with `code = 0`, read no further than the limit. */
export class TooLargeError extends Error {
  constructor(public maxBytes: number) {
    super('error.tooLarge');
  }
}

/** Logged in but not allowed: HTTP 403 with `code = 403`. */
export class ForbiddenError extends Error {
  constructor(public key = 'error.forbidden') {
    super(key);
  }
}

/** Shorthand for the common "not yours or not there" answer: never reveals which. */
export const notFound = (what = 'error.notFound') => new BizError(what);
