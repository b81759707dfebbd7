import { type ErrorCode, errorCatalogue } from '@tandem/contracts';

/**
 * The one error type services throw. It carries a catalogue code; the error plugin turns it
 * into the HTTP status and envelope once, at the edge.
 */
export class AppError extends Error {
  readonly status: number;
  readonly numericCode: number;

  constructor(
    readonly code: ErrorCode,
    readonly data: Record<string, unknown> | null = null,
  ) {
    super(code);
    this.name = 'AppError';
    this.status = errorCatalogue[code].status;
    this.numericCode = errorCatalogue[code].code;
  }

  /** A field-level validation failure: `data.fields = { name: key }`. */
  static fields(fields: Record<string, string>, code: ErrorCode = 'VALIDATION_ERROR') {
    return new AppError(code, { fields });
  }
}
