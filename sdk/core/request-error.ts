/** Codes of a malformed request (docs/contract.md §6); the server answers these with HTTP 400. */
export type RequestErrorCode = 'MISSING_PARAMETER' | 'INPUT_TOO_LONG' | 'INVALID_PARAMETER';

/**
 * Thrown for exactly the inputs that the server answers with HTTP 400 (docs/contract.md §6):
 * a missing or blank input, an input over 128 characters, a value that is not a string,
 * or an unknown format hint. Nothing else is ever thrown for a string input.
 */
export class BankNumberRequestError extends Error {
  // Declared only: set in the constructor, in the order the own keys have always had (code,
  // parameter, name), without field definitions in the output.
  /** The problem `code` of the server's 400 answer. */
  declare readonly code: RequestErrorCode | (string & {});
  /** The request parameter at fault (`input`, `q`, `format`, ...). */
  declare readonly parameter: string | undefined;

  constructor(code: RequestErrorCode | (string & {}), message: string, parameter?: string) {
    super(message);
    this.code = code;
    this.parameter = parameter;
    this.name = 'BankNumberRequestError';
  }
}
