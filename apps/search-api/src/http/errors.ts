/** A client mistake or a missing resource, answered with the README's JSON error shape. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly param: string,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }

  get errorCode(): string {
    switch (this.status) {
      case 404:
        return 'not_found';
      case 405:
        return 'method_not_allowed';
      case 413:
        return 'payload_too_large';
      case 414:
        return 'uri_too_long';
      case 503:
        return 'unavailable';
      default:
        return 'bad_request';
    }
  }

  body(): { code: number; error: string; param: string; message: string } {
    return { code: this.status, error: this.errorCode, param: this.param, message: this.message };
  }
}

export const badRequest = (param: string, message: string): HttpError => new HttpError(400, param, message);
export const notFound = (param: string, message: string): HttpError => new HttpError(404, param, message);
