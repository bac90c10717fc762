/**
 * A failed remote call: the HTTP status (0 when the network failed) and the problem `code`. Apart
 * from `remote.ts`, so that exporting it does not bring the request code into every bundle.
 */
export class RemoteValidationError extends Error {
  readonly status: number;
  readonly code: string;

  constructor(status: number, code: string, message: string) {
    super(message);
    this.name = 'RemoteValidationError';
    this.status = status;
    this.code = code;
  }
}
